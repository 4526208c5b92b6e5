import { data } from "react-router";
import { NotFoundView } from "../components/layout/not-found-view";

/** Unknown paths render with HTTP 404 (the Worker renders this route; it is never prerendered). */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found — Clarity" }, { name: "robots", content: "noindex" }];
}

export default NotFoundView;

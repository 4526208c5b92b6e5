import { how } from "../../content/pages/how";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/how";

export const meta = () => pageMeta("/how");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => how;

export default function HowPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/how" page={loaderData} />;
}

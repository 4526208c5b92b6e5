import { who } from "../../content/pages/who";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/who";

export const meta = () => pageMeta("/who");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => who;

export default function WhoPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/who" page={loaderData} />;
}

import { why } from "../../content/pages/why";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/why";

export const meta = () => pageMeta("/why");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => why;

export default function WhyPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/why" page={loaderData} />;
}

import { why } from "../../content/pages/why";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/why";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/why");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => why;

export default function WhyPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/why" page={loaderData} />;
}

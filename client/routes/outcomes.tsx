import { outcomes } from "../../content/pages/offer";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/outcomes";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/outcomes");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => outcomes;

export default function OutcomesPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/outcomes" page={loaderData} />;
}

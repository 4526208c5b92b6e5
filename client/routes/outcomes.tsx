import { outcomes } from "../../content/pages/offer";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/outcomes";

export const meta = () => pageMeta("/outcomes");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => outcomes;

export default function OutcomesPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/outcomes" page={loaderData} />;
}

import { investment } from "../../content/pages/offer";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/investment";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/investment");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => investment;

export default function InvestmentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/investment" page={loaderData} />;
}

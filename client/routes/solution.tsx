import { solution } from "../../content/pages/offer";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/solution";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/solution");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => solution;

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/solution" page={loaderData} />;
}

import { useCases } from "../../content/pages/offer";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/use-cases";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/use-cases");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => useCases;

export default function UseCasesPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/use-cases" page={loaderData} />;
}

import { how } from "../../content/pages/how";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/how";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/how");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => how;

export default function HowPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/how" page={loaderData} />;
}

import { about } from "../../content/pages/company";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/about";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/about");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => about;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/about" page={loaderData} />;
}

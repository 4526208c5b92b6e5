import { who } from "../../content/pages/who";
import { ContentPage } from "../features/content/content-page";
import { pageMeta } from "../lib/meta";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/who";

// Prerendered as plain HTML: no JavaScript bundle (docs/decisions/005).
export const handle = staticPage;

export const meta = () => pageMeta("/who");

// The copy reaches the page as (prerendered) loader data, so it is not in the page's JavaScript.
export const loader = () => who;

export default function WhoPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage path="/who" page={loaderData} />;
}

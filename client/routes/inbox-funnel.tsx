import { data } from "react-router";
import { type FunnelPageView, funnelPageContext } from "#contracts/funnel-page";
import { siteMap } from "../../content/site-map";
import { FunnelPage } from "../features/funnel/funnel-page";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/inbox-funnel";

/** Rendered by the Worker with no script bundle (docs/decisions/005, 026). */
export const handle = staticPage;

export const meta = () => [
  { title: siteMap["/inbox/funnel"].title },
  { name: "robots", content: "noindex, nofollow" },
];

const signInFirst: FunnelPageView = {
  signedIn: false,
  status: 401,
  message: "Sign in to the sales inbox first.",
};

/** The counts the Worker read for this request (worker/routes/funnel-page.ts). */
export function loader({ context }: Route.LoaderArgs) {
  const view = context.get(funnelPageContext) ?? signInFirst;
  return data(view, { status: view.signedIn ? 200 : view.status });
}

export default function InboxFunnelRoute({ loaderData }: Route.ComponentProps) {
  return <FunnelPage view={loaderData} />;
}

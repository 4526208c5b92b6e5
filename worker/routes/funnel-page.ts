import type { Context } from "hono";
import { SOURCE_MAX_CHARS } from "../contracts/attribution";
import { DEFAULT_FUNNEL_RANGE, type FunnelRange, funnelRanges } from "../contracts/funnel";
import { type FunnelPageView, funnelPageContext } from "../contracts/funnel-page";
import { funnelStub } from "../durable-objects/stubs";
import { findActor, inboxEnabled } from "../inbox/inbox-actor";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { renderPage } from "../ssr";

/** `?days=` as one of the page's ranges (30 when absent or anything else). */
export function rangeOf(days: string | null | undefined): FunnelRange {
  return funnelRanges.find((r) => String(r) === days) ?? DEFAULT_FUNNEL_RANGE;
}

/** `?source=` as a source label, or null for all. */
export const sourceParam = (value: string | null | undefined) =>
  value?.trim().toLowerCase().slice(0, SOURCE_MAX_CHARS) || null;

/**
 * GET /inbox/funnel: the funnel page (docs/decisions/026), rendered by the Worker with the counts
 * for a signed-in person of the inbox (the same sign-in as the inbox), and without them, saying
 * why, for anyone else. The page ships no script bundle: its charts are SVG drawn here.
 */
export async function funnelPage(c: Context<AppEnv>): Promise<Response> {
  if (!inboxEnabled(c.env))
    return renderPage(c, new Request(new URL("/404", c.req.url), c.req.raw));
  const actor = await findActor(c);
  let view: FunnelPageView;
  if (actor instanceof ApiError) {
    if (actor.status >= 500) throw actor;
    view = { signedIn: false, status: actor.status === 403 ? 403 : 401, message: actor.message };
  } else {
    const range = rangeOf(c.req.query("days"));
    const report = await funnelStub(c.env).report(range, sourceParam(c.req.query("source")));
    view = { signedIn: true, report };
  }
  return renderPage(c, c.req.raw, [[funnelPageContext, view]]);
}

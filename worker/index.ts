/**
 * The Worker. Static files (prerendered pages, JS, CSS) are served before it runs; it handles:
 *   /api/health          health and version
 *   /api/clarity         Clarity scoping chat (streamed; the conversation kept by the Worker)
 *   /api/crm-assistant   the prototype's CRM assistant (streamed, tool calls)
 *   /api/contact         contact-form draft, submit (Visitor Durable Object)
 *   /api/visitor         DELETE: the visitor erases their data
 *   /api/funnel/view     POST: the pages' view beacon (aggregate counts, Funnel object)
 *   /api/inbox           the sales inbox (the lead ledger; 404 without SALES_TOKEN or Access)
 *   /api/leads/confirm   the link in a prospect's confirmation email
 *   /api/*        unknown API paths → 404 JSON
 *   /inbox               the inbox page, or the 404 page without SALES_TOKEN or Access
 *   /inbox/funnel        the funnel page, with its counts for the inbox's people
 *   POST /try/send       the contact form sent without JavaScript (to /try's action)
 *   everything else → React Router (the 404 page, route discovery)
 * Shared middleware: security headers; one onError turns errors into JSON.
 * Re-exports the Durable Object classes (Visitor, Ledger, AddressBudget, Funnel).
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { inboxEnabled } from "./inbox/inbox-actor";
import type { AppEnv } from "./lib/app-env";
import { drainRequestBody } from "./lib/drain-body";
import { ApiError, handleError } from "./lib/errors";
import { securityHeaders } from "./lib/security-headers";
import { calWebhook } from "./routes/cal-webhook";
import { clarity } from "./routes/clarity";
import { contact } from "./routes/contact";
import { crmAssistant } from "./routes/crm-assistant";
import { funnel } from "./routes/funnel";
import { funnelPage } from "./routes/funnel-page";
import { health } from "./routes/health";
import { inbox } from "./routes/inbox";
import { leadConfirm } from "./routes/lead-confirm";
import { tryPage } from "./routes/try-page";
import { visitorData } from "./routes/visitor-data";
import { renderPage } from "./ssr";

/** Every API answer is private to whoever asked: no browser or proxy keeps a copy. */
const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
};

const api = new Hono<AppEnv>()
  .use(drainRequestBody, noStore)
  .route("/health", health)
  .route("/clarity", clarity)
  .route("/crm-assistant", crmAssistant)
  .route("/contact", contact)
  .route("/visitor", visitorData)
  .route("/funnel", funnel)
  .route("/inbox", inbox)
  .route("/leads", leadConfirm)
  .route("/webhooks/cal", calWebhook);

api.all("*", (c) => {
  throw new ApiError("not_found", `No API endpoint at ${c.req.path}.`);
});

/** Without SALES_TOKEN or Access there is no inbox: its paths get the site's 404 page. */
function inboxPage(c: Context<AppEnv>) {
  if (inboxEnabled(c.env)) return renderPage(c);
  return renderPage(c, new Request(new URL("/404", c.req.url), c.req.raw));
}

const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .route("/api", api)
  .on(["GET", "HEAD"], "/inbox/funnel", funnelPage)
  .on(["GET", "HEAD"], "/inbox/*", inboxPage)
  .on(["GET", "HEAD"], "/inbox", inboxPage)
  .route("/try", tryPage)
  .on(["GET", "HEAD"], "*", (c) => renderPage(c))
  // Pages are read, not posted to (the plain form posts to /try/send): 405, the body unread.
  .all("*", drainRequestBody, (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));
app.onError(handleError);

/** The API's type, for the typed `hc` client in the browser. */
export type AppType = typeof api;
export { AddressBudget } from "./durable-objects/address-budget";
export { Funnel } from "./durable-objects/funnel";
export { Ledger } from "./durable-objects/ledger";
export { Visitor } from "./durable-objects/visitor";
export default app;

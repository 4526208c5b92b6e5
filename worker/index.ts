/**
 * The Worker. Static files (prerendered pages, JS, CSS) are served before it runs; it handles:
 *   /api/health          health and version
 *   /api/clarity         Clarity scoping chat (streamed) and transcripts
 *   /api/crm-assistant   the prototype's CRM assistant (streamed, tool calls)
 *   /api/contact         contact-form draft, submit (Visitor Durable Object)
 *   /api/*        unknown API paths → 404 JSON
 *   everything else → React Router (the 404 page, route discovery)
 * Shared middleware: security headers; one onError turns errors into JSON.
 * Re-exports the Durable Object classes.
 */
import { Hono } from "hono";
import type { AppEnv } from "./lib/app-env";
import { drainRequestBody } from "./lib/drain-body";
import { ApiError, handleError } from "./lib/errors";
import { securityHeaders } from "./lib/security-headers";
import { clarity } from "./routes/clarity";
import { contact } from "./routes/contact";
import { crmAssistant } from "./routes/crm-assistant";
import { health } from "./routes/health";
import { renderPage } from "./ssr";

const api = new Hono<AppEnv>()
  .use(drainRequestBody)
  .route("/health", health)
  .route("/clarity", clarity)
  .route("/crm-assistant", crmAssistant)
  .route("/contact", contact);

api.all("*", (c) => {
  throw new ApiError("not_found", `No API endpoint at ${c.req.path}.`);
});

const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .route("/api", api)
  .all("*", (c) => renderPage(c));
app.onError(handleError);

/** The API's type, for the typed `hc` client in the browser. */
export type AppType = typeof api;
export { Visitor } from "./durable-objects/visitor";
export default app;

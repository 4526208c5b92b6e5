import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cspNonceContext } from "./contracts/render-context";
import type { AppEnv } from "./lib/app-env";

// The server build is imported lazily, so Worker tests of /api routes run without a client build.
const handle = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env?.MODE,
);

/** Hands a request to React Router (pages not prerendered: the 404 page). */
export function renderPage(c: Context<AppEnv>, request = c.req.raw): Promise<Response> {
  const context = new RouterContextProvider(new Map([[cspNonceContext, c.var.cspNonce]]));
  return handle(request, context);
}

import type { Context } from "hono";
import { createRequestHandler, type RouterContext, RouterContextProvider } from "react-router";
import { cspNonceContext } from "./contracts/render-context";
import type { AppEnv } from "./lib/app-env";

// The server build is imported lazily, so Worker tests of /api routes run without a client build.
const handle = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env?.MODE,
);

/**
 * Hands a request to React Router: pages not prerendered (the 404 page), and forms posted to a
 * page's action, with what the action needs from the Worker in `extra`.
 */
export function renderPage(
  c: Context<AppEnv>,
  request = c.req.raw,
  extra: [RouterContext, unknown][] = [],
): Promise<Response> {
  const context = new RouterContextProvider(new Map([[cspNonceContext, c.var.cspNonce], ...extra]));
  return handle(request, context);
}

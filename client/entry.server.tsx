import { isbot } from "isbot";
import type { ReactNode } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonceContext } from "#contracts/render-context";
import { IslandEntryContext } from "./islands/island";
import { ISLAND_ID_PREFIX, IslandRoot } from "./islands/island-root";
import { lowPriorityModulePreloads } from "./lib/low-priority-modules";

export const streamTimeout = 5_000;

/** An island's HTML: its own tree, with the ids the browser's hydration will give it. */
const renderIsland = (island: ReactNode) =>
  renderToString(<IslandRoot>{island}</IslandRoot>, { identifierPrefix: ISLAND_ID_PREFIX });

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  // Worker-rendered pages carry the CSP nonce; prerendered pages are allowed by hash instead.
  const nonce = loadContext.get(cspNonceContext);
  let statusCode = status;
  let shellRendered = false;
  const body = await renderToReadableStream(
    <IslandEntryContext value={{ src: routerContext.manifest.entry.module, nonce, renderIsland }}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </IslandEntryContext>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        statusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body.pipeThrough(lowPriorityModulePreloads()), {
    headers,
    status: statusCode,
  });
}

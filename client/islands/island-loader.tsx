import { inlineCall } from "../lib/static-page";
import { useIslandEntry } from "./island";
import loaderSource from "./loader.js?raw";

/**
 * The inline script that starts the page's island (server render only). Prerendered pages are
 * allowed by the script's hash (scripts/write-static-headers.ts), Worker-rendered ones by nonce.
 */
export function IslandLoader() {
  const entry = useIslandEntry();
  if (!entry) throw new Error("IslandLoader: no client entry (entry.server provides it)");
  return (
    <script
      nonce={entry.nonce}
      // Server build only (as enhance.js): the browser's bundle need not carry the loader's text.
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? inlineCall(loaderSource, entry.src) : "",
      }}
    />
  );
}

import { useIslandEntry } from "./island";
import { islandLoaderScript } from "./loader-script";

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
      dangerouslySetInnerHTML={{ __html: islandLoaderScript(entry.src) }}
    />
  );
}

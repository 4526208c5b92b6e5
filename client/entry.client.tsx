import { type IslandName, islands } from "./islands/registry";
import { makeZodJitless } from "./lib/zod-jitless";

// Before any lazily loaded code (the chats' AI SDK) builds a schema.
makeZodJitless();

/**
 * A page with an island (/, /try, /working-prototype) hydrates that element only, without a client
 * router (docs/decisions/019); the pages React Router renders whole (the inbox, the 404 page)
 * hydrate the document. Two imports, so each page fetches only its own path.
 */
async function start(): Promise<void> {
  const island = document.querySelector<HTMLElement>("[data-island]");
  if (island) {
    // The island's own code and the code that hydrates it are fetched side by side.
    const [{ hydrateIsland }, Island] = await Promise.all([
      import("./islands/hydrate-island"),
      islands[island.dataset.island as IslandName](),
    ]);
    hydrateIsland(island, Island);
    return;
  }
  const { hydrateDocument } = await import("./hydrate-document");
  hydrateDocument();
}

void start();

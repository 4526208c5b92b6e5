/**
 * Every chunk an island needs to go live, named in its page's HTML (docs/decisions/029).
 *
 * The island loader imports the client entry; the entry imports the preload helper, then
 * imports the hydration code and the island's chunk, whose static imports the helper preloads.
 * With only the entry known to the page, that is three sequential waves of requests before the
 * island is live (about 9 s on a phone whose every request takes 3 s). This plugin works out, in
 * the client build, the whole static import graph of each island's start (entry, hydration
 * code, island chunk) and hands it to the server build as the module `virtual:island-preloads`:
 * the island's element carries the list (`data-modules`) and the loader preloads every one of
 * them when it starts, so they come in one wave.
 */
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { loadedWith } from "./module-preload.ts";

export const ISLAND_PRELOADS = "virtual:island-preloads";
const RESOLVED = `\0${ISLAND_PRELOADS}`;

type Bundle = Record<
  string,
  { type: string; imports?: readonly string[]; moduleIds?: readonly string[] }
>;

/** The files `roots` need to run, each once, in order: each root, then what it imports statically. */
export function staticGraph(bundle: Bundle, roots: readonly string[]): string[] {
  const files = new Set<string>();
  for (const root of roots) {
    files.add(root);
    for (const file of loadedWith(bundle, root)) files.add(file);
  }
  return [...files];
}

/** Per island name, the URLs of every chunk it needs to go live. */
export function islandPreloadLists(
  bundle: Bundle,
  modules: { entry: string; hydrate: string; islands: ReadonlyMap<string, string> },
  base: string,
): Record<string, string[]> {
  // The chunk that holds the module: an island's module may share its chunk with others (its
  // route module imports it too), so the chunk need not start with it.
  const chunkOf = (moduleId: string) => {
    const file = Object.keys(bundle).find((f) => bundle[f]!.moduleIds?.includes(moduleId));
    if (!file) throw new Error(`island preloads: no chunk holds ${moduleId}`);
    return file;
  };
  const start = [chunkOf(modules.entry), chunkOf(modules.hydrate)];
  return Object.fromEntries(
    [...modules.islands].map(([name, id]) => [
      name,
      staticGraph(bundle, [...start, chunkOf(id)]).map((file) => `${base}${file}`),
    ]),
  );
}

/** `name: () => import("…")` in an object literal: the registry's islands, by their keys. */
export function islandImports(program: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: unknown, key: string | null): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, key);
      return;
    }
    const n = node as Record<string, unknown> & { type?: string };
    if (n.type === "Property") {
      const k = n.key as { name?: string; value?: unknown };
      visit(n.value, k.name ?? String(k.value));
      return;
    }
    const source = n.source as { value?: unknown } | undefined;
    if (n.type === "ImportExpression" && key && typeof source?.value === "string")
      found.set(key, source.value);
    for (const [field, child] of Object.entries(n)) if (field !== "type") visit(child, key);
  };
  visit(program, null);
  return found;
}

/**
 * The plugin, shared by the client and server builds (the client's is built first). Paths are
 * from the project root: the client entry, the hydration code and the islands' registry.
 */
export function islandPreloads(paths: { entry: string; hydrate: string; registry: string }) {
  let root = process.cwd();
  let base = "/";
  const islands = new Map<string, string>();
  let lists: Record<string, string[]> | undefined;
  const plugin: Plugin = {
    name: "clarity:island-preloads",
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    resolveId: (id) => (id === ISLAND_PRELOADS ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      // Only the server renders the links; a dev server has no bundle to name.
      if (this.environment.name === "client" || this.environment.mode === "dev")
        return "export default {}";
      if (!lists) this.error("the client build must come first: it says what each island needs");
      return `export default ${JSON.stringify(lists)}`;
    },
    async transform(code, id) {
      if (this.environment.name !== "client" || id.split("?")[0] !== resolve(root, paths.registry))
        return;
      for (const [name, source] of islandImports(this.parse(code))) {
        const resolved = await this.resolve(source, id);
        if (resolved) islands.set(name, resolved.id);
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      if (!islands.size) this.error(`no islands found in ${paths.registry}`);
      const modules = {
        entry: resolve(root, paths.entry),
        hydrate: resolve(root, paths.hydrate),
        islands,
      };
      lists = islandPreloadLists(bundle as Bundle, modules, base);
    },
  };
  return plugin;
}

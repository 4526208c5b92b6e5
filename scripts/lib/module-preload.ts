/**
 * Vite's preload lists without the chunks the importing chunk has already loaded.
 *
 * Before a dynamic import, Vite's preload helper inserts `<link rel="modulepreload" crossorigin>`
 * for each chunk the imported one needs, unless a `<link>` for it is already in the document. Its
 * list is the imported chunk's static imports, transitively, less the importer itself: so it also
 * names chunks the importer imports statically, loaded (by `import`, with no `<link>`) before the
 * importer's code ran. The helper chunk is always one of them: the entry imports it, and every
 * chunk that lazy-loads imports it too. Firefox answers a modulepreload for a module it already
 * has, fetched without a `crossorigin` link, with an `error` event (the file itself answers 200;
 * ESR 153 makes no second request), so every page with an island logged an error for the helper.
 * A preload of a loaded module is wasted in every engine; these lists leave them out.
 */
import type { Plugin, ResolveModulePreloadDependenciesFn } from "vite";

/** What of a bundle's chunk this needs: the files it imports statically. */
type Bundle = Record<string, { type: string; imports?: readonly string[] }>;

/** The chunks `fileName` imports statically, transitively: all loaded before its code runs. */
export function loadedWith(bundle: Bundle, fileName: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== "chunk") return;
    for (const imported of chunk.imports ?? []) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return loaded;
}

/**
 * `build.modulePreload.resolveDependencies` for one environment, with the plugin that gives it the
 * bundle (Vite resolves the lists in its own `generateBundle`, after this plugin's `pre` one).
 */
export function preloadOnlyWhatIsMissing(environment: string): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: Bundle | undefined;
  return {
    plugin: {
      name: "clarity:preload-only-what-is-missing",
      applyToEnvironment: (env) => env.name === environment,
      generateBundle: {
        order: "pre",
        handler(_options, output) {
          bundle = output as Bundle;
        },
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== "js" || !bundle) return deps;
      const loaded = loadedWith(bundle, hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

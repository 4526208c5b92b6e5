/**
 * What a page the Worker renders whole with React Router loads first (the inbox: not prerendered,
 * so no HTML in the build to read): React Router's manifest, the client entry and the document
 * hydration it starts, the root route and the page's route, each with the chunks they import
 * statically. Read from the build's manifest (`assets/manifest-*.js`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

type RouteEntry = { module: string; imports?: string[] };
interface Manifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry>;
}

export function documentFirstLoad(
  clientDir: string,
  routeId: string,
  withStaticImports: (files: readonly string[]) => Set<string>,
): Set<string> {
  const file = readdirSync(join(clientDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("the build has no React Router manifest");
  const text = readFileSync(join(clientDir, "assets", file), "utf8");
  const manifest = JSON.parse(
    text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""),
  ) as Manifest;
  const route = manifest.routes[routeId];
  const root = manifest.routes.root;
  if (!route || !root) throw new Error(`the manifest has no route ${routeId}`);
  const entry = readFileSync(join(clientDir, manifest.entry.module), "utf8");
  const hydrate = /import\(`\.\/(hydrate-document-[^`]+\.js)`\)/.exec(entry)?.[1];
  if (!hydrate) throw new Error(`${manifest.entry.module}: cannot find how it hydrates a document`);
  return withStaticImports([
    `/assets/${file}`,
    `/assets/${hydrate}`,
    ...[manifest.entry, root, route].flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ]);
}

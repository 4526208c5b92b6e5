import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** The repository's source files and the imports between them, as the code-rule tests read them. */
/** The repository's root. */
export const root = resolve(import.meta.dirname, "../..");

export function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

export interface Import {
  specifier: string;
  /** Repository path it resolves to, for relative specifiers. */
  target: string | null;
  typeOnly: boolean;
}

const importPattern =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(importPattern)].map((m) => {
    const specifier = (m[3] ?? m[4])!;
    const target = specifier.startsWith(".")
      ? relative(root, resolve(root, dirname(file), specifier))
      : null;
    return { specifier, target, typeOnly: Boolean(m[2]) };
  });
}

/**
 * The repository file an import names: a relative path or `#contracts/*`, with the extension and
 * index files the bundler tries. Null for a package.
 */
export function fileOf(from: string, specifier: string): string | null {
  const base = specifier.startsWith(".")
    ? relative(root, resolve(root, dirname(from), specifier))
    : specifier.startsWith("#contracts/")
      ? `worker/contracts/${specifier.slice("#contracts/".length)}`
      : null;
  if (base === null) return null;
  const tries = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
  const found = tries
    .map((end) => base + end)
    .find((path) => {
      const full = join(root, path);
      return existsSync(full) && statSync(full).isFile();
    });
  return found ?? null;
}

/** Every import between the files of `dirs`, type-only ones included, as file → files. */
export function importGraph(dirs: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const next = new Set<string>();
    for (const i of importsOf(file)) {
      const to = fileOf(file, i.specifier);
      if (to) next.add(to);
    }
    graph.set(file, next);
  }
  return graph;
}

/**
 * The graph's strongly connected components of more than one node (Tarjan): each is a set of
 * files (or folders) that import each other round a circle. Sorted, for a readable failure.
 */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

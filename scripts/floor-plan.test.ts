import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Imports run one way (docs/decisions/013-floor-plan.md): `worker/` and `content/` never import
 * from `client/`; `content/` imports only itself and the contracts; the client reaches the Worker
 * through `#contracts/*`, or for types only (`AppType` for `hc`).
 */
const root = resolve(import.meta.dirname, "..");

/**
 * Client folders allowed to import the contracts relatively: none since decision 013 was carried
 * out.
 */
const relativeContractsAllowed: string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

interface Import {
  specifier: string;
  /** Repository path it resolves to, for relative specifiers. */
  target: string | null;
  typeOnly: boolean;
}

const importPattern =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(importPattern)].map((m) => {
    const specifier = (m[3] ?? m[4])!;
    const target = specifier.startsWith(".")
      ? relative(root, resolve(root, dirname(file), specifier))
      : null;
    return { specifier, target, typeOnly: Boolean(m[2]) };
  });
}

const violations = (dirs: string[], broken: (file: string, i: Import) => boolean) =>
  dirs.flatMap(sourceFiles).flatMap((file) =>
    importsOf(file)
      .filter((i) => broken(file, i))
      .map((i) => `${file} → ${i.specifier}`),
  );

describe("imports run one way", () => {
  it("finds the imports it checks", () => {
    expect(importsOf("worker/ssr.ts").map((i) => i.target)).toContain(
      "worker/contracts/render-context",
    );
    expect(importsOf("client/lib/api.ts")).toContainEqual({
      specifier: "../../worker/index",
      target: "worker/index",
      typeOnly: true,
    });
  });

  it("nothing in worker/ or content/ imports from client/", () => {
    expect(
      violations(["worker", "content"], (_, i) => i.target?.startsWith("client/") === true),
    ).toEqual([]);
  });

  it("content/ imports only content/ and the contracts", () => {
    expect(
      violations(
        ["content"],
        (_, i) =>
          i.target !== null &&
          !i.target.startsWith("content/") &&
          !i.target.startsWith("worker/contracts/"),
      ),
    ).toEqual([]);
  });

  it("the client reaches the Worker through #contracts/*, or for types only", () => {
    expect(
      violations(["client"], (file, i) => {
        if (!i.target?.startsWith("worker/")) return false;
        if (!i.target.startsWith("worker/contracts/")) return !i.typeOnly;
        return !relativeContractsAllowed.some((dir) => file.startsWith(dir));
      }),
    ).toEqual([]);
  });
});

/**
 * The repository file an import names: a relative path or `#contracts/*`, with the extension and
 * index files the bundler tries. Null for a package.
 */
function fileOf(from: string, specifier: string): string | null {
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
function importGraph(dirs: string[]): Map<string, Set<string>> {
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
function cycles(graph: Map<string, Set<string>>): string[][] {
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

/** The one module that names the Durable Objects and hands out their stubs. */
const STUBS = "worker/durable-objects/stubs.ts";
/** A Durable Object class: what `worker/index.ts` exports for wrangler, and only it imports. */
const isObjectClass = (file: string) =>
  /^worker\/durable-objects\/[^/]+\.ts$/.test(file) && file !== STUBS;
/** The folders that each hold one object's code; they share only what is in the contracts. */
const objectFolders = ["worker/visitor/", "worker/ledger/", "worker/funnel/"];
/**
 * A Worker file's floor for the folder graph: its folder under worker/ (a file at the top is its
 * own), with the stubs module apart, since every folder may reach the objects through it.
 */
const floorOf = (file: string) =>
  file === STUBS ? "durable-objects/stubs" : (file.split("/").slice(1, -1)[0] ?? file);

describe("the Worker's floors (docs/decisions/013, third pass)", () => {
  const worker = importGraph(["worker"]);
  const edges = [...worker].flatMap(([from, to]) => [...to].map((file) => ({ from, to: file })));

  it("finds the files an import names", () => {
    expect(fileOf("client/lib/api.ts", "../../worker/index")).toBe("worker/index.ts");
    expect(fileOf("client/routes/try.tsx", "#contracts/contact")).toBe(
      "worker/contracts/contact.ts",
    );
    expect(fileOf("worker/index.ts", "hono")).toBeNull();
    const circle = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a", "d"])],
    ]);
    expect(cycles(circle)).toEqual([["a", "b", "c"]]);
  });

  it("lib/ is a toolbox: its modules import only lib/, the contracts and content/", () => {
    expect(
      edges
        .filter(({ from }) => from.startsWith("worker/lib/") && !from.endsWith(".test.ts"))
        .filter(({ to }) => !/^(worker\/lib|worker\/contracts|content)\//.test(to))
        .map(({ from, to }) => `${from} → ${to}`),
    ).toEqual([]);
  });

  it("language/ imports only itself, lib/, the contracts and content/", () => {
    expect(
      edges
        .filter(({ from }) => from.startsWith("worker/language/") && !from.endsWith(".test.ts"))
        .filter(({ to }) => !/^(worker\/language|worker\/lib|worker\/contracts|content)\//.test(to))
        .map(({ from, to }) => `${from} → ${to}`),
    ).toEqual([]);
  });

  it("the contracts import only the contracts and content/", () => {
    expect(
      edges
        .filter(({ from }) => from.startsWith("worker/contracts/"))
        .filter(({ to }) => !/^(worker\/contracts|content)\//.test(to))
        .map(({ from, to }) => `${from} → ${to}`),
    ).toEqual([]);
  });

  it("no import cycle in worker/, client/ or content/ (type-only imports included)", () => {
    expect(cycles(importGraph(["worker", "client", "content"])).map((c) => c.join(" ↔ "))).toEqual(
      [],
    );
  });

  it("the folders of worker/ import one way (no two reach each other, round any circle)", () => {
    const floors = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      if (!to.startsWith("worker/") || floorOf(from) === floorOf(to)) continue;
      const next = floors.get(floorOf(from)) ?? new Set<string>();
      floors.set(floorOf(from), next.add(floorOf(to)));
    }
    expect(cycles(floors).map((c) => c.join(" ↔ "))).toEqual([]);
  });

  it("one object's folder imports no other object's: what crosses is in the contracts", () => {
    const folderOf = (file: string) => objectFolders.find((dir) => file.startsWith(dir));
    expect(
      edges
        .filter(({ from, to }) => {
          const mine = folderOf(from);
          const theirs = folderOf(to);
          return mine !== undefined && theirs !== undefined && mine !== theirs;
        })
        .map(({ from, to }) => `${from} → ${to}`),
    ).toEqual([]);
  });

  it("only worker/index.ts imports a Durable Object class; the rest reach them by the stubs", () => {
    expect(
      edges
        .filter(({ from, to }) => isObjectClass(to) && from !== "worker/index.ts")
        .map(({ from, to }) => `${from} → ${to}`),
    ).toEqual([]);
  });

  it(`only ${STUBS} names a Durable Object or makes a stub`, () => {
    const makesStub = /\.(getByName|idFromName|idFromString|newUniqueId)\(|\b[A-Z][A-Z_]+\.get\(/;
    expect(
      sourceFiles("worker")
        .filter((file) => file !== STUBS)
        .flatMap((file) =>
          readFileSync(join(root, file), "utf8")
            .split("\n")
            .flatMap((line, i) =>
              makesStub.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
            ),
        ),
    ).toEqual([]);
  });
});

/**
 * A comment or string that cites the outside spec by section ("spec" and a section sign with a
 * number) or an issue by number points at documents a maintainer of this repository does not
 * have. Cite a decision record (docs/decisions/NNN), a README section or a file, or say what the
 * thing does (docs/architecture.md says where everything lives).
 */
const outsideCitation = /\bspec\s*\u00a7|\u00a7\s*\d|\bissues?\s+#?\d/i;

function outsideCitations(dirs: string[]): string[] {
  return dirs.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .flatMap((line, i) =>
        outsideCitation.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe("references resolve in this repository", () => {
  it("recognises a citation of the spec's sections or of an issue", () => {
    const section = "\u00a7";
    for (const cited of [
      `// the form's steps (spec ${section}4)`,
      `/** Spec ${section}3 "Assistant context" */`,
      `(${section} 9)`,
      `/** ${"Issue"} 24: both forms */`,
      `it("keeps Enter (${"issue"} 30)")`,
      `// see ${"issue"} #12`,
      `(${"issues"} 30 and 31)`,
    ])
      expect(cited, cited).toMatch(outsideCitation);
    for (const fine of [
      "// docs/decisions/017: the forms work before JavaScript",
      "/** the spec's label, the call's length beside it */",
      "const issue = result.error.issues[0];",
      "issueResumeLink(now)",
    ])
      expect(fine, fine).not.toMatch(outsideCitation);
  });

  it("no code file cites the spec by section or an issue by number", () => {
    expect(outsideCitations(["worker", "client", "content", "scripts", "tests"])).toEqual([]);
  });
});

/**
 * A cap that finds a file doing two jobs. It was 250 lines until the third pass of 013, which
 * found it had split single ideas into files that imported each other; one job fits in 400.
 */
describe("small files with one job", () => {
  const MAX_LINES = 400;
  it(`no code file is over ${MAX_LINES} lines`, () => {
    const long = ["worker", "client", "content", "scripts", "tests"]
      .flatMap(sourceFiles)
      .map((file) => ({
        file,
        lines: readFileSync(join(root, file), "utf8").split("\n").length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
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

describe("small files with one job", () => {
  const MAX_LINES = 250;
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

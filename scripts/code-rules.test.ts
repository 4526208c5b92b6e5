import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root, sourceFiles } from "./lib/source-graph.ts";

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

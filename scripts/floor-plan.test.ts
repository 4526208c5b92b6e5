import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  cycles,
  fileOf,
  type Import,
  importGraph,
  importsOf,
  root,
  sourceFiles,
} from "./lib/source-graph.ts";

/**
 * Imports run one way (docs/decisions/013-floor-plan.md): `worker/` and `content/` never import
 * from `client/`; `content/` imports only itself and the contracts; the client reaches the Worker
 * through `#contracts/*`, or for types only (`AppType` for `hc`).
 */

/**
 * Client folders allowed to import the contracts relatively: none since decision 013 was carried
 * out.
 */
const relativeContractsAllowed: string[] = [];

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

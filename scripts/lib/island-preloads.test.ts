import { readFileSync } from "node:fs";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { islandImports, islandPreloadLists, staticGraph } from "./island-preloads";

// As the client build has it: the entry imports the preload helper and lazy-loads the hydration
// code and each island; an island's module may sit in a chunk shared with its route.
const bundle = {
  "assets/entry.js": { type: "chunk", imports: ["assets/helper.js"], moduleIds: ["/c/entry.tsx"] },
  "assets/helper.js": { type: "chunk", imports: [], moduleIds: ["\0vite/preload-helper.js"] },
  "assets/hydrate.js": {
    type: "chunk",
    imports: ["assets/react-dom.js", "assets/jsx.js"],
    moduleIds: ["/c/hydrate-island.tsx"],
  },
  "assets/react-dom.js": { type: "chunk", imports: ["assets/jsx.js"], moduleIds: ["/n/rd.js"] },
  "assets/jsx.js": { type: "chunk", imports: [], moduleIds: ["/n/jsx.js"] },
  "assets/home.js": {
    type: "chunk",
    imports: ["assets/jsx.js", "assets/button.js"],
    moduleIds: ["/c/routes/home.tsx", "/c/clarity-home.tsx"],
  },
  "assets/button.js": { type: "chunk", imports: ["assets/jsx.js"], moduleIds: ["/c/button.tsx"] },
  "assets/chat.js": { type: "chunk", imports: ["assets/ai.js"], moduleIds: ["/c/chat-view.tsx"] },
  "assets/ai.js": { type: "chunk", imports: [], moduleIds: ["/n/ai.js"] },
  "assets/app.css": { type: "asset" },
};

describe("island preloads", () => {
  it("name each chunk of a start once: the roots, then all they import statically", () => {
    expect(staticGraph(bundle, ["assets/hydrate.js", "assets/home.js"])).toEqual([
      "assets/hydrate.js",
      "assets/react-dom.js",
      "assets/jsx.js",
      "assets/home.js",
      "assets/button.js",
    ]);
  });

  it("list, per island, the entry, the helper, the hydration code and the island, not what it loads later", () => {
    const lists = islandPreloadLists(
      bundle,
      {
        entry: "/c/entry.tsx",
        hydrate: "/c/hydrate-island.tsx",
        islands: new Map([["clarity", "/c/clarity-home.tsx"]]),
      },
      "/",
    );
    expect(lists).toEqual({
      clarity: [
        "/assets/entry.js",
        "/assets/helper.js",
        "/assets/hydrate.js",
        "/assets/react-dom.js",
        "/assets/jsx.js",
        "/assets/home.js",
        "/assets/button.js",
      ],
    });
  });

  it("fail the build when an island's module is in no chunk", () => {
    const modules = {
      entry: "/c/entry.tsx",
      hydrate: "/c/hydrate-island.tsx",
      islands: new Map([["crm", "/c/crm-dashboard.tsx"]]),
    };
    expect(() => islandPreloadLists(bundle, modules, "/")).toThrow(/crm-dashboard/);
  });

  it("read the islands' names and modules from the registry as it is", () => {
    const source = readFileSync("client/islands/registry.ts", "utf8");
    const program = parseAst(source, { lang: "ts" });
    expect(Object.fromEntries(islandImports(program))).toEqual({
      clarity: "../features/clarity/clarity-home",
      contact: "../features/contact/contact-page",
      crm: "../features/crm/crm-dashboard",
    });
  });
});

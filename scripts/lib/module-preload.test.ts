import { describe, expect, it } from "vitest";
import { loadedWith, preloadOnlyWhatIsMissing } from "./module-preload";

// entry → helper (static); entry ⇢ page (dynamic); page → helper, jsx, ui → jsx.
const bundle = {
  "entry.js": { type: "chunk", imports: ["helper.js"] },
  "page.js": { type: "chunk", imports: ["helper.js", "jsx.js", "ui.js"] },
  "ui.js": { type: "chunk", imports: ["jsx.js"] },
  "form.js": { type: "chunk", imports: ["jsx.js", "zod.js"] },
  "helper.js": { type: "chunk", imports: [] },
  "jsx.js": { type: "chunk", imports: [] },
  "zod.js": { type: "chunk", imports: [] },
  "app.css": { type: "asset" },
};

const resolverWith = (output: object) => {
  const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing("client");
  const hook = plugin.generateBundle as { handler: (o: unknown, b: object) => void };
  hook.handler({}, output);
  return resolveDependencies;
};

describe("preload lists", () => {
  it("know what a chunk has loaded before its code runs: its static imports, transitively", () => {
    expect([...loadedWith(bundle, "page.js")].sort()).toEqual(["helper.js", "jsx.js", "ui.js"]);
    expect([...loadedWith(bundle, "entry.js")]).toEqual(["helper.js"]);
    expect([...loadedWith(bundle, "missing.js")]).toEqual([]);
  });

  it("never name the preload helper, which the importing chunk always has (Firefox: error event)", () => {
    const resolve = resolverWith(bundle);
    expect(
      resolve("page.js", ["page.js", "helper.js", "jsx.js", "ui.js"], {
        hostId: "entry.js",
        hostType: "js",
      }),
    ).toEqual(["page.js", "jsx.js", "ui.js"]);
  });

  it("leave out what the importer imports statically, and keep what it does not have", () => {
    const resolve = resolverWith(bundle);
    expect(
      resolve("form.js", ["form.js", "jsx.js", "zod.js"], {
        hostId: "page.js",
        hostType: "js",
      }),
    ).toEqual(["form.js", "zod.js"]);
  });

  it("keep every list for HTML hosts, or before the bundle is known", () => {
    const { resolveDependencies } = preloadOnlyWhatIsMissing("client");
    const deps = ["page.js", "helper.js"];
    expect(resolveDependencies("page.js", deps, { hostId: "entry.js", hostType: "js" })).toEqual(
      deps,
    );
    expect(
      resolverWith(bundle)("page.js", deps, { hostId: "index.html", hostType: "html" }),
    ).toEqual(deps);
  });
});

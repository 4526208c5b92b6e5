import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deployConfig } from "./deploy-config.ts";

describe("the deploy's Worker config", () => {
  it("is the build's config with the Workers AI binding added", () => {
    const built = { name: "clarity-site", main: "index.js", durable_objects: { bindings: [] } };
    expect(deployConfig(built)).toEqual({ ...built, ai: { binding: "AI" } });
  });

  it("refuses a build that has the binding already (it would stop `npm start` offline)", () => {
    expect(() => deployConfig({ ai: { binding: "AI" } })).toThrow(/wrangler.toml/);
  });

  it("wrangler.toml has no AI binding, so wrangler dev, npm start and the tests need no login", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    expect(toml).not.toMatch(/^\s*\[\[?ai\]?\]/m);
    expect(toml).not.toMatch(/^\s*ai\s*=/m);
  });
});

import { describe, expect, it } from "vitest";
import { THEME_KEY } from "#contracts/theme-boot";
import { enhanceScript } from "./static-page";

describe("enhanceScript", () => {
  it("is one valid statement that calls enhance.js with the theme key", () => {
    expect(() => new Function(enhanceScript)).not.toThrow();
    expect(enhanceScript).toMatch(/^\(function enhance\(themeKey\) \{/);
    expect(enhanceScript.endsWith(`})(${JSON.stringify(THEME_KEY)});`)).toBe(true);
    expect(enhanceScript).not.toMatch(/^\s*\/\//m);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brand } from "./brand";

const css = readFileSync(new URL("../client/app.css", import.meta.url), "utf8");

/** The custom properties of the first rule whose selector matches. */
function tokens(selector: RegExp): Record<string, string> {
  const block = css.match(new RegExp(`${selector.source}\\s*\\{([^}]*)\\}`))?.[1] ?? "";
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]),
  );
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("brand colours", () => {
  it.each(["light", "dark"] as const)("are the %s theme's tokens in app.css", (theme) => {
    const declared = tokens(theme === "light" ? /:root/ : /\.dark/);
    for (const [name, value] of Object.entries(brand[theme])) {
      expect(declared[kebab(name)], `${theme} --${kebab(name)}`).toBe(value);
    }
  });
});

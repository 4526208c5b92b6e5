import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { settingNames } from "../worker/lib/settings.ts";

/** The names in the first column of the README's Configuration table. */
function configurationTable(): string[] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2) // the header and the separator
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

it("the README's Configuration table names every setting of worker/lib/settings.ts, and nothing else", () => {
  const named = configurationTable();
  expect(named.length).toBeGreaterThan(0);
  expect(new Set(named).size, "each setting once").toBe(named.length);
  expect([...named].sort()).toEqual([...settingNames].sort());
});

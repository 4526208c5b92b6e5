import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

// The opener of fair sample 26 (session 15), played and scored before this fix.
const OPENER =
  "Revenue ops lead at a B2B software company, ~120 people. Our CPQ is a mess of Salesforce flows and Google Sheets.";
const systemsAfter = (message: string) =>
  roadmapOf([OPENER, message].reduce((m, t) => learnFrom(m, t), emptyMemory())).systems;

describe("the domain of an email address is no system", () => {
  it.each([
    "can you send the roadmap to marta.reis@ledgerline.io",
    "my email is tom@pipeworks.ai",
    "reach me at ops@brightcargo.app please",
  ])("%s", (message) => {
    expect(systemsAfter(message)).toEqual(systemsAfter("thanks"));
  });

  it("a product named by its domain still is one", () => {
    expect(
      systemsAfter("we are currently using monday.com for projects and Harvest for time"),
    ).toContain("monday.com");
  });
});

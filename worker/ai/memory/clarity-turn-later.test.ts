/**
 * Facts corrected or completed a turn later (docs/decisions/033): a system taken back leaves the
 * list, a budget restated in parts or added to becomes the sum, by the same rules as the lead's.
 */
import { describe, expect, it } from "vitest";
import { nextBudget } from "../../language/money-fold";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const roadmap = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("a turn later", () => {
  it("a system taken back leaves the systems", () => {
    expect(
      roadmap(
        "We use Pipedrive and want to move to Salesforce.",
        "Sorry, it's HubSpot we use, not Pipedrive.",
      ).systems,
    ).toEqual(["HubSpot"]);
  });

  it("a budget restated as a first year and a running cost becomes their sum", () => {
    expect(
      roadmap(
        "New ERP, budget 150k.",
        "To be clear, that's 150k for year one, then about 40k a year after that.",
      ).budget,
    ).toBe("$190K");
  });

  it("another sum for a later phase is added, for the roadmap and the lead alike", () => {
    expect(roadmap("New CRM, budget 200k.", "Oh, and another 50k for phase two.").budget).toBe(
      "$250K",
    );
    const known = { min: 200_000, max: 200_000 };
    expect(nextBudget(known, "Oh, and another 50k for phase two.", undefined)).toEqual({
      min: 250_000,
      max: 250_000,
    });
    // Staff, not money: "another 80 in Cork" changes no budget.
    expect(nextBudget(known, "And another 80 in Cork.", undefined)).toBeUndefined();
  });
});

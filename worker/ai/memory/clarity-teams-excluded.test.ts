/**
 * H22: teams ruled out of the project are no departments in scope ("procurement and HR are out
 * of scope", "not HR though", "everyone except legal"), and owners selling the business are no
 * sales team.
 */
import { describe, expect, it } from "vitest";
import { roadmapAfter } from "./clarity-reading-cases.test-kit";
import { withoutExcluded } from "./clarity-teams-excluded";

const teams = (said: string) => roadmapAfter([said]).departments;

describe("teams ruled out of the project", () => {
  it("a clause that puts them out of scope names none", () => {
    const d = teams(
      "In scope would be the helpdesk, the field engineers and billing; procurement and HR are out of scope for this phase.",
    );
    expect(d).not.toContain("procurement");
    expect(d).not.toContain("HR");
    // Billing said bare is the house's finance.
    expect(d).toContain("finance");
    expect(teams("Finance stays out of it for now, it's the warehouse we need to fix.")).toEqual([
      "warehouse and logistics",
    ]);
  });

  it("a cue that excludes them leaves them out, and what it does not exclude stays", () => {
    expect(teams("We need sales and ops on it, not HR though.")).toEqual(["sales", "operations"]);
    expect(teams("Everyone except legal and marketing will use it.")).toEqual([]);
    expect(withoutExcluded("not just sales but finance too")).toBe(
      "not just sales but finance too",
    );
    expect(teams("It's not just sales, finance has the same problem.")).toContain("finance");
  });

  it("the owners selling the business are no sales team", () => {
    expect(
      teams(
        "The owners (my dad and my uncle) are retiring and selling the business in a couple of years",
      ),
    ).toEqual([]);
  });
});

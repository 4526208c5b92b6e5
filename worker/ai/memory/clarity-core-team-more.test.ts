/**
 * The core team by titles only, by a figure said before "on the core team", and added to across
 * turns ("we'll add Sarah from accounts too"): learned through the memory, as the roadmap shows it.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const coreTeamAfter = (...said: string[]) =>
  roadmapOf(
    ["ERP for 120 people.", ...said].reduce<ClarityMemory>(
      (m, s) => learnFrom(m, s, NOW),
      emptyMemory(),
    ),
  ).coreTeam;

describe("the core team", () => {
  it("by titles and initials beside the speaker", () => {
    expect(coreTeamAfter("core team would be the GM, our revenue manager and me.")).toBe(
      "3 people",
    );
    expect(coreTeamAfter("It'd be the FD, our ops manager and me on this.")).toBe("3 people");
    expect(coreTeamAfter("On our side: our finance manager, a planner and me.")).toBe("3 people");
  });

  it("by a figure said before it, or people freed up for it", () => {
    expect(coreTeamAfter("Probably 4 on the core team.")).toBe("4 people");
    expect(coreTeamAfter("We could free up the ops director and two supervisors.")).toBe(
      "3 people",
    );
    expect(coreTeamAfter("Would 8 people on the core team be too many?")).toBeUndefined();
  });

  it("added to in a later message, and not by other additions", () => {
    expect(
      coreTeamAfter("The core team is me and Dave.", "We will add Sarah from accounts too."),
    ).toBe("3 people");
    expect(coreTeamAfter("Probably 4 on the core team.", "Plus our IT contractor, so 5.")).toBe(
      "5 people",
    );
    expect(coreTeamAfter("Core team would be me and Jo.", "We add new customers every week.")).toBe(
      "2 people",
    );
    expect(
      coreTeamAfter("Core team would be me and Jo.", "The new system will join us up nicely."),
    ).toBe("2 people");
  });

  it("second probes, in other words, passed with no further change", () => {
    expect(coreTeamAfter("I reckon 3 for the project team.")).toBe("3 people");
    expect(
      coreTeamAfter(
        "Core team: me and Kim.",
        "Oh and we will also bring in our operations manager.",
      ),
    ).toBe("3 people");
  });
});

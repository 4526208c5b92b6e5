/**
 * H22: the core team as names with roles after "led by" (a role then its holder's name is one
 * person), as a total before its list ("three of
 * us: me, …"); a team named by its work with a count ("the billing team of six") is no core team.
 */
import { describe, expect, it } from "vitest";
import { roadmapAfter } from "./clarity-reading-cases.test-kit";

const core = (...said: string[]) => roadmapAfter(said).coreTeam;

describe("the core team, as people say it", () => {
  it("the people it is led by", () => {
    expect(
      core(
        "The project would be led by myself, Priya Shah (Operations Director) and Tom Lewis from Finance Systems.",
      ),
    ).toBe("3 people");
    // A role, then its holder's name between commas: one person.
    expect(core("The core team would be the GM, Dave, and me.")).toBe("2 people");
  });

  it("a total before its list is the total", () => {
    expect(
      core(
        "From our side the team will be three of us: me, my colleague from finance and one planner.",
      ),
    ).toBe("3 people");
  });

  it("a team named by its work with a count is a department", () => {
    expect(core("Job sheets are keyed in by the billing team of six.")).toBeUndefined();
    expect(core("A small team of 3 will do it.")).toBe("3 people");
  });
});

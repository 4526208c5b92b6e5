/**
 * Worries read by what the project is tied to: a condition outside the team's hands, a ceiling
 * on the cost; and a period when nothing may change, whose dates are never the project's.
 */
import { describe, expect, it } from "vitest";
import { blackoutOf, withoutBlackouts } from "./clarity-risk-shapes";
import { ceilingOf, dependencyOf } from "./clarity-risk-ties";

describe("a condition the project waits on", () => {
  it("is the words after the tie, to the clause's end", () => {
    expect(dependencyOf("The whole thing depends on the bank signing off our loan.")?.text).toBe(
      "Dependency: the bank signing off our loan",
    );
    expect(
      dependencyOf("Budget is like $200k-ish but it hinges on a grant we hear about in February.")
        ?.text,
    ).toBe("Dependency: a grant we hear about in February");
  });

  it("is none when the price or the answer is what depends", () => {
    expect(dependencyOf("It depends on what you recommend.")).toBeUndefined();
    expect(dependencyOf("We rely on Sage for everything.")).toBeUndefined();
  });
});

describe("a ceiling on the cost", () => {
  it("is a cost worry, not people refusing the tool", () => {
    expect(ceilingOf("they will balk at anything north of £150k")?.text).toBe(
      "Cost: they will balk at anything north of £150k",
    );
    expect(ceilingOf("The board won't sign off anything over 80k.")?.id).toBe("other");
    expect(ceilingOf("The reps will balk at typing more.")).toBeUndefined();
  });
});

describe("a period when nothing may change", () => {
  it("keeps the period it points back at", () => {
    expect(blackoutOf("peak season runs may to sept so we cant touch anything then")?.text).toBe(
      "Blackout: peak season runs may to sept, we cant touch anything then",
    );
    expect(blackoutOf("There's a change freeze from September to Christmas.")?.text).toMatch(
      /^Blackout: .*change freeze/,
    );
  });

  it("leaves the project's own date for the timeline", () => {
    const kept = withoutBlackouts(
      "We'd want to be live by October 1 because nothing can change from Thanksgiving. Budget is 200k.",
    );
    expect(kept).toMatch(/live by October 1 because\s+Budget is 200k\.$/);
    expect(kept).not.toMatch(/Thanksgiving/);
    expect(
      withoutBlackouts("Harvest starts in August so we can't change anything then.").trim(),
    ).toBe("");
    expect(withoutBlackouts("Live by March.")).toBe("Live by March.");
  });
});

/**
 * Round h50's second probes (tuned-h50b), the classes they found after the round's fixes: a bare
 * "Name | Role | Company" line, whose role is no company; a term after the period said as an
 * estimate ("a month, figure 12 months"); people "per branch"; a plan that was, now "after
 * Easter"; "happy to chat" in a /try note, said about the call to come.
 */
import { describe, expect, it } from "vitest";
import { callWishIn, companyFromMessages } from "../language";
import { budgetSaid as budget, factsSaid, timelineSaid as timeline } from "./lead.test-kit";

describe("round h50's second probes", () => {
  it("a bare signature line between bars gives the company, never the role", () => {
    expect(
      companyFromMessages(["Els Peeters | Supply Chain Manager | Van Damme Distributie NV"]),
    ).toBe("Van Damme Distributie NV");
    expect(companyFromMessages(["Liam Doherty | Practice Manager | Harbourside Accountants"])).toBe(
      "Harbourside Accountants",
    );
  });
  it("a sum a month with its term said as an estimate is the term's total", () => {
    expect(budget("We can put in C$7,500 a month, figure 12 months.")).toBe("CAD 90000-90000");
  });
  it("people per branch are counted at each", () => {
    expect(
      factsSaid(
        "regional logistics firm in singapore. 5 branches across SEA, about 35 staff per branch",
      ).companySize,
    ).toBe(175);
  });
  it("a start planned for January, now after Easter", () => {
    expect(timeline("We'd planned to start in January, but that's now after Easter.")).toBe(
      "start 2027-04",
    );
  });
  it("'happy to chat' in a /try note agrees to the call; in the chat it says nothing", () => {
    const said = "Happy to chat but not before the 10th of Jan, I'm off over Christmas.";
    expect(callWishIn(said, true)).toBe(true);
    expect(callWishIn(said, false)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { causesSaid } from "./clarity-causes";

const none = () => false;

describe("the drivers of one sentence, thought by thought", () => {
  it("an outside party's demand, without the aside on who they are", () => {
    expect(
      causesSaid(
        "On top of that our biggest customer, a housing association, wants to log repairs through a portal instead of ringing us.",
        none,
      ),
    ).toEqual(["customer wants to log repairs through a portal"]);
  });

  it("two events of one sentence, each its own driver", () => {
    expect(
      causesSaid(
        "our biggest customer wants every supplier trading over EDI, and the bank's covenant review means we need cleaner monthly numbers",
        none,
      ),
    ).toEqual([
      "customer wants every supplier trading over EDI",
      "the bank's covenant review means we need cleaner",
    ]);
  });

  it("falling behind competitors, said as a comparison", () => {
    expect(
      causesSaid(
        "Our competitors give a price over the phone, we take three days to come back.",
        none,
      ),
    ).toEqual(["our competitors give a price over the phone"]);
  });

  it("a thought a table names is left to it; a complaint beside it is kept", () => {
    const table = (c: string) => /regulation/i.test(c);
    expect(
      causesSaid(
        "A new regulation means we report electronically, and right now someone copies them over from the lab system by hand.",
        table,
      ),
    ).toEqual(["someone copies them over from the lab system"]);
    expect(causesSaid("A new regulation means we report electronically.", table)).toEqual([]);
  });
});

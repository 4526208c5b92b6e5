import { describe, expect, it } from "vitest";
import { pressureSaid } from "./clarity-cause-pressure";

describe("why now told as pressure", () => {
  it("an ultimatum: the demand before the threat", () => {
    expect(
      pressureSaid(
        "Biggest hotel group we do has told us straight: give them online tracking of their linen by March or they'll walk.",
      ),
    ).toBe("give them online tracking of their linen");
    expect(
      pressureSaid(
        "Our insurance says from next year every bait inspection must have a photo and a signature, or they will not cover us.",
      ),
    ).toMatch(/^our insurance says from next year/);
  });
  it("a loss said as the price of doing nothing", () => {
    expect(pressureSaid("if we dont have it we lose 60% of turnover")).toBe(
      "60% of turnover at stake",
    );
  });
  it("a tender closing on a date", () => {
    expect(
      pressureSaid(
        "council tender for the school routes closes 30 june and they now want live gps + digital registers.",
      ),
    ).toBe("council tender for the school routes closes");
  });
  it("a number going the wrong way", () => {
    expect(pressureSaid("Lost linen is up 18% on last year as well.")).toBe(
      "lost linen up 18% on last year",
    );
    expect(pressureSaid("Our margins are down 4 points since the spring.")).toBe(
      "margins down 4 points",
    );
  });
  it("a number going the right way, or no number, is none", () => {
    expect(pressureSaid("Sales are up 20% this year.")).toBeUndefined();
    expect(pressureSaid("Complaints are up.")).toBeUndefined();
    expect(pressureSaid("We want to go live by March or April.")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { correctedFigure } from "./figure-correction";

/** The opener gave both a size and a budget; the correction on the next turn names neither. */
const known = {
  companySize: 480,
  budget: { min: 250_000, max: 300_000, currency: "USD" as const },
};
const both = ["budget", "companySize"] as const;

describe("a bare figure corrected after a message that gave a size and a budget", () => {
  it("is the size when the words speak of people or places", () => {
    expect(
      correctedFigure(
        known,
        "actually correction, Monterrey isn't ours anymore, sold the plant in the spring, so more like 350. does that change the price?",
        [...both],
      ),
    ).toEqual({ field: "companySize", value: 350 });
    expect(
      correctedFigure(known, "sorry, closer to 520 once you count the depots", [...both]),
    ).toEqual({
      field: "companySize",
      value: 520,
    });
  });

  it("is the budget when the words speak of money", () => {
    expect(
      correctedFigure(known, "sorry, make that 350k, finance topped up the budget", [...both]),
    ).toEqual({
      field: "budget",
      value: { min: 250_000, max: 350_000, currency: "USD" },
    });
  });

  it("is the size when only its magnitude fits", () => {
    expect(correctedFigure(known, "oops, I meant 400", [...both])).toEqual({
      field: "companySize",
      value: 400,
    });
  });

  it("reads no figure that is a period or a share", () => {
    expect(
      correctedFigure(known, "actually, more like 6 months, not sure", [...both]),
    ).toBeUndefined();
  });
});

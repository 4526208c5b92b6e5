/**
 * A budget in parts (docs/decisions/033): phases add up; a first year with a running cost after
 * it is the total over the term stated, else the first year plus one year of the running cost; a
 * sum named for the whole, a yearly figure over a term, a part alone and a running cost beside
 * the budget keep their own readings.
 */
import { describe, expect, it } from "vitest";
import { budgetText, readMoney } from "./money";

const read = (s: string) => {
  const m = readMoney(s);
  return m ? budgetText(m) : undefined;
};

describe("a budget in parts", () => {
  it("adds up phases", () => {
    expect(read("Phase 1 is funded at €80k and phase 2 at another €60k.")).toBe("€140K");
    expect(read("Phase one gets €70k and phase two €50k; we're 95 people.")).toBe("€120K");
    expect(read("Phase 1 60-80k and phase 2 40k")).toBe("$100K–$120K");
    expect(read("Phase one: $120k. Phase two: $80k.")).toBe("$200K");
    expect(read("First phase 150k, second phase maybe 100k.")).toBe("$250K");
    expect(read("Around 100k a year for 3 years plus 50k setup")).toBe("$350K");
  });

  it("reads a first year and a running cost with no term as the first year plus one year of it", () => {
    expect(read("We can fund 150k in the first year and 50k a year after that.")).toBe("$200K");
    expect(read("Budget is 120k for year one, 60k a year after that.")).toBe("$180K");
    expect(read("Budget is 200k the first year plus 50k annually.")).toBe("$250K");
    expect(read("Implementation 150k plus 30k/yr for licences.")).toBe("$180K");
  });

  it("reads a first year and a running cost over a stated term as the total", () => {
    expect(read("£90k up front and £20k annually over five years.")).toBe("£190K");
    expect(read("Over a three-year term: £150k in the first year, then £50k a year.")).toBe(
      "£250K",
    );
  });

  it("keeps a whole named, a yearly figure over a term, a part alone and a running cost beside", () => {
    expect(read("Phase one £90–110k, the whole thing no more than GBP 400k.")).toBe("up to £400K");
    expect(read("Budget is 300k: phase one 100k and phase two 200k.")).toBe("$300K");
    expect(read("We can put in 200k a year for three years.")).toBe("$600K");
    expect(read("Realistically we can spend £90k–£120k on phase one.")).toBe("£90K–£120K");
    expect(read("We spent 90k on phase one; phase two budget is 150k")).toBe("$150K");
    expect(read("we pay 30k a year for Sage and the budget is 200k")).toBe("$200K");
  });
});

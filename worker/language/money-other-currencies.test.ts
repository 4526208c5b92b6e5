import { describe, expect, it } from "vitest";
import { readMoney } from "./money";

/** A sum in a currency the facts cannot hold is no budget in another (033). */
describe("a sum in rand, rupees, złoty or New Zealand dollars", () => {
  it("is passed over for the sum in a currency the facts hold", () => {
    expect(readMoney("budget about R1.8m, or roughly $100k")).toEqual({
      min: 100_000,
      max: 100_000,
    });
    expect(readMoney("Budget 1,2 mln PLN which is about 300k EUR")).toEqual({
      min: 300_000,
      max: 300_000,
      currency: "EUR",
    });
    expect(readMoney("budget is 40 lakh rupees (about $48k)")).toEqual({
      min: 48_000,
      max: 48_000,
    });
  });
  it("alone gives no budget rather than a wrong one", () => {
    expect(readMoney("we have R2.5 million for this")).toBeUndefined();
    expect(readMoney("budget ₹1.2 crore")).toBeUndefined();
    expect(readMoney("We have roughly NZ$300k set aside")).toBeUndefined();
  });
  it("leaves R&D and a release name alone", () => {
    expect(readMoney("we're R&D heavy, budget $200k")).toEqual({ min: 200_000, max: 200_000 });
    expect(readMoney("our budget is CHF 1'250'000 and R2 is the release")).toMatchObject({
      min: 1_250_000,
      currency: "CHF",
    });
  });
});

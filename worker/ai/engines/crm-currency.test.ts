import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { CRM_TODAY, replyTo } from "./crm-chat.test-kit";
import { figureCurrency } from "./crm-currency";
import { crmRespond } from "./crm-engine";
import { parseAmountRange } from "./crm-words";

/** Amounts in another currency, and an amount hedged between two figures. */
describe("an amount in another currency", () => {
  it("is the currency written next to the figure, not one in a company's name", () => {
    expect(figureCurrency("add Lyon Textiles for €40k")).toBe("EUR");
    expect(figureCurrency("Lyon Textiles, 40k euros")).toBe("EUR");
    expect(figureCurrency("add Sterling Cooper roughly 2 mil")).toBeUndefined();
    expect(figureCurrency("add Acme for $40k")).toBeUndefined();
  });

  it("is recorded in dollars at the rough rate, and the reply says so", () => {
    expect(replyTo(["add Lyon Textiles for €40k"])).toMatchObject({
      company: "Lyon Textiles",
      amount: 44_000,
    });
    const reply = crmRespond([{ role: "user", content: "add Lyon Textiles for €40k" }], {
      context: seedContext,
      today: CRM_TODAY,
    });
    expect(reply.text).toMatch(/You said €40,000; the pipeline is in US dollars.*about \$44,000/);
  });

  // Its speed is measured by `npm run bench:engines` (the CRM's 4,000-character rows), never by a
  // clock in a test: a backtracking blow-up would still fail here, by the test's timeout.
  it("reads 4,000 characters of figures and finds no currency in them", () => {
    for (const filler of ["1".repeat(4000), "1,".repeat(2000), "1 k".repeat(1333)]) {
      expect(figureCurrency(`add Acme ${filler}`)).toBeUndefined();
      expect(() => parseAmountRange(`add Acme ${filler}`)).not.toThrow();
    }
  });

  it("says the figure as given when a deal is updated in pounds", () => {
    expect(replyTo(["Atlas is now £100k"])).toEqual({
      company: "Atlas Manufacturing",
      updates: { amount: 130_000 },
    });
  });
});

describe("an amount hedged between two figures", () => {
  it.each([
    ["maybe 70, maybe 80k", { min: 70_000, max: 80_000 }],
    ["70k, perhaps 90k", { min: 70_000, max: 90_000 }],
    ["40 or maybe 60k", { min: 40_000, max: 60_000 }],
  ])("%s", (said, range) => {
    expect(parseAmountRange(said)).toEqual(range);
  });

  it("is asked back, never guessed", () => {
    expect(replyTo(["add Cobalt Health, maybe 70, maybe 80k"])).toMatch(
      /\$70,000\*\* or \*\*\$80,000\*\*\?/,
    );
  });
});

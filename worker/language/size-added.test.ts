/**
 * Staff added to a count said before (in the message or an earlier one), a recount said "closer
 * to N in total", and a real word one letter from a currency ("steering" is no "sterling").
 */
import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { readCompanySize } from "./size";
import { companySizeSaid } from "./size-added";

describe("staff added to the count before", () => {
  it.each([
    ["There are 120 of us in Dublin. Another 80 work at our Cork plant.", undefined, 200],
    ["We have 45 staff at head office, plus another 30 out on the road.", undefined, 75],
    ["Another 60 are based in Lyon.", 140, 200],
    ["We're 300 employees.", 140, 300],
  ])("%s (known %s) → %s", (text, known, want) => {
    expect(companySizeSaid(text, known)).toBe(want);
  });

  it("staff added at a department is no company", () => {
    expect(companySizeSaid("Finance is 8 people and another 4 in IT.", 200)).not.toBe(212);
  });
});

describe("a recount of the whole company", () => {
  it.each([
    ["With the drivers we're closer to 160 in total.", 160],
    ["We're more like 90 all told.", 90],
  ])("%s → %s", (text, want) => expect(readCompanySize(text)).toBe(want));
});

describe("a real word is not read back as a currency", () => {
  it("'steering committee' with Swiss francs is in francs", () => {
    const m = readMoney("The steering committee approved 1.5 to 2 million Swiss francs.");
    expect(m).toEqual({ min: 1_500_000, max: 2_000_000, currency: "CHF" });
  });
});

import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

/** A trade's count and the office's beside it, added up as a rep writes the size (033). */
describe("a company counted as a trade and its office", () => {
  it.each([
    ["Hey - ops lead at Northwind Aero Services. 65 engineers + 15 office.", 80],
    ["around 300 drivers and 40 office staff", 340],
    ["we have 200 staff in the warehouse and 40 in the office", 240],
    ["80 drivers, 20 mechanics and 10 office staff", 110],
  ])("%s", (said, n) => expect(readCompanySize(said)).toBe(n));
});

describe("counts that are not the company's whole", () => {
  it.each([
    // Trades alone are departments' sizes (clarity-phrasings.test.ts).
    ["We have 18 brokers and 4 bookkeepers.", undefined],
    ["a 300-person company with 40 people in finance and 12 in IT", 300],
    ["70 staff + 30 contractors", 70],
    ["60 permanent staff plus 300 seasonal pickers at harvest", 60],
  ])("%s", (said, n) => expect(readCompanySize(said)).toBe(n));
});

describe("two trades under one count, and the office by its desks", () => {
  it("adds '95 vets & nurses and 30 reception/admin'", () => {
    expect(
      readCompanySize(
        "We're a vet group with 11 surgeries, 95 vets & nurses and 30 reception/admin.",
      ),
    ).toBe(125);
  });
});

describe("crews counted where they work, and a named company's strength", () => {
  it.each([
    ["We've got 120 guys in the field and 15 in the office.", 135],
    ["Our company Kestrel Analytics is 35 strong", 35],
    ["our finance team is 8 strong", undefined],
  ])("%s", (said, n) => expect(readCompanySize(said)).toBe(n));
});

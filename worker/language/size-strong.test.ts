import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

/** The firm's strength and its count with the staff it only sometimes has (round 29). */
describe("a company size said as its strength or with its seasonal staff", () => {
  it.each([
    ["We're a dairy co-op in the Waikato, 120 strong once the tanker drivers are in.", 120],
    ["We're a vineyard outside Stellenbosch — 75 strong.", 75],
    ["Around 120 strong.", 120],
    ["Staff-wise it's 350 if you count seasonal.", 350],
    ["Headcount-wise it's roughly 220.", 220],
    ["About 140, including seasonal pickers.", 140],
  ])("%s", (said, n) => expect(readCompanySize(said)).toBe(n));

  it.each([
    "The finance team is 8 strong.",
    "We're strong on service, 40 years in business.",
    "Sales-wise it's 35% up on last year.",
  ])("no headcount in %s", (said) => expect(readCompanySize(said)).toBeUndefined());
});

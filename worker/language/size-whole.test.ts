import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

describe("a bare figure said to be the whole firm", () => {
  it.each([
    ["It's about 70 in the warehouse and 210 in the company overall.", 210],
    ["Roughly 40 in finance, 180 in the business.", 180],
    ["We're 35 in the office, 120 overall.", 120],
  ])("%s → %d", (text, size) => expect(readCompanySize(text)).toBe(size));

  it.each([
    ["The budget is $200 overall per seat."],
    ["We spent 12 years in the company building it."],
    ["We have 3 sites overall."],
  ])("%s → no headcount from it", (text) => expect(readCompanySize(text)).toBeUndefined());
});

/**
 * A company's headcount in the words prospects use: a bare figure for the whole company, the
 * whole over a department, hedges and words for staff, a company's figure over a team's, the
 * Swiss apostrophe, a headcount typed without its space, and a range read as its middle.
 */
import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";
import { readCompanySize } from "./size";

describe("a company's headcount", () => {
  it.each([
    // A bare figure for the whole company, never its age or share.
    ["The whole company is roughly 400.", 400],
    ["our entire business is about 1,200", 1200],
    ["The company is 25 years old.", undefined],
    ["The company is 40% remote.", undefined],
    // The whole over a department, other hedges and words for staff.
    ["We have 80 people in finance and 600 overall.", 600],
    ["Our headcount is approaching 900.", 900],
    ["We are a company with 350 members of staff.", 350],
    ["We employ 1.1k people.", 1100],
    ["A 35-strong finance team in a company of 700.", 700],
    // A sum in total is no headcount.
    ["We're 300 people, budget 200k in total.", 300],
    // The company's own figure over a team's; "c.", "employs", "we number".
    ["I manage a team of 8 in a company of 2,000+.", 2000],
    ["Our team is 25 people, the company around 300.", 300],
    ["We're a team of c. 90.", 90],
    ["The firm employs 95.", 95],
    ["We number around 500.", 500],
    ["We're a small firm, a team of 60 across three sites.", 60],
    // The Swiss apostrophe between thousands.
    ["We are 1'200 employees.", 1200],
    ["Headcount 1'450.", 1450],
  ])("%s → %s", (text, want) => {
    expect(readCompanySize(text)).toBe(want);
  });

  it("reads 80ppl as 80 people", () => {
    expect(normalise("hubspot rollout, 80ppl, eur 250k")).toContain("80 people");
  });
});

describe("a headcount given as a range is read as its middle", () => {
  it.each([
    ["We're 80-90 people.", 85],
    ["a dental group, 80-90 people", 85],
    ["The business has somewhere between 40 and 50 staff.", 45],
    ["We are around 120-150 persons.", 135],
    ["roughly 1,000 to 1,200 employees", 1100],
    // Not a range: the top far above the bottom, or a date.
    ["We're 300 people, open 24-7.", 300],
  ])("%s → %s", (text, want) => {
    expect(readCompanySize(text)).toBe(want);
  });
});

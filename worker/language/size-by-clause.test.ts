/**
 * A headcount read from a clause that counts the people of whoever "we" are, in words no phrase
 * lists ("60-odd people", "60 on the payroll", "we employ 60", "we are 60 in London"), and the
 * clauses that count others: people hired or to come, a department's own size.
 */
import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

describe("a headcount by the clause that says it", () => {
  it.each([
    ["We're a London agency with 60-odd people.", 60],
    ["We employ about 60 folks.", 60],
    ["just over fifty people work here", 50],
    ["We have 60 on the payroll.", 60],
    ["sixty of us in total", 60],
    ["about 60 of us", 60],
    ["We are 60 in London", 60],
    ["we employ 60", 60],
    ["60 full-timers and a few contractors", 60],
  ])("%s → %d", (text, size) => {
    expect(readCompanySize(text)).toBe(size);
  });

  it.each([
    "we hired 20 people last year",
    "our finance team is 6 people",
    "we need 30 more people by spring",
    "we have 3000 customers",
    "we employ 60% of our budget on payroll",
  ])("no headcount in: %s", (text) => {
    expect(readCompanySize(text)).toBeUndefined();
  });
});

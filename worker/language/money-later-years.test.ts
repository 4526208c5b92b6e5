/**
 * A budget in parts (docs/decisions/033): a first year and a running cost "for each of the next
 * N" years is the first year plus N years of it — the term stated, read against the later years.
 */
import { describe, expect, it } from "vitest";
import { budgetText, readMoney } from "./money";

const read = (s: string) => {
  const m = readMoney(s);
  return m ? budgetText(m) : undefined;
};

describe("later years counted by themselves", () => {
  it("adds each of the next N years to the first", () => {
    expect(read("We have €90k for the first year and €30k for each of the following three.")).toBe(
      "€180K",
    );
    expect(read("Money-wise it's 120k for the first year, 60k for each of the next two.")).toBe(
      "$240K",
    );
  });
});

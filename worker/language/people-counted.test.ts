import { describe, expect, it } from "vitest";
import { peopleCounted } from "./people-counted";

describe("people counted in a list of people", () => {
  it("adds each person and each count of people", () => {
    expect(peopleCounted("me, our controller and two bookkeepers")).toBe(4);
    expect(
      peopleCounted("me and two account managers plus a key account lead for the supermarkets"),
    ).toBe(4);
    expect(
      peopleCounted(
        "me, our controller and two bookkeepers, plus the payroll lady who's part time",
      ),
    ).toBe(5);
    expect(peopleCounted("12 pickers and 3 drivers")).toBe(15);
    expect(peopleCounted("me and two others")).toBe(3);
    expect(peopleCounted("our FC plus three in AP/AR")).toBe(4);
  });

  it("counts nothing where an item is no person, or there is one item", () => {
    expect(peopleCounted("the accounts department (5), back office which does order entry")).toBe(
      undefined,
    );
    expect(peopleCounted("two bookkeepers")).toBe(undefined);
    expect(peopleCounted("the warehouse and the shop")).toBe(undefined);
    expect(peopleCounted("me and three")).toBe(undefined);
  });
});

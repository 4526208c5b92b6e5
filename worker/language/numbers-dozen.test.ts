/** A dozen multiplies what comes before it: "two dozen" is 24, not two and twelve. */
import { describe, expect, it } from "vitest";
import { figures } from "./numbers";

describe("dozens", () => {
  it.each([
    ["Two dozen in the warehouse", "24 in the warehouse"],
    ["a dozen engineers", "12 engineers"],
    ["half a dozen staff", "6 staff"],
    ["three dozen drivers", "36 drivers"],
  ])("%s", (said, read) => {
    expect(figures(said)).toBe(read);
  });
});

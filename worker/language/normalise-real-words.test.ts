/**
 * A word two letters from a key word, both changed in place, is another English word, not a slip:
 * "starting", "stepping" and "stalling" are never read as "sterling"; "match" is not "March". A slip that leaves a letter
 * out, types one twice or swaps two is still read back.
 */
import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";

describe("typo read-back keeps real words", () => {
  it("does not turn -ing words into the currency", () => {
    expect(normalise("We're starting in January; the founder is stepping back.")).toBe(
      "We're starting in January; the founder is stepping back.",
    );
    expect(normalise("stalling")).toBe("stalling");
    // Nor a verb one letter from a month: "match" is not "March".
    expect(normalise("Stock counts never match the system.")).toBe(
      "Stock counts never match the system.",
    );
  });

  it("still reads back a letter left out, doubled or swapped", () => {
    expect(normalise("sterlng")).toBe("sterling");
    expect(normalise("sterlling")).toBe("sterling");
    expect(normalise("stelring")).toBe("sterling");
  });
});

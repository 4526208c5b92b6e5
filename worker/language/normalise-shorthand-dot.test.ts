/**
 * A shorthand's own dot (worker/language/normalise.ts): before a figure or a small word it goes
 * with the shorthand ("approx. 90"); before a capital it ends the sentence ("Manufacturing, 130
 * ppl. Current ERP is Sage 200"), so the word after it opens a sentence and is read as one (h32:
 * "Current" was listed as a system).
 */
import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";

describe("a shorthand's dot", () => {
  it("goes with the shorthand before a figure or a small word", () => {
    expect(normalise("approx. 90 staff")).toBe("approximately 90 staff");
    expect(normalise("130 ppl. all in one office")).toBe("130 people all in one office");
  });
  it("ends the sentence before a capital", () => {
    expect(normalise("Manufacturing, 130 ppl. Current ERP is Sage 200")).toBe(
      "Manufacturing, 130 people. Current ERP is Sage 200",
    );
    expect(normalise("approx. 210 emps. Accounting runs on Sage")).toBe(
      "approximately 210 employees. Accounting runs on Sage",
    );
  });
});

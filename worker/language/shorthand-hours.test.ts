import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";

describe("chat shorthand for hours and would", () => {
  it("reads 'hrs', 'wd' and 'shd' as the words, and leaves HR the department", () => {
    expect(normalise("how many hrs a week wd my GMs lose to this")).toMatch(
      /how many hours a week would my GMs/,
    );
    expect(normalise("we shd be fine")).toMatch(/we should be fine/);
    expect(normalise("HR and finance")).toMatch(/^HR and finance/);
  });
});

import { describe, expect, it } from "vitest";
import { termsOf } from "./site-search";

describe("a start with a date", () => {
  it("is the schedule's, not a word searched in the pages", () => {
    expect(termsOf("is April realistic if we start in January?")).not.toContain("start");
    expect(termsOf("can you start before Christmas?")).not.toContain("start");
    expect(termsOf("how do we start a project with you?")).toContain("start");
  });
});

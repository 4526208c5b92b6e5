import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";
import { nowOverThen } from "./size-then-now";

describe("a headcount told as then and now", () => {
  it("is the count now", () => {
    expect(readCompanySize("we were 40 people two years ago, 95 now")).toBe(95);
    expect(readCompanySize("We had 25 employees in 2019 and we're 60 now.")).toBe(60);
    expect(readCompanySize("used to be 30 staff, today we're 70")).toBe(70);
  });

  it("leaves a count with no word of now as it is", () => {
    expect(readCompanySize("we were 40 people two years ago")).toBe(40);
    expect(nowOverThen("40 people two years ago, 95 of them in sales")).toBe(
      "40 people two years ago, 95 of them in sales",
    );
  });

  it("never takes money or a period for the count now", () => {
    expect(nowOverThen("we were 40 people two years ago, $95k now")).toContain("40 people");
  });
});

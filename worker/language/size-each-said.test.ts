import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

describe("the same staff at each place, with no 'of' between", () => {
  it("is the places times the people", () => {
    expect(readCompanySize("hotel group, 5 properties ~80 staff each.")).toBe(400);
    expect(readCompanySize("We run 4 studios, around 25 people each.")).toBe(100);
    expect(readCompanySize("three practices of about 12 staff each")).toBe(36);
  });

  it("never multiplies places by a count that is not each place's", () => {
    expect(readCompanySize("we have 3 offices, 40 staff in total")).toBe(40);
  });
});

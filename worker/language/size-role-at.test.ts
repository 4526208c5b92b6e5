import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

describe("a role at a company of N people, of any trade", () => {
  it.each([
    ["hey - ops manager at a 60 person HVAC contractor in Phoenix.", 60],
    ["I'm the controller at a 140-employee roofing supplier.", 140],
    ["Finance lead with a 75-person landscaping outfit here.", 75],
  ])("%s", (text, size) => {
    expect(readCompanySize(text)).toBe(size);
  });

  it.each([
    "I'm the sales manager at a 12-person sales team inside a big group.",
    "Project lead at a 5-person implementation crew.",
  ])("a team is no company: %s", (text) => {
    expect(readCompanySize(text)).toBeUndefined();
  });
});

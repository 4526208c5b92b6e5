import { describe, expect, it } from "vitest";
import { kindOther } from "./clarity-kind-other";

describe("a kind of project the offered kinds do not hold", () => {
  it.each([
    ["We need a new WMS.", "WMS"],
    ["Our practice management system is end of life", "practice management system"],
    [
      "Our HR and payroll software is being retired, we need a replacement",
      "HR and payroll system",
    ],
    ["Looking to replace the school's MIS", "MIS"],
    ["We want to move onto a proper e-commerce platform", "e-commerce system"],
  ])("%s", (said, kind) => expect(kindOther(said)?.kind).toBe(kind));
  it.each([
    "Our WMS works fine.",
    "We use a booking system for the clinics.",
    "We need better reporting.",
  ])("none in %s", (said) => expect(kindOther(said)).toBeUndefined());
});

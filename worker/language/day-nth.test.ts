import { describe, expect, it } from "vitest";
import { readDate } from "./day";

describe("readDate: a day of the month said alone", () => {
  it("is the next month that has that day when this one has none", () => {
    expect(readDate("close on the 31st", "2026-11-23")).toBe("2026-12-31");
    expect(readDate("by the 30th", "2027-01-31")).toBe("2027-03-30");
  });

  it("is this month's when still to come, else next month's", () => {
    expect(readDate("by the 25th", "2026-11-23")).toBe("2026-11-25");
    expect(readDate("by the 15th", "2026-11-23")).toBe("2026-12-15");
  });
});

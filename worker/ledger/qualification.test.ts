import { describe, expect, it } from "vitest";
import { budgetValue, qualificationOf, sizeValue, timelineValue } from "./qualification";

const JUNE_2026 = Date.UTC(2026, 5, 15);
const month = (y: number, m: number) => y * 12 + (m - 1);

describe("qualification values the list sorts by", () => {
  it("reads budgets as dollars, the larger end of a range", () => {
    expect(budgetValue("$400K")).toBe(400_000);
    expect(budgetValue("$1.2M")).toBe(1_200_000);
    expect(budgetValue("$200K–$300K")).toBe(300_000);
    expect(budgetValue("200-300k")).toBe(300_000);
    expect(budgetValue("$1,500,000")).toBe(1_500_000);
    expect(budgetValue("between 500 and 800 thousand")).toBe(800_000);
    expect(budgetValue("not decided")).toBeNull();
    expect(budgetValue(null)).toBeNull();
  });

  it("reads company sizes as headcounts", () => {
    expect(sizeValue("300 people")).toBe(300);
    expect(sizeValue("1,200 employees")).toBe(1200);
    expect(sizeValue("50-100")).toBe(100);
    expect(sizeValue("small")).toBeNull();
  });

  it("reads timelines as the month they point at, from when they were said", () => {
    expect(timelineValue("Q3 next year", JUNE_2026)).toBe(month(2027, 9));
    expect(timelineValue("Q1", JUNE_2026)).toBe(month(2027, 3));
    expect(timelineValue("Q4 2026", JUNE_2026)).toBe(month(2026, 12));
    expect(timelineValue("by March", JUNE_2026)).toBe(month(2027, 3));
    expect(timelineValue("September 2026", JUNE_2026)).toBe(month(2026, 9));
    expect(timelineValue("6 months", JUNE_2026)).toBe(month(2026, 12));
    expect(timelineValue("within six months", JUNE_2026)).toBe(month(2026, 12));
    expect(timelineValue("early 2027", JUNE_2026)).toBe(month(2027, 2));
    expect(timelineValue("asap", JUNE_2026)).toBe(month(2026, 6));
    expect(timelineValue("end of year", JUNE_2026)).toBe(month(2026, 12));
    expect(timelineValue("when the board agrees", JUNE_2026)).toBeNull();
    // Sooner sorts first.
    const order = ["asap", "Q3 next year", "by March", "6 months"].sort(
      (a, b) => timelineValue(a, JUNE_2026)! - timelineValue(b, JUNE_2026)!,
    );
    expect(order).toEqual(["asap", "6 months", "by March", "Q3 next year"]);
  });

  it("takes the project from the roadmap, else the conversation's project type", () => {
    expect(
      qualificationOf(
        {
          systems: [],
          drivers: [],
          departments: [],
          risks: [],
          budget: " $400K ",
          companySize: "300 people",
        },
        "CRM",
      ),
    ).toEqual({ project: "CRM", companySize: "300 people", budget: "$400K", timeline: null });
    expect(qualificationOf(null, null)).toEqual({
      project: null,
      companySize: null,
      budget: null,
      timeline: null,
    });
  });
});

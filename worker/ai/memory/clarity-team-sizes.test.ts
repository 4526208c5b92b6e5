/**
 * A department's size read where the count stands beside its name, in one clause, in figures or
 * words; that count is then neither the company's headcount nor the core team. A count of the
 * whole company ("a 300-person manufacturer", "payroll for 75 people") is no team's.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";
import { teamSizesOf } from "./clarity-team-sizes";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const roadmapFrom = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("a department's size, where the count stands", () => {
  it.each([
    ["We have 12 people in finance.", "finance (12 people)"],
    ["Finance has eight people.", "finance (8 people)"],
    ["There are 30 of us in sales.", "sales (30 people)"],
    ["The warehouse employs about 60.", "warehouse and logistics (60 people)"],
    ["30 customer service agents answer the phones.", "customer service (30 people)"],
    ["Our two bookkeepers do everything by hand.", "finance (2 people)"],
    ["Our support team of nine handles 3,000 tickets a month.", "customer service (9 people)"],
  ])("%s", (said, department) => {
    const r = roadmapFrom("We are a 120-person distributor looking at an ERP.", said);
    expect(r.departments).toContain(department);
    expect(r.companySize).toBe("120 people");
    expect(r.coreTeam).toBeUndefined();
  });

  it("reads each count of a list to its own department", () => {
    expect(teamSizesOf("Finance: 8, ops: 20, sales: 35.")).toEqual([
      ["finance", 8],
      ["operations", 20],
      ["sales", 35],
    ]);
    expect(roadmapFrom("We're 150 people; 90 of them are in the warehouse.")).toMatchObject({
      companySize: "150 people",
      departments: ["warehouse and logistics (90 people)"],
    });
  });

  it("gives no team the company's count", () => {
    expect(teamSizesOf("I'm the CFO of a 300-person industrial equipment manufacturer.")).toEqual(
      [],
    );
    expect(teamSizesOf("Payroll replacement for 75 people.")).toEqual([]);
    expect(teamSizesOf("We make sauces, 340 people over two plants.")).toEqual([]);
    expect(roadmapFrom("We have 12 people in finance.").companySize).toBeUndefined();
  });
});

/**
 * A department's size said in more shapes, each failing before its fix: as "a team of", "made up
 * of", "a headcount of", as a bare figure after a sized clause, as "just me and two others", as
 * people doing the work, and as "in finance we're five". Neither the company nor the core team.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const roadmapAfter = (said: string) =>
  roadmapOf(
    ["ERP for 120 people.", said].reduce<ClarityMemory>(
      (m, s) => learnFrom(m, s, NOW),
      emptyMemory(),
    ),
  );

describe("a department's size, in more shapes", () => {
  it.each([
    ["Finance is a team of six.", /^finance \(6 people\)$/],
    ["Sales is a group of nine.", /^sales \(9 people\)$/],
    ["Our accounting team consists of 7 people.", /^finance \(7 people\)$/],
    ["Finance has a headcount of 7.", /^finance \(7 people\)$/],
    ["Ops is roughly 30 people, finance 6.", /^finance \(6 people\)$/],
    ["Finance is just me and two others.", /^finance \(3 people\)$/],
    ["We have three people doing AP.", /^finance \(3 people\)$/],
    ["We've got two people handling payroll.", /^HR \(2 people\)$/],
    ["In finance we're five.", /^finance \(5 people\)$/],
  ])("%s", (said, department) => {
    const r = roadmapAfter(said);
    expect(r.departments.some((d) => department.test(d))).toBe(true);
    expect(r.coreTeam).toBeUndefined();
  });
});

describe("a department's size said apart from its name", () => {
  it("as an aside, in brackets, after the company's count, or in the next message", () => {
    expect(
      roadmapAfter("The warehouse team, about 60 of them, still pick from paper.").departments,
    ).toContain("warehouse and logistics (60 people)");
    expect(
      roadmapAfter("The project touches finance (8), ops (30) and sales (12).").departments,
    ).toContain("operations (30 people)");
    expect(
      roadmapAfter("We're a 90-person company: 40 on the shop floor, the rest on the road.")
        .departments,
    ).toContain("manufacturing (40 people)");
    const m = ["We need a new ERP, mostly for finance.", "They're 8 people."].reduce<ClarityMemory>(
      (memo, s) => learnFrom(memo, s, NOW),
      emptyMemory(),
    );
    expect(roadmapOf(m).departments).toEqual(["finance (8 people)"]);
    expect(roadmapOf(m).companySize).toBeUndefined();
  });
});

/**
 * What is not a fact of the project: a platform tried before and given up (a system, not the
 * project), an earlier failure (no pain of today), an opinion about another way, a department's
 * "team of 6" (not the core team), a department's count (not the company's).
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const roadmap = (...said: string[]) =>
  roadmapOf(said.reduce((m, s) => learnFrom(m, s), emptyMemory()));

describe("not facts of the project", () => {
  // h52: a platform tried and given up runs nowhere today: history, no system.
  it("a platform tried and given up is no system, and its failure no pain", () => {
    const r = roadmap(
      "We tried Salesforce two years ago and it failed because nobody used it. Looking at a new CRM now.",
    );
    expect(r.project).toBe("CRM");
    expect(r.systems).not.toContain("Salesforce");
    expect(r.drivers).toEqual([]);
  });

  it("an opinion about another way is no driver", () => {
    const r = roadmap(
      "Mid-market retailer, 250 people, replacing our ERP.",
      "Why not just pick a vendor and get on with it? Seems quicker.",
    );
    expect(r.drivers).toEqual([]);
  });

  it("a department's team of 6 is its size, not the core team", () => {
    const r = roadmap("We'd like a new ERP.", "Our accounts team of 6 does everything by hand.");
    expect(r.coreTeam).toBeUndefined();
    expect(r.departments).toEqual(["finance (6 people)"]);
  });

  it("a platform the firm is on today is a system, not a second option", () => {
    const r = roadmap("We're a 90-person logistics firm on Sage 50 looking at NetSuite.");
    expect(r.project).toBe("NetSuite (ERP)");
    expect(r.systems).toContain("Sage 50");
  });

  it("a department's count is not the company's", () => {
    const r = roadmap("Need a CRM. Sales is 40 people, marketing 10.");
    expect(r.companySize).toBeUndefined();
    expect(r.departments).toContain("sales (40 people)");
  });
});

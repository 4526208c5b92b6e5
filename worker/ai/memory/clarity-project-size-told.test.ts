/**
 * The project and the company's size as a prospect tells them (round 10 of recall): the project
 * said by what the new system must do ("something to run the whole business", "digitise our
 * quoting"), the company's size told as then and now, place by place ("another 25 in Poland") or
 * as a team alone ("team of ~70"). The first sentences of each case are the ones the fix was made
 * on; the "second probes", in other words, were written after the fix and run before any further
 * change.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const roadmapAfter = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("the project said by what it must do", () => {
  it("reads the kind of project from the work the wished-for system does", () => {
    expect(roadmapAfter("we need something to run the whole business").project).toBe("ERP");
    expect(roadmapAfter("we want a system that does quotes properly").project).toBe("CPQ");
    expect(roadmapAfter("We just want to replace the inventory side.").project).toBe("ERP");
    // Second probes, in other words.
    expect(
      roadmapAfter("We want one package for purchasing, stock and the accounts.").project,
    ).toBe("ERP");
    expect(
      roadmapAfter("Looking for a tool to keep track of every lead and follow-up.").project,
    ).toBe("CRM");
    expect(roadmapAfter("We'd like something to handle pricing rules and proposals.").project).toBe(
      "CPQ",
    );
    expect(roadmapAfter("We want to digitise our quoting.").project).toBe("CPQ");
    expect(roadmapAfter("Need to consolidate 3 different systems into one.").project).toBe("ERP");
    expect(
      roadmapAfter("Looking for a better way to manage our sales pipeline than spreadsheets.")
        .project,
    ).toBe("CRM");
    // Second probes.
    expect(roadmapAfter("We'd love to automate the invoicing.").project).toBe("ERP");
    expect(roadmapAfter("we'd like everything in a single system").project).toBe("ERP");
    // A wish for no system names no project.
    expect(
      roadmapAfter("We need to hire two more people for stock control.").project,
    ).toBeUndefined();
  });
});

describe("the company's size told as a story", () => {
  it("is the size it has now", () => {
    expect(roadmapAfter("we were 40 people two years ago, 95 now").companySize).toBe("95 people");
    expect(roadmapAfter("There were 25 of us in 2020; today it's 70.").companySize).toBe(
      "70 people",
    );
    expect(roadmapAfter("We used to be 30 staff, now we're around 55.").companySize).toBe(
      "55 people",
    );
    // "a team of ~70" alone is the firm; a team said to be a part of it is not.
    expect(roadmapAfter("team of ~70 (incl. contractors)").companySize).toBe("70 people");
    expect(roadmapAfter("our finance team of 8 is drowning").companySize).toBeUndefined();
    // Staff place by place, the next joined by "another" or "a further".
    expect(roadmapAfter("We are roughly 60 in the UK and another 25 in Poland.").companySize).toBe(
      "85 people",
    );
    expect(
      roadmapAfter("We're about 120 at head office plus a further 40 in the field.").companySize,
    ).toBe("160 people");
  });
});

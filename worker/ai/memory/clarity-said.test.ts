import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";
import { painsSaid, worrySaid } from "./clarity-said";

describe("pains said in passing, in the prospect's words", () => {
  it.each([
    [
      "We also can't see stock across our three depots.",
      ["we also can't see stock across our three depots"],
    ],
    [
      "Pickers walk miles because nobody can see where stock sits.",
      ["pickers walk miles", "nobody can see where stock sits"],
    ],
    [
      "Invoices go out late because billing is manual.",
      ["invoices go out late", "billing is manual"],
    ],
    ["The main goal is to close the books faster.", ["close the books faster"]],
    [
      "Our reps can't see customer history and deals slip through the cracks.",
      ["our reps can't see customer history"],
    ],
  ])("%s", (sentence, pains) => expect(painsSaid(sentence)).toEqual(pains));

  it.each([
    ["Our biggest headache is stock accuracy.", ["stock accuracy"]],
    ["We need to get off paper timesheets.", ["we need to get off paper timesheets"]],
  ])("a pain named as such: %s", (sentence, pains) => expect(painsSaid(sentence)).toEqual(pains));

  it.each([
    "Can't we just pick a vendor?",
    "I'm worried the warehouse can't cope.",
    "We have three depots and two offices.",
  ])("no pain: %s", (sentence) => expect(painsSaid(sentence)).toEqual([]));
});

describe("worries, past failures and constraints", () => {
  it.each([
    [
      "Honestly my worry is that IT is two people and they're already stretched.",
      "IT is two people and they're already stretched",
    ],
    ["Last time the data migration ate six months.", "last time the data migration ate six months"],
    ["I'm nervous about data migration.", "data migration"],
    ["IT has only two people.", "IT has only two people"],
    [
      "My concern: the CS team is tiny and can't spare anyone for a long project.",
      "the CS team is tiny",
    ],
  ])("%s", (sentence, worry) => expect(worrySaid(sentence)).toBe(worry));

  it.each([
    ["We've been burned before by a consultancy.", "we've been burned before by a consultancy"],
    [
      "The risk is that nobody has time for this during peak.",
      "nobody has time for this during peak",
    ],
    ["What keeps me up at night is data quality.", "data quality"],
  ])("a worry in other words: %s", (sentence, worry) => expect(worrySaid(sentence)).toBe(worry));

  it("no worry in a question or a plain fact", () => {
    expect(worrySaid("Are you worried about data?")).toBeUndefined();
    expect(worrySaid("We have 40 people in finance.")).toBeUndefined();
  });
});

/** The roadmap after the messages, one after another. */
const roadmapAfter = (...messages: string[]) =>
  roadmapOf(messages.reduce((m, text) => learnFrom(m, text), emptyMemory()));

describe("the roadmap a conversation ends with", () => {
  it("keeps each pain and worry, short, in the prospect's words", () => {
    const r = roadmapAfter(
      "We're looking at a new ERP.",
      "We can't see stock across sites.",
      "Last time the data migration ate six months.",
      "The union will resist anything that tracks the site crews.",
      "Our sales director retires next year.",
    );
    expect(r.drivers).toContain("we can't see stock across sites");
    expect(r.risks).toEqual([
      "Concern: last time the data migration ate six months",
      "Adoption: union may not adopt it",
      "Key person: the sales director is retiring",
    ]);
    for (const text of [...r.drivers, ...r.risks]) expect(text.length).toBeLessThan(60);
  });

  it("names whose staff resist, and a sceptic in British spelling", () => {
    expect(roadmapAfter("New ERP.", "The warehouse staff will resist it.").risks).toEqual([
      "Adoption: warehouse staff may not adopt it",
    ]);
    // A leader's doubt is the sponsorship risk (clarity-risk-sponsor.ts), not a user's adoption.
    expect(roadmapAfter("New ERP.", "Our CFO is sceptical of big projects.").risks).toEqual([
      "Sponsorship: CFO not yet convinced",
    ]);
  });

  it("reads departments under other names", () => {
    const r = roadmapAfter(
      "New ERP.",
      "The accounts team, the quality team, our field techs and the people team use it.",
    );
    expect(r.departments).toEqual(
      expect.arrayContaining(["finance", "quality", "field service and dispatch", "HR"]),
    );
  });

  it("takes the company's size from where it is and where it is going", () => {
    expect(roadmapAfter("Medtech, about 450 across two countries, new ERP.").companySize).toBe(
      "450 people",
    );
    expect(
      roadmapAfter("New ERP.", "We're 75 people, soon 110 after the acquisition.").companySize,
    ).toBe("110 people");
    expect(roadmapAfter("we are 150, want odoo, 200k euros").companySize).toBe("150 people");
    expect(roadmapAfter("What keeps me up at night is data quality.").risks).toEqual([
      "Concern: data quality",
    ]);
    const team = roadmapAfter("New ERP.", "We are a team of about 90.");
    expect([team.companySize, team.coreTeam]).toEqual(["90 people", undefined]);
  });

  it("keeps the Swiss figure whole across 'Mio.'", () => {
    expect(roadmapAfter("New CRM.", "We've set aside 1,2 Mio. CHF for it.").budget).toBe(
      "CHF 1.2M",
    );
  });

  it("names the Dynamics product left behind", () => {
    const r = roadmapAfter("We're replacing Dynamics GP with Business Central.");
    expect([r.project, r.systems]).toEqual(["Business Central (ERP)", ["Dynamics GP"]]);
  });
});

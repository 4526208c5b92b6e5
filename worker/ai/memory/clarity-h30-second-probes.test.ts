/**
 * Round h30's second probes: new one-line wordings of each class fixed this round, written after
 * the fixes and not tuned on (first play: see the commit that adds this file).
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const OPEN = "We're a 120-person business looking at a new ERP.";

function answered(asked: string[], text: string) {
  let m: ClarityMemory = learnFrom(emptyMemory(), OPEN, NOW);
  m = { ...m, asked: [...m.asked, ...asked] };
  return roadmapOf(learnFrom(m, text, NOW));
}

describe("second probes, round h30", () => {
  it("1 a misspelt team in a sentence", () => {
    expect(
      answered(["drivers"], "The accouting team closes the month by hand.").departments,
    ).toContain("finance");
  });
  it("2 a misspelt tool in lower case", () => {
    expect(answered(["systems"], "mostly hubspt and a shared spreadsheat").systems).toEqual(
      expect.arrayContaining(["HubSpot", "spreadsheets"]),
    );
  });
  it("3 a misspelt department in a list answer", () => {
    expect(answered(["departments"], "marketting, logisitcs and payrol").departments).toEqual(
      expect.arrayContaining(["marketing", "HR"]),
    );
  });
  it("4 a list answer with one team no label places", () => {
    expect(answered(["departments"], "finance, the kennels and reception").departments).toContain(
      "kennels",
    );
  });
  it("5 a list answer in plain words after a filler", () => {
    expect(answered(["departments"], "mainly sales and the tasting room").departments).toEqual(
      expect.arrayContaining(["sales", "tasting room"]),
    );
  });
  it("6 a doubt after which teams adds nothing", () => {
    expect(answered(["departments"], "hard to say at this stage").departments).toEqual([]);
  });
  it("7 the core team as us two", () => {
    expect(answered(["coreTeam"], "just the two of us really").coreTeam).toBe("2 people");
  });
  it("8 the core team a turn late, the speaker first", () => {
    expect(answered(["coreTeam", "email"], "me, our office manager and Dev").coreTeam).toBe(
      "3 people",
    );
  });
  it("9 the core team a turn late, the speaker last", () => {
    const r = answered(["coreTeam", "companySize"], "our FD, the head chef and myself");
    expect(r.coreTeam).toBe("3 people");
    expect(r.drivers).toEqual([]);
  });
  it("10 the core team as a numbered list under a heading", () => {
    expect(
      answered(["budget"], "Project team:\n1) Head of finance\n2) Warehouse manager\n3) Me")
        .coreTeam,
    ).toBe("3 people");
  });
  it("11 reasons numbered inline", () => {
    expect(
      answered(
        ["timeline"],
        "Why: 1. the auditors flagged our stock counts 2. we are opening a second site",
      ).drivers.length,
    ).toBeGreaterThanOrEqual(2);
  });
  it("12 systems numbered one to a line", () => {
    expect(
      answered(["budget"], "Current systems:\n1. Sage 200\n2. Excel\n3. an old Access database")
        .systems,
    ).toEqual(expect.arrayContaining(["Sage 200", "spreadsheets"]));
  });
  it("13 a paste opened with here are", () => {
    expect(
      answered(["timeline"], "Here are the key points from our board paper, copied in as is.")
        .drivers,
    ).toEqual([]);
  });
  it("14 a paste opened with see below", () => {
    expect(answered(["timeline"], "I've copied our requirements list below.").drivers).toEqual([]);
  });
  it("15 a list of posts is no list of teams", () => {
    expect(
      answered(["budget"], "Steering group: Finance director, Site supervisor, Payroll officer.")
        .departments,
    ).not.toEqual(expect.arrayContaining(["supervisor"]));
  });
});

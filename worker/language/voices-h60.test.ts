/**
 * Readings round h60 found wrong in voices written before it (tests/worker/qualification-eval/
 * tuned-h60.ts): each class with sentences of its own, not the cases' words.
 */
import { describe, expect, it } from "vitest";
import {
  callWishIn,
  companyFromMessages,
  ownWords,
  readCompanySize,
  readMoney,
  readWhens,
} from "./index";

const at = new Date("2026-11-23T10:00:00Z");

describe("a headcount", () => {
  it.each([
    ["we have 9 pharmacies, about 12 staff per pharmacy", 108],
    ["6 surgeries in the county, roughly 20 staff per surgery", 120],
    ["headcount wise we're at about 140 headcount in total", 140],
    ["roughly 60 headcount across the business", 60],
    ["we're 40-ish people, more like 55 if you count the warehouse lads", 55],
    ["about 30 people, 45 including the cleaning crew", 45],
    ["70 workers in the factory and 25 in offices", 95],
    ["we are 50 in the warehouses and 12 in the office", 62],
  ])("%s → %d", (text, size) => {
    expect(readCompanySize(text)).toBe(size);
  });
});

describe("a call", () => {
  it.each([
    ["summary:\n- 80 staff\n- please call, afternoons", true],
    ["notes\n• pls call, weekday evenings", true],
    ["- don't call, email only", false],
  ])("%s → %s", (text, wish) => {
    expect(callWishIn(text)).toBe(wish);
  });
});

describe("a company", () => {
  it.each([
    ["sorry for the delay, i'm with customers most mornings - budget is about 40k", undefined],
    ["we're with a client till 4, can you email", undefined],
    [
      "Thanks and Regards\nAnand Iyer\nDirector - Finance\nKaveri Textiles Pvt. Ltd.\nanand@kaveritex.example",
      "Kaveri Textiles Pvt. Ltd",
    ],
    ["With kind regards\nSuresh Menon\nHead - Ops\nMalabar Spices Ltd", "Malabar Spices Ltd"],
  ])("%s → %s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });
});

describe("a date", () => {
  const read = (text: string) => readWhens(text, at).map((w) => `${w.kind} ${w.month}`);
  it.each([
    ["we'll choose a partner in the new year, by mid mar at the latest", "decision 2027-03"],
    ["in the new year, probably by end of apr, we want to go live", "go-live 2027-04"],
    ["we must be live by end of april before the spring rush", "go-live 2027-04"],
    ["go live by the end of june, before the summer peak", "go-live 2027-06"],
  ])("%s → %s", (text, when) => {
    expect(read(text).at(-1)).toBe(when);
  });
});

describe("a lower-case name joined by 'and', as speech-to-text writes '&'", () => {
  it.each([
    ["ok so for context I'm at brook and lowe, we sell ERP add-ons on LinkedIn", "brook and lowe"],
    ["Sorry, typing fast: we're with sutton and hale btw", "sutton and hale"],
    ["Honestly we're at capacity and drowning in ERP tickets", undefined],
    ["We're at peak and the warehouse is full", undefined],
  ])("%s → %s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });
});

describe("a thread forwarded from the prospect's own side", () => {
  const thread = (intro: string) =>
    `${intro}\n\n---------- Forwarded message ---------\nFrom: Ruth Kane <ruth@example.com>\nDate: Mon, 16 Nov 2026 at 09:02\nSubject: RE: systems\n\nTeam - we're 260 people now and I can commit £90k. We go live by the end of April.\n\nRuth\n\n> On 12 Nov 2026, at 14:10, Sam wrote:\n> do we have a number yet?`;
  it.each(["see what our MD wrote below", "here's what my boss sent this morning"])(
    "'%s': its figures are the prospect's, its mail dates no project's",
    (intro) => {
      const own = ownWords(thread(intro));
      expect(readMoney(own)).toEqual({ min: 90_000, max: 90_000, currency: "GBP" });
      expect(readCompanySize(own)).toBe(260);
      expect(readWhens(own, at).map((w) => `${w.kind} ${w.month}`)).toEqual(["go-live 2027-04"]);
    },
  );
  it("from a supplier it is still someone else's", () => {
    expect(readMoney(ownWords(thread("here's what our supplier sent me")))).toBeUndefined();
  });
});

describe("who a decision comes from is no date gone by", () => {
  it.each([
    ["we need a decision from the board by March.", "decision 2027-03"],
    ["we expect a decision from the trustees by the end of january", "decision 2027-01"],
  ])("%s → %s", (text, when) => {
    expect(readWhens(text, at).map((w) => `${w.kind} ${w.month}`)).toEqual([when]);
  });
});

describe("second probes: a number read out, a signature above an Outlook thread", () => {
  it("a number read out in words is a number to be called on", () => {
    expect(
      callWishIn("best to reach me on oh seven nine one one double two three four five six"),
    ).toBe(true);
  });
  it("the signature above a thread names the company whole, its short name said before it", () => {
    const text =
      "See my CFO's answer below. There are about 60 of us at Hartwell.\n\nBest regards,\nNia Hughes\nOps Manager\nHartwell Marine Supplies\n\nFrom: Tom Reese\nSent: Friday, 20 November 2026 10:04\nTo: Nia Hughes\nSubject: budget\n\nNia, £70k is fine.";
    expect(companyFromMessages([ownWords(text)])).toBe("Hartwell Marine Supplies");
  });
});

/**
 * A figure taken back by calling it wrong or old, or by striking it out ("sorry 90 was wrong,
 * we're 115", "scratch the 90", "the 90 was last year's number"): the new figure replaces it in
 * Clarity's memory and on the lead alike (worker/language/corrections.ts, figure-correction.ts).
 * `firstPlay` failed 3 of 6 before the fix (the first from a fair sample); `secondProbes` were
 * written after it, in other words, and passed 4 of 6 first time (ignore/disregard then added).
 */
import { describe, expect, it } from "vitest";
import { readLeadFacts } from "../../ledger/lead-facts";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const read = (said: string[]) => ({
  memory: said.reduce((m, s) => learnFrom(m, s, NOW), emptyMemory()),
  lead: readLeadFacts(said.map((text, i) => ({ text, at: NOW + i * 60_000 }))),
});

const firstPlay: [string[], number][] = [
  [
    [
      "we're a SaaS co (~90 people, mostly eng + sales)",
      "sorry 90 was wrong, we're 115 after the last hiring wave",
    ],
    115,
  ],
  [["We have 90 employees.", "90 was wrong, we're 115 now"], 115],
  [["We have 90 employees.", "sorry, 90 is out of date - we're 115"], 115],
  [["We have 90 employees.", "actually we're 115, not 90"], 115],
  [["We have 90 employees.", "scratch the 90, it's 115 since the hiring wave"], 115],
  [["We have 90 employees.", "my bad, the 90 was last year's number, we're at 115"], 115],
];
const secondProbes: [string[], number][] = [
  [["We're 40 staff.", "ignore the 40, that was before the merger: 75 now"], 75],
  [["We have 300 employees.", "300 was a typo, 230"], 230],
  [["We're about 150 people.", "disregard my 150, we're 170 incl. contractors"], 170],
];

describe("a company size called wrong or struck out", () => {
  it.each([...firstPlay, ...secondProbes])("%j is %i", (said, size) => {
    const { memory, lead } = read(said);
    expect(memory.companySize).toBe(size);
    expect(lead.companySize).toBe(size);
  });

  it("a budget called old takes the new figure", () => {
    const { memory, lead } = read([
      "Budget is around $200k.",
      "the 200k is old, finance approved 260k",
    ]);
    expect(memory.budget).toMatchObject({ min: 260_000, max: 260_000 });
    expect(lead.budget).toMatchObject({ min: 260_000, max: 260_000 });
  });

  it.each([
    [["We have 90 employees.", "the ERP is old, we are still 90 people though"], 90],
    [["Our budget is 200k and we have 120 staff.", "Q3 is wrong for us, Q4 works better"], 120],
  ])("something else called old changes no figure: %j", (said, size) => {
    const { memory, lead } = read(said);
    expect(memory.companySize).toBe(size);
    expect(lead.companySize).toBe(size);
  });
});

/**
 * The lead's facts read across sentences: a year corrected alone keeps the month said before it,
 * and what only a reading across sentences finds (a date counted from another, one phone among
 * several) stands over the chat's memory, which reads a sentence or a number at a time.
 */
import { describe, expect, it } from "vitest";
import { leadFactsOf, readLeadFacts } from "./lead-facts";

const NOV_2026 = Date.UTC(2026, 10, 23, 10);
const said = (...texts: string[]) => texts.map((text, i) => ({ text, at: NOV_2026 + i * 1000 }));

describe("a year corrected alone", () => {
  it.each([
    [["We'd want to go live in March 2027.", "sorry, 2028 not 2027"], "go-live 2028-03"],
    [["Start in May 2027.", "Actually 2028."], "start 2028-05"],
    // A correction that names its month replaces the whole date.
    [["Go live in March 2027.", "Sorry, I meant June 2028."], "go-live 2028-06"],
  ])("%j → %s", (texts, want) => {
    const t = readLeadFacts(said(...texts)).timeline;
    expect(t && `${t.kind} ${t.month}`).toBe(want);
  });
});

describe("facts read across sentences over the chat's memory", () => {
  const lead = (text: string, facts: object) => ({
    contact: {},
    createdAt: NOV_2026 + 60_000,
    roadmap: { systems: [], drivers: [], departments: [], risks: [], facts },
    conversations: [
      {
        id: "c1",
        projectType: null,
        omittedMessages: 0,
        messages: [{ id: "m1", role: "user" as const, text, at: new Date(NOV_2026).toISOString() }],
      },
    ],
  });

  it("takes a date counted from another over the memory's", () => {
    const facts = leadFactsOf(
      lead("Our year end is in March; we'd go live two months after that.", {
        timeline: { kind: "go-live", text: "March", month: "2027-03" },
      }),
    );
    expect(facts.timeline).toMatchObject({ kind: "go-live", month: "2027-05" });
  });

  it("takes the prospect's own number over the office's the memory kept", () => {
    const facts = leadFactsOf(
      lead("Our main line is 0161 496 0800 but it's better to call my mobile, 07700 900 765.", {
        phone: "+441614960800",
      }),
    );
    expect(facts.phone).toBe("+447700900765");
  });

  it("keeps the memory's facts where one sentence holds them", () => {
    const facts = leadFactsOf(
      lead("Call me on 07700 900 765. We go live in May 2027.", {
        phone: "+447700900111",
        timeline: { kind: "go-live", text: "June 2027", month: "2027-06" },
      }),
    );
    expect(facts).toMatchObject({ phone: "+447700900111", timeline: { month: "2027-06" } });
  });
});

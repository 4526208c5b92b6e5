/**
 * The lead's timeline over several messages: a date only stated ("our financial year ends in
 * March", "out of office until 5 January") never replaces the target given before it, and a
 * correction replaces the date it corrects, keeping its kind ("start in January" … "make that
 * February"; "live in May" … "I meant June, not May").
 */
import { describe, expect, it } from "vitest";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const timeline = (...texts: string[]) => {
  const t = readLeadFacts(texts.map((text, i) => ({ text, at: at + i * 1000 }))).timeline;
  return t ? `${t.kind} ${t.month}` : null;
};

describe("the lead's timeline over several messages", () => {
  it.each([
    [["We need to be live by June 2027.", "Our financial year ends in March."], "go-live 2027-06"],
    [["Go-live by September.", "I'm out of office until 5 January."], "go-live 2027-09"],
    [["Go-live end of April.", "Our current contract renews in January 2027."], "go-live 2027-04"],
    [["We'd like to start in January.", "Actually, make that February."], "start 2027-02"],
    [["We're targeting go-live in May.", "Sorry, I meant June, not May."], "go-live 2027-06"],
    [["Our year end is in March.", "We need to be live by June 2027."], "go-live 2027-06"],
    [["Our financial year ends in March."], "go-live 2027-03"],
  ])("%j → %s", (texts, want) => {
    expect(timeline(...texts)).toBe(want);
  });
});

/**
 * Dates a lead's facts keep as said: a date's day ("on the 14th of January" is "14 January", not
 * "January"), holidays and festivals ("the week after Easter", "before Diwali"), and a period
 * counted from a person's start ("within her first 100 days").
 */
import { describe, expect, it } from "vitest";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const timeline = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text, at: at + i * 1000 }))).timeline;

describe("a date's day is kept", () => {
  it.each([
    ["the partners meet on the 14th of January to decide", "decision", "2027-01", /14 January/],
    ["the board signs off on March 3rd", "decision", "2027-03", /March 3|3 March/],
    ["we want to go live on the 1st of July 2027", "go-live", "2027-07", /1 July/],
  ])("%s", (text, kind, month, words) => {
    const t = timeline(text);
    expect(t && `${t.kind} ${t.month}`).toBe(`${kind} ${month}`);
    expect(t?.text).toMatch(words);
  });
});

describe("holidays and festivals as dates", () => {
  it.each([
    ["we'd like to kick off the week after Easter", "start 2027-04"],
    ["the system must be live before Diwali", "go-live 2027-10"],
    ["go live straight after Chinese New Year", "go-live 2027-02"],
    ["we'd start once Ramadan is over", "start 2027-03"],
    ["we need to decide before Thanksgiving next year", "decision 2027-11"],
  ])("%s → %s", (text, want) => {
    const t = timeline(text);
    expect(t && `${t.kind} ${t.month}`).toBe(want);
  });
});

describe("a period counted from a person's start", () => {
  it.each([
    [
      "Our CEO started on 2 November and wants a decision within her first 100 days.",
      "decision 2027-02",
    ],
    [
      "our new CFO joined on 1 December and wants this live within his first 100 days",
      "go-live 2027-03",
    ],
    [
      "The new MD starts on 4 January; she has to sign it off in her first 90 days",
      "decision 2027-04",
    ],
  ])("%s → %s", (text, want) => {
    const t = timeline(text);
    expect(t && `${t.kind} ${t.month}`).toBe(want);
  });
});

/**
 * Second probes of round 12 (written after its fixes, not tuned on): new wordings of each class
 * fixed — a number with a time that suits, a date's day, festivals and spans from them, a period
 * from a person's start, a headcount in words with "and", a currency said after the budget.
 */
import { describe, expect, it } from "vitest";
import { callWishIn, readCompanySize } from "../language";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const facts = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text, at: at + i * 1000 })));
const timeline = (...texts: string[]) => {
  const t = facts(...texts).timeline;
  return t ? `${t.kind} ${t.month} ${t.text}` : null;
};

describe("a number with a time that suits", () => {
  it.each([
    ["you can get me on 0207 946 0321, best after 4pm", true],
    ["my mobile: 0851 234 567 - weekday lunchtimes are easiest", true],
    ["0498 765 432, I'm around Tuesday afternoon", true],
    ["cell 613-555-0148, evenings are better than days", true],
    [
      "my number is 07911 123456 but please just email, evenings are better for me to read things",
      false,
    ],
  ])("%s → %s", (text, want) => {
    expect(callWishIn(text)).toBe(want);
  });
});

describe("a date's day", () => {
  it.each([
    ["we're aiming to go live on 3rd of August 2027", /^go-live 2027-08 .*3 August/],
    ["the steering group decides on the 21st of December", /^decision 2026-12 .*21 December/],
    ["kick-off is pencilled in for the 5th of April", /^start 2027-04 .*5 April/],
  ])("%s", (text, want) => {
    expect(timeline(text)).toMatch(want);
  });
});

describe("festivals and spans from them", () => {
  it.each([
    ["we want to be up and running before Lunar New Year", /^go-live 2027-02/],
    ["we'd start two weeks after Eid", /^start 2027-03/],
    ["launch by Hanukkah next year", /^go-live 2027-12/],
    ["we'll sign off after Diwali", /^decision 2027-10/],
    ["we need to be live the month before Passover", /^go-live 2027-03/],
  ])("%s", (text, want) => {
    expect(timeline(text)).toMatch(want);
  });
});

describe("a period from a person's start", () => {
  it.each([
    [
      "our incoming CEO joins in February and wants it live within her first six months",
      /^go-live 2027-08/,
    ],
    [
      "the new CIO has to sign a deal within his first 60 days; he started last week",
      /^decision 2027-01/,
    ],
    ["within their first 12 weeks, the new COO wants the rollout done", /^go-live 2027-02/],
  ])("%s", (text, want) => {
    expect(timeline(text)).toMatch(want);
  });
});

describe("a headcount in words with 'and'", () => {
  it.each([
    ["we have three hundred and forty-five employees", 345],
    ["the firm is one hundred and eight people", 108],
    ["we're two thousand and fifty employees", 2050],
  ])("%s → %s", (text, want) => {
    expect(readCompanySize(text)).toBe(want);
  });
});

describe("a currency said after the budget", () => {
  it.each([
    [["We have roughly 120k to play with.", "all those figures are in euros btw"], "EUR"],
    [["budget is 75-90k", "oops, forgot to say - that's in pounds"], "GBP"],
    [["£200k budget", "sorry the budget is in Canadian dollars, not pounds"], "CAD"],
    [["1.2 million is the budget", "those numbers are rand, not dollars"], null],
    [["we can spend 400k", "it's Singapore dollars"], null],
  ])("%j → %s", (texts, want) => {
    const b = facts(...texts).budget;
    expect(b ? b.currency : null).toBe(want);
  });
});

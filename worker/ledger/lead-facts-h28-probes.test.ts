/**
 * Second probes of round h28's classes, written after the fixes and played once as written: new
 * wordings of a calendar week, a span in days, the school year, a sum by the period over a term,
 * a top after a first sum, a group's headcount beside the business's own, a legal form after a
 * comma, a name beside what the business is, a call asked with a softening word and a cue word
 * opening a sentence.
 */
import { describe, expect, it } from "vitest";
import { budgetSaid, factsSaid, timelineSaid } from "./lead.test-kit";

describe("dates", () => {
  it.each([
    ["We're aiming to cut over in calendar week 9.", "go-live 2027-03"],
    ["Decision expected wk 6 2027", "decision 2027-02"],
    ["we'd like to kick things off in the next 30 days", "start 2026-12"],
    ["need this live inside 120 days", "go-live 2027-03"],
    ["we'd start at the beginning of the next school year", "start 2027-09"],
  ])("%s → %s", (said, want) => expect(timelineSaid(said)).toBe(want));
});

describe("budgets", () => {
  it.each([
    ["we can put in about $5k a month over 18 months", "USD 90000-90000"],
    ["Looking at €60k, ceiling of €75k.", "EUR 60000-75000"],
    ["120k ideally, hard cap 140k", "USD 120000-140000"],
  ])("%s → %s", (said, want) => expect(budgetSaid(said)).toBe(want));
});

describe("size, company, call", () => {
  it("the business's own count beside its group's", () => {
    expect(
      factsSaid("Our parent group has 3,500 staff worldwide, while our UK arm is 240 people.")
        .companySize,
    ).toBe(240);
  });
  it.each([
    ["I'm the COO at Northwind Trading, LLC.", "Northwind Trading, LLC"],
    ["we're a family-run chain of bakeries, Crumb & Co, in Leeds", "Crumb & Co"],
    ["Getting in touch from Bellhaven Logistics about your service.", "Bellhaven Logistics"],
  ])("%s → %s", (said, want) => expect(factsSaid(said).company).toBe(want));
  it.each(["can we quickly speak on Monday?", "Could we possibly chat by phone this week?"])(
    "%s asks for a call",
    (said) => expect(factsSaid(said).callWish).toBe(true),
  );
});

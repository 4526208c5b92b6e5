/**
 * Second probes of round 15 (written after its fixes, not tuned on): new wordings of each class
 * fixed — a sum per place times the places, a floor and a top in different messages, a band range
 * of figures, a mark, a currency said as a nationality after the sum, a dollar sign's letters
 * after a bound, a yearly sum the prospect can commit, quarters of a fiscal year that starts in
 * another month, a date moved in a later message, "from" naming who said it.
 */
import { describe, expect, it } from "vitest";
import { budgetSaid as budget, timelineSaid as timeline } from "./lead.test-kit";

describe("budgets, second probes (round 15)", () => {
  it.each([
    // a sum per place times the places
    [["roughly £12k for each of our 6 branches"], "GBP 72000-72000"],
    [["we run 3 warehouses", "budget is about $50k per warehouse"], "USD 150000-150000"],
    [["20 grand a store, and there are 10 stores in the chain"], "USD 200000-200000"],
    // a floor and a top in different messages
    [["we'd spend at least €30k", "but no more than €45k"], "EUR 30000-45000"],
    [
      ["our ceiling is £200k", "and realistically it'll be a minimum of £150k"],
      "GBP 150000-200000",
    ],
    // a band range of figures
    [["mid to high five figures, sterling"], "GBP 40000-99999"],
    [["low-to-mid seven figures in USD"], "USD 1000000-6999999"],
    // a mark
    [["spend-wise we're near the 80 mark, euros"], "EUR 80000-80000"],
    // a currency as a nationality after the sum
    [["about 75k, Aussie"], "AUD 75000-75000"],
    // a dollar sign's letters after a bound
    [["up to C$90k for everything"], "CAD 0-90000"],
    [["not more than US$300k"], "USD 0-300000"],
    // a yearly sum the prospect can commit
    [["we can spend roughly £30k a year on it"], "GBP 30000-30000"],
    [["we pay $15k a year for the old tool"], null],
  ])("%j → %s", (said, want) => {
    expect(budget(...said)).toBe(want);
  });
});

describe("timelines, second probes (round 15)", () => {
  it.each([
    [["Our FY begins in October, so go-live in Q2 works best"], "go-live 2027-03"],
    [["we want to be live by Q1 of our financial year, which runs from July"], "go-live 2027-09"],
    [["financial year ends in June; kick-off early Q3"], "start 2027-01"],
    [
      ["target go-live is February", "the steering group pushed it back to April"],
      "go-live 2027-04",
    ],
    [["we plan to start in January", "that's now been moved to March"], "start 2027-03"],
    [["go-live: June", "quick update - it's been delayed until September"], "go-live 2027-09"],
    [["word from the CFO: decision by end of January"], "decision 2027-01"],
    [["we moved to Xero in 2019 and need the new system live by May"], "go-live 2027-05"],
  ])("%j → %s", (said, want) => {
    expect(timeline(...said)).toBe(want);
  });
});

/**
 * Round 15's first wordings of budget and timeline (written before its fixes, played once as they
 * were): money as a range over two messages, set aside, signed off, capex, per year against a
 * one-off, per site times sites, tops, "low to mid six figures", "the 250 mark", one currency for
 * two figures, k / K / grand, revenue and vendors' quotes that are not the budget, a budget cut;
 * timelines in fiscal quarters of a non-calendar year, after peak season, a lease ending, in 18
 * months, this side of Christmas, auditors in March, a start and a go-live in one sentence, a
 * decision against a go-live, ASAP, a date pushed back, weeks, dates as 03/2027, 2027-03, Mar '27.
 * Read against 2026-11-23.
 */
import { describe, expect, it } from "vitest";
import { budgetSaid as budget, timelineSaid as timeline } from "./lead.test-kit";

describe("budgets as prospects say them (round 15)", () => {
  it.each([
    [
      ["budget starts at about £40k", "and could go up to £55k if we really need to"],
      "GBP 40000-55000",
    ],
    [["We've set aside $75k for the rollout"], "USD 75000-75000"],
    [["The board signed off on £1.2m for the programme"], "GBP 1200000-1200000"],
    [["capex of €300k has been approved"], "EUR 300000-300000"],
    // First written as £50K: the project's rule (money-terms.ts, decision 033) counts a first year
    // plus one year of the running cost when no term is said — the wording was wrong, not the reading.
    [["one-off budget is £50k, plus about £8k per year for support"], "GBP 58000-58000"],
    [["we have €15k per site, and there are 8 sites"], "EUR 120000-120000"],
    [["no more than A$200k all in"], "AUD 0-200000"],
    [["we're thinking low to mid six figures, US dollars"], "USD 100000-699999"],
    [["budget-wise we're around the 250 mark, sterling"], "GBP 250000-250000"],
    [["CHF 80 to 95 thousand for the whole project"], "CHF 80000-95000"],
    [["somewhere between $40 and 60 grand"], "USD 40000-60000"],
    [["50K-70k USD"], "USD 50000-70000"],
    [["our revenue is about £12m and the budget for this is £150k"], "GBP 150000-150000"],
    [["Vendor X quoted us $380k, which is way above our budget of $250k"], "USD 250000-250000"],
    [["we'd said £100k but it's now been cut to £80k"], "GBP 80000-80000"],
    [["budget is €200k", "sorry, €180k - we lost part of the grant"], "EUR 180000-180000"],
    [["we turn over about $30M a year"], null],
    [["Another consultancy quoted us €45k last month"], null],
    [["max 120 grand, Canadian"], "CAD 0-120000"],
    [["we could do about $40k a year"], "USD 40000-40000"],
  ])("%j → %s", (said, want) => {
    expect(budget(...said)).toBe(want);
  });
});

describe("timelines as prospects say them (round 15)", () => {
  it.each([
    [
      ["our fiscal year starts in April; we need it live by the end of fiscal Q2"],
      "go-live 2027-09",
    ],
    [["we can only start after peak season, which ends in September"], "start 2027-09"],
    [["it has to be running by the time the lease ends in June"], "go-live 2027-06"],
    [["we'd want to be live in 18 months"], "go-live 2028-05"],
    [["ideally this side of Christmas"], "go-live 2026-12"],
    [["we need it in place before our auditors come in March"], "go-live 2027-03"],
    [["we start in February and go live in September"], "go-live 2027-09"],
    [["we'll decide by January; go-live would be June"], "go-live 2027-06"],
    // First written as no date: "asap" is this month by the project's reading (when-month.ts).
    [["we need this ASAP"], "go-live 2026-11"],
    [["we planned go-live for March", "that slipped to May"], "go-live 2027-05"],
    [["we want to start in six weeks"], "start 2027-01"],
    [["target go-live 03/2027"], "go-live 2027-03"],
    [["go-live: 2027-03"], "go-live 2027-03"],
    [["live by Mar '27"], "go-live 2027-03"],
    [["decision by 15/01/2027"], "decision 2027-01"],
    [["we'd like to be up and running within 8 weeks"], "go-live 2027-01"],
    [["kick-off in the new year"], "start 2027-01"],
    [["the deadline was April but it's been pushed back to July"], "go-live 2027-07"],
    [["our financial year ends in March and we want it in place before then"], "go-live 2027-03"],
    [["go-live by the end of Q4 of our fiscal year, which starts 1 February"], "go-live 2027-01"],
  ])("%j → %s", (said, want) => {
    expect(timeline(...said)).toBe(want);
  });
});

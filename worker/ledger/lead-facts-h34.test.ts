/**
 * Round h34's classes (written with tuned-16's cases, before the fixes): a currency said by its
 * country after the figure ("sixty to ninety thousand Canadian"); a stretch's top with its own
 * sign ("A$150k, maybe A$180k at a stretch"); a sum put right after "sorry, typo," or "sorry, I
 * mean", the earlier sentences standing; a headcount beside the company's name with its town
 * ("Prairie Mutual Insurance, 300 people in Des Moines"); staff added with "+" ("120 + 40
 * seasonal"); "after Easter" after the Easter break; Black Friday and Thanksgiving as days; a
 * company named after "Morning -" beside a hedged FTE count.
 */
import { describe, expect, it } from "vitest";
import { budgetSaid as budget, factsSaid, timelineSaid as timeline } from "./lead.test-kit";

describe("budgets (round h34)", () => {
  it.each([
    [
      ["we'd be looking at sixty to ninety thousand Canadian for the first year"],
      "CAD 60000-90000",
    ],
    [["we have 200 thousand Australian set aside"], "AUD 200000-200000"],
    [["budget is about A$150k, maybe A$180k at a stretch"], "AUD 150000-180000"],
    [["Budget £60k - sorry, typo, £80k."], "GBP 80000-80000"],
    [["Budget £60k, sorry, I mean £80k."], "GBP 80000-80000"],
    [["we use a CDN with 200 edge nodes"], null],
  ])("%j → %s", (said, want) => {
    expect(budget(...said)).toBe(want);
  });
});

describe("sizes (round h34)", () => {
  it.each([
    [["Hello, Prairie Mutual Insurance, 300 people in Des Moines"], 300],
    [["Prairie Mutual, 300 people in Des Moines", "sorry, make that 340"], 340],
    [["we're 120 + 40 seasonal"], 160],
    [["we have 120 staff + 40 seasonal"], 160],
  ])("%j → %s", (said, want) => {
    expect(factsSaid(...said).companySize).toBe(want);
  });

  it("puts right only the sentence of the correction: the headcount before it stands", () =>
    expect(
      factsSaid("We are 45 people. Budget £60k - sorry, typo, £80k. We sign in January."),
    ).toMatchObject({ companySize: 45, budget: { min: 80_000, max: 80_000, currency: "GBP" } }));

  it("leaves a department's people in a place alone", () =>
    expect(factsSaid("Acme Ltd, 30 people in Finance").companySize).toBeUndefined());
});

describe("timelines (round h34)", () => {
  it.each([
    [["we'd like to go live after Easter"], "go-live 2027-04"],
    [["We'd like to start after Easter."], "start 2027-04"],
    [["launch by Easter 2027"], "go-live 2027-03"],
    [["it has to be live in time for Black Friday"], "go-live 2026-11"],
    [["live by Thanksgiving 2027"], "go-live 2027-11"],
  ])("%j → %s", (said, want) => {
    expect(timeline(...said)).toBe(want);
  });
});

it("reads a company named after 'Morning -' beside a hedged FTE count", () =>
  expect(
    factsSaid("Morning - Halden & Rowe Insurance Brokers, just under 500 FTE across three offices")
      .company,
  ).toBe("Halden & Rowe Insurance Brokers"));

describe("fixed after the second probes (round h34)", () => {
  it("puts right the sum of the sentence before 'Sorry, my mistake,'", () =>
    expect(
      factsSaid(
        "Hello, Elbe Kontor Logistik GmbH, 85 people in Hamburg",
        "Budget is €200k. Sorry, my mistake, €250k.",
      ),
    ).toMatchObject({ companySize: 85, budget: { min: 250_000, max: 250_000, currency: "EUR" } }));

  it.each([
    ["62 FTE + 8 apprentices in Basel.", 70],
    ["62 staff plus 8 trainees.", 70],
    ["62 employees + 8 interns", 62],
  ])("%s → %i", (said, want) => expect(factsSaid(said).companySize).toBe(want));
});

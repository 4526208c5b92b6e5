import { describe, expect, it } from "vitest";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const facts = (...texts: string[]) => readLeadFacts(texts.map((text, i) => ({ text, at: at + i })));

describe("the lead's facts corrected by the memory's rules", () => {
  it("a bare corrected figure keeps the euro", () => {
    expect(facts("Our budget is €400k for the rollout.", "450k, not 400k.").budget).toEqual({
      min: 450_000,
      max: 450_000,
      currency: "EUR",
    });
  });
  it("a figure corrected in the fact that held it", () => {
    expect(facts("Budget £250k.", "Not 250, 280.").budget).toEqual({
      min: 280_000,
      max: 280_000,
      currency: "GBP",
    });
    expect(facts("We're 60 staff.", "Our budget is €100k.", "Make that 120.")).toMatchObject({
      companySize: 60,
      budget: { max: 120_000, currency: "EUR" },
    });
  });
  it("the currency corrected alone", () => {
    expect(facts("Budget is about 250k pounds.", "Sorry, dollars not pounds.").budget).toEqual({
      min: 250_000,
      max: 250_000,
    });
  });
  it("a head count said as a correction corrects no budget", () => {
    expect(facts("60 devs, budget around 90k USD.", "Actually we're 75 now.")).toMatchObject({
      companySize: 75,
      budget: { max: 90_000 },
    });
  });
  it("a start beats a decision in one note, a go-live beats both", () => {
    expect(
      facts("Must decide before Christmas; we start the project in April.").timeline,
    ).toMatchObject({ kind: "start", month: "2027-04" });
  });
});

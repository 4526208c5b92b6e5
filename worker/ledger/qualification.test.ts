import { describe, expect, it } from "vitest";
import { leadFactsOf, readLeadFacts } from "./lead-facts";
import { prospectQualification, qualificationOf, sortValues } from "./qualification";

const NOV_2026 = Date.UTC(2026, 10, 23);
const noValues = { budget: null, companySize: null, timeline: null };

describe("qualification", () => {
  it("keeps the roadmap's words and the typed values, the words from the values when none", () => {
    const roadmap = {
      systems: [],
      drivers: [],
      departments: [],
      risks: [],
      budget: " $400K ",
      companySize: "300 people",
    };
    expect(qualificationOf(roadmap, "CRM")).toEqual({
      project: "CRM",
      companySize: "300 people",
      budget: "$400K",
      timeline: null,
      values: noValues,
    });
    const facts = {
      budget: { min: 60_000, max: 80_000, currency: "EUR" as const },
      companySize: 90,
      timeline: { kind: "go-live" as const, month: "2027-06", text: "June 2027" },
    };
    expect(qualificationOf(null, null, facts)).toEqual({
      project: null,
      companySize: "90 people",
      budget: "€60K–€80K",
      timeline: "June 2027",
      values: facts,
    });
  });

  it("sorts a budget by its top in dollars, whatever its currency, and a timeline by its month", () => {
    const eur = sortValues({
      ...noValues,
      budget: { min: 100_000, max: 100_000, currency: "EUR" },
    });
    const usd = sortValues({ ...noValues, budget: { min: 100_000, max: 100_000 } });
    const gbp = sortValues({ ...noValues, budget: { min: 90_000, max: 100_000, currency: "GBP" } });
    expect(gbp.budget!).toBeGreaterThan(eur.budget!);
    expect(eur.budget!).toBeGreaterThan(usd.budget!);
    const march = sortValues({
      ...noValues,
      timeline: { kind: "go-live", month: "2027-03", text: "March" },
    });
    const dec = sortValues({
      ...noValues,
      timeline: { kind: "start", month: "2026-12", text: "December" },
    });
    expect(dec.timeline!).toBeLessThan(march.timeline!);
    expect(sortValues(undefined)).toEqual({ budget: null, size: null, timeline: null });
  });

  it("takes each field of a prospect from its newest lead that has it, with its value", () => {
    const older = qualificationOf(null, "ERP", { companySize: 200 });
    const newer = qualificationOf(null, null, { budget: { min: 50_000, max: 50_000 } });
    expect(prospectQualification([newer, older])).toEqual({
      project: "ERP",
      companySize: "200 people",
      budget: "$50K",
      timeline: null,
      values: { budget: { min: 50_000, max: 50_000 }, companySize: 200, timeline: null },
    });
  });
});

describe("a lead's words, read once", () => {
  const said = (...texts: string[]) =>
    texts.map((text, i) => ({ text, at: NOV_2026 + i * 60_000 }));

  it("keeps a go-live over a start date given after it", () => {
    const facts = readLeadFacts(
      said("We must be live by September 2027", "We'd start in February 2027"),
    );
    expect(facts.timeline).toMatchObject({ kind: "go-live", month: "2027-09" });
  });

  it("replaces a budget the prospect corrects", () => {
    const facts = readLeadFacts(said("Budget is about £150k", "Sorry, I meant £250k, not £150k"));
    expect(facts.budget).toEqual({ min: 250_000, max: 250_000, currency: "GBP" });
  });

  it("reads a note's size, budget, deadline, phone and call wish", () => {
    const facts = readLeadFacts(
      said(
        "We're 240 people, budget around $180k, live by end of June 2027. Call me today on (312) 555-0147.",
      ),
    );
    expect(facts).toMatchObject({
      companySize: 240,
      budget: { min: 180_000, max: 180_000 },
      timeline: { kind: "go-live", month: "2027-06" },
      phone: "+13125550147",
      callWish: true,
    });
    expect(readLeadFacts(said("No need to call, email only please")).callWish).toBe(false);
  });

  it("takes the chat's own facts over its words, a /try note's words over the chat's facts", () => {
    const roadmap = {
      systems: [],
      drivers: [],
      departments: [],
      risks: [],
      facts: { budget: { min: 100_000, max: 100_000 }, companySize: 70 },
    };
    const conversations = [
      {
        id: "c1",
        projectType: null,
        omittedMessages: 0,
        messages: [
          {
            id: "m1",
            role: "user" as const,
            text: "Budget $90k",
            at: new Date(NOV_2026).toISOString(),
          },
        ],
      },
    ];
    const chat = { contact: {}, createdAt: NOV_2026 + 60_000, conversations, roadmap };
    expect(leadFactsOf(chat)).toMatchObject({ budget: { min: 100_000 }, companySize: 70 });
    const form = { ...chat, contact: { note: "Budget is €150k" } };
    expect(leadFactsOf(form)).toMatchObject({
      budget: { min: 150_000, currency: "EUR" },
      companySize: 70,
    });
  });
});

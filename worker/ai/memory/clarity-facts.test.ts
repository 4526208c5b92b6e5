import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.UTC(2026, 10, 26);
const chat = (...messages: string[]) =>
  messages.reduce((m, text) => learnFrom(m, text, NOW), emptyMemory());

describe("Clarity's memory reads through the language module", () => {
  it("fills size, budget and project from a terse, misspelt first message", () => {
    const m = chat("~200 ppl, buget approx 300k, need a new ERP");
    const r = roadmapOf(m);
    expect(r.project).toMatch(/ERP/);
    expect(r.companySize).toBe("200 people");
    expect(r.budget).toBe("$300K");
    expect(r.facts).toMatchObject({ companySize: 200, budget: { min: 300_000, max: 300_000 } });
    expect(m.turn?.ask).not.toBe("budget");
    expect(m.turn?.ask).not.toBe("companySize");
  });

  it("reads a budget in words with its currency", () => {
    const r = roadmapOf(chat("We want a CRM. Budget is two hundred and fifty thousand euros."));
    expect(r.budget).toBe("€250K");
    expect(r.facts?.budget).toEqual({ min: 250_000, max: 250_000, currency: "EUR" });
  });

  it("replaces a corrected figure and keeps the old one in the history", () => {
    const m = chat("We need a new ERP, we're 60 employees", "sorry, I meant 90 not 60");
    expect(m.companySize).toBe(90);
    expect(m.history).toEqual([{ field: "companySize", from: "60", to: "90", turn: 2 }]);
    expect(m.turn?.learned.corrected).toEqual(["companySize"]);
    expect(roadmapOf(m).companySize).toBe("90 people");
  });

  it("replaces a corrected budget, in the new currency", () => {
    const m = chat("ERP project, budget around $200k", "actually the budget is €300k");
    expect(roadmapOf(m).budget).toBe("€300K");
    expect(m.turn?.learned.corrected).toEqual(["budget"]);
    expect(m.history?.[0]).toMatchObject({ field: "budget", from: "$200K", to: "€300K" });
  });

  it("keeps the go-live when a start or decision date comes later", () => {
    const m = chat("New CRM, we need to be live by Q4 2027", "we'd like to kick off in March 2027");
    expect(roadmapOf(m).timeline).toMatch(/Q4/);
    expect(roadmapOf(m).facts?.timeline).toMatchObject({ kind: "go-live", month: "2027-12" });
    expect(m.dates).toEqual([expect.objectContaining({ kind: "start", month: "2027-03" })]);
  });

  it("takes a corrected go-live: make that Q3", () => {
    const m = chat("New CRM, go-live in Q4 2027", "make that Q3");
    expect(roadmapOf(m).timeline).toMatch(/Q3/);
    expect(m.turn?.learned.corrected).toEqual(["timeline"]);
  });

  it("never names the system being left as the project", () => {
    const m = chat("We're moving from Sage to NetSuite");
    const r = roadmapOf(m);
    expect(r.project).toMatch(/NetSuite/);
    expect(r.project).not.toMatch(/Sage/);
    expect(r.systems).toContain("Sage");
  });

  it("keeps the phone, the company and the call wish", () => {
    const m = chat(
      "Hi, I'm Dana from Harbour Foods. Please call me on +44 7700 900123, we need an ERP",
    );
    expect(roadmapOf(m).facts).toMatchObject({
      phone: "+447700900123",
      company: "Harbour Foods",
      callWish: true,
    });
    expect(m.turn?.topics).toContain("person");
  });
});

describe("what is not a correction of a figure", () => {
  it("a year after 'rather' leaves the budget alone", () => {
    const m = chat("ERP, budget around €400k", "We'd rather go live in 2027, actually.");
    expect(roadmapOf(m).budget).toBe("€400K");
    expect(m.history).toBeUndefined();
  });

  it("a long message with 'actually' and a share keeps the headcount", () => {
    const m = chat(
      "CRM for our 150 employees",
      "Actually about 30% of our quotes go out late, which is the real reason we are looking now.",
    );
    expect(m.companySize).toBe(150);
  });
});

describe("what is not a fact of the project", () => {
  it("digits in an email address are no phone", () => {
    const m = chat("ERP please, write to priya.55460113@atlas.example");
    expect(m.phone).toBeUndefined();
  });

  it("a year in the past is no timeline", () => {
    expect(
      chat("AI agents for support", "Half the articles are from 2021.").timeline,
    ).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.UTC(2026, 10, 23);
const chat = (...messages: string[]) =>
  roadmapOf(messages.reduce((m, text) => learnFrom(m, text, NOW), emptyMemory()));

describe("corrections in the chat, by the lead's rules", () => {
  it("a head count said as a correction corrects no budget", () => {
    const r = chat(
      "Kim from Moonbeam Games. 60 devs, budget around 90k USD.",
      "Actually we're 75 now.",
    );
    expect(r.companySize).toBe("75 people");
    expect(r.budget).toBe("$90K");
  });
  it("the currency corrected alone", () => {
    expect(chat("CRM project, budget about 80k pounds.", "Sorry, dollars not pounds.").budget).toBe(
      "$80K",
    );
  });
  it("the budget named with a bare figure", () => {
    expect(chat("ERP for 200 staff, budget CHF 100k.", "Budget is more like 80 now.").budget).toBe(
      "CHF 80K",
    );
  });
  it("a month put in place of one taken back", () => {
    const r = chat("We want to go live with the new HR system in March.", "Not March, May.");
    expect(r.timeline).toMatch(/May/);
    expect(r.facts?.timeline).toMatchObject({ kind: "go-live", month: "2027-05" });
  });
  it("a decision and a go-live joined by 'with' in one sentence", () => {
    const r = chat("We decide in February with go-live in September for the new WMS.");
    expect(r.facts?.timeline).toMatchObject({ kind: "go-live", month: "2027-09" });
  });
});

/**
 * Departments are read from what the prospect states about the project: not from a question,
 * not from who cut or approved the money, not from a department the project leaves alone.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const departments = (...said: string[]) =>
  roadmapOf(said.reduce((m, s) => learnFrom(m, s), emptyMemory())).departments;

describe("departments the project touches", () => {
  it("not one named only in a question", () => {
    expect(
      departments(
        "We want a proper CRM for our sales team.",
        "Would we have to install anything on our side, or get IT involved at all? And would finance need to sign anything off?",
      ),
    ).toEqual(["sales"]);
  });

  it("not the one that cut or approved the money", () => {
    expect(
      departments(
        "A new helpdesk platform for our support agents.",
        "We had $400k pencilled in but finance trimmed it to $300k. Our CFO signed off on that.",
        "The CFO wants it under $280k now.",
      ),
    ).toEqual(["customer service"]);
  });

  it("not one the project leaves alone", () => {
    expect(
      departments(
        "We need a new ERP.",
        "Legal and HR won't be touched by this, it's purely production and purchasing.",
      ).sort(),
    ).toEqual(["manufacturing", "procurement"]);
  });

  it("a department stated beside a question still counts", () => {
    expect(
      departments(
        "The finance team is 12 people and already stretched — how much of their week would this take?",
      ),
    ).toEqual(["finance (12 people)"]);
  });
});

describe("the roadmap's date and driver", () => {
  it("a start stands in for the go-live over a decision, a condition aside", () => {
    const r = roadmapOf(
      [
        "We need a new ERP.",
        "The board signs off in January; once they approve, we'd begin in April.",
      ].reduce((m, s) => learnFrom(m, s, Date.parse("2026-11-20T12:00:00Z")), emptyMemory()),
    );
    expect(r.timeline).toBe("April");
    expect(r.facts?.timeline?.kind).toBe("start");
  });

  it("a need said as 'what we need is' is a driver", () => {
    const r = roadmapOf(learnFrom(emptyMemory(), "What we need is visibility."));
    expect(r.drivers).toContain("reporting gaps");
  });
});

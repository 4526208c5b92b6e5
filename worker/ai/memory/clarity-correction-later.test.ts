/**
 * A figure corrected a turn or two after it was given, with something else said between (a
 * question, the budget): the correction's own words say which fact it corrects. The chat kept
 * "70" after "actually make that 80 people" once a question came between (found by H12, round 14).
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const roadmap = (...said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

describe("a figure corrected later", () => {
  it("corrects the head count after a question came between", () => {
    const r = roadmap(
      "We need an ERP; we're about 70 staff",
      "what would it cost?",
      "actually make that 80 people",
    );
    expect(r.companySize).toMatch(/^80\b/);
  });

  it("corrects the head count, not the budget given last", () => {
    const r = roadmap(
      "We need a new CRM, 70 employees",
      "budget is around $100k",
      "sorry, make that 80 people",
    );
    expect(r.companySize).toMatch(/^80\b/);
    expect(r.budget).toMatch(/100K/);
  });

  it("corrects the budget after a question came between", () => {
    const r = roadmap(
      "ERP for our 200-person firm, budget $150k",
      "how long does the simulation take?",
      "actually the budget is more like $180k",
    );
    expect(r.budget).toMatch(/180K/);
  });
});

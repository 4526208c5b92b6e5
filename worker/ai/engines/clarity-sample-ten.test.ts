/**
 * Classes a fifth fair sample of new questions found (a hospital group weighing Workday or Oracle
 * Fusion), each read in the prospect's words and a second wording.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { emptyMemory } from "../memory/clarity-memory";
import { isQuestion } from "./clarity-clauses";
import { headCounts } from "./clarity-heard";
import { topicsOf } from "./clarity-question-topics";

describe("a sixth turn's reading", () => {
  it("a figure with a thousands comma is one figure", () => {
    expect(headCounts("3 hospitals, ~1,400 employees")).toEqual([
      { n: 1400, words: "1,400 employees" },
    ]);
  });

  it("a size beyond the range said against ours asks whether we fit", () => {
    expect(topicsOf("we're bigger than your 500 limit, can you still do it?")).toContain("fit");
    expect(topicsOf("we're well over your usual size, is that ok?")).toContain("fit");
  });

  it("how to reach them is an instruction, not a question for the pages or a call asked for", () => {
    expect(isQuestion("please don't call me, email only - it's r.osei@example.org")).toBe(false);
    expect(isQuestion("please send the price")).toBe(true);
    const m = learnFrom(
      emptyMemory(),
      "please don't call me, email only - it's r.osei@example.org",
    );
    expect(m.turn?.topics).not.toContain("person");
    expect(m.callWish).toBe(false);
  });

  it("a system whose name holds 'edi' is no online channel", () => {
    const m = learnFrom(emptyMemory(), "We need a new ERP. Our patient system is Meditech.");
    expect(m.flagged).not.toContain("erp-commerce");
    expect(
      learnFrom(emptyMemory(), "We need a new ERP. Our webstore is on Shopify.").flagged,
    ).toContain("erp-commerce");
  });
});

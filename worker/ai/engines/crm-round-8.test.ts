import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { replyTo } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";
import { inDealScale } from "./crm-figures";
import { oneCallPerDeal } from "./crm-one-change";

/**
 * Classes the CRM engine misread until the eighth round (docs/decisions/033): amounts read aloud
 * in pairs, weekdays a week on, two changes to one deal in one message, an undo in other words,
 * deals said to be someone's, a change redirected by its mood, and one rule for a figure said
 * without its unit.
 */
const update = (company: string, updates: Record<string, unknown>) => ({ company, updates });
const callsOf = (message: string) =>
  crmRespond([{ role: "user", content: message }], { context: seedContext, today: "2026-11-23" });

describe("amounts and dates said aloud", () => {
  it("adds a deal of 'eighty seven fifty' closing in a fortnight", () => {
    expect(replyTo(["new deal Pellucid Optics eighty seven fifty closing in a fortnight"])).toEqual(
      expect.objectContaining({ amount: 8_750, closeDate: "2026-12-07" }),
    );
  });
  it("adds a deal of 'twelve five' closing a week from monday, said on a Monday", () => {
    expect(replyTo(["add Sorrel Dental at twelve five, closes a week from monday"])).toEqual(
      expect.objectContaining({
        company: "Sorrel Dental",
        amount: 12_500,
        closeDate: "2026-12-07",
      }),
    );
  });
});

describe("a figure in words ending a clause, a fortnight as a shift", () => {
  it("reads both changes of 'down to one eighty and slips a fortnight'", () => {
    expect(replyTo(["atlas is down to one eighty and slips a fortnight"])).toEqual(
      update("Atlas Manufacturing", { amount: 180_000, closeDate: "2027-03-12" }),
    );
  });
});

describe("two changes to one deal in one message", () => {
  it("makes one call with both fields, and says them in one line", () => {
    const reply = callsOf("bump atlas to one point two mil and push it to mid january");
    expect(reply.toolCalls?.map((c) => c.input)).toEqual([
      update("Atlas Manufacturing", { amount: 1_200_000, closeDate: "2027-01-15" }),
    ]);
    expect(reply.text).toBe(
      "Updated **Atlas Manufacturing**: amount → $1,200,000, close date → Jan 15, 2027.",
    );
  });
  it("keeps the last value of a field said twice and the other calls in place", () => {
    const call = (input: unknown) => ({ toolName: "update_opportunity", input });
    const merged = oneCallPerDeal({
      text: "Added **Orbit**. Updated **Atlas**: amount → $1. Updated **Atlas**: amount → $2.",
      toolCalls: [
        { toolName: "add_opportunity", input: { company: "Orbit" } },
        call(update("Atlas", { amount: 1 })),
        call(update("Atlas", { amount: 2 })),
      ],
    });
    expect(merged.toolCalls?.map((c) => c.input)).toEqual([
      { company: "Orbit" },
      update("Atlas", { amount: 2 }),
    ]);
    expect(merged.text).toBe("Added **Orbit**. Updated **Atlas**: amount → $2.");
  });
});

describe("what the tools can't do, in other words", () => {
  it.each([
    "never mind, reverse that",
    "back that out",
    "can you roll that back",
    "undo my last edit",
    "hang on, that was a mistake, put it back how it was",
  ])("%s points to the Undo button", (say) => {
    expect(String(replyTo(["add Orrin Textiles 40k", say]))).toMatch(/Undo/);
  });
  it("reads 'put it back to 75%' as a new value, not an undo", () => {
    expect(replyTo(["set northwind to 80%", "put it back to 75%"])).toEqual(
      update("Northwind Logistics", { probability: 75 }),
    );
  });
  it.each(["how much of the pipeline is dave carrying", "what does Sam own", "show me Jo's book"])(
    "%s: deals have no owner here",
    (say) => {
      expect(String(replyTo([say]))).toMatch(/owner/);
    },
  );
});

describe("a change redirected by its mood", () => {
  it("moves the change to the deal it was supposed to be for", () => {
    expect(
      replyTo(["push northwind to 85%", "wrong one, that was supposed to be meridian"]),
    ).toEqual(update("Meridian Health Partners", { probability: 85 }));
  });
});

describe("one rule for a figure said without its unit", () => {
  it("reads thousands near the amount replaced, the figure itself near it, else nothing", () => {
    expect(inDealScale(130, 125_000)).toBe(130_000);
    expect(inDealScale(450, 500)).toBe(450);
    expect(inDealScale(20, 95_000)).toBeUndefined();
    expect(inDealScale(8_750, 125_000)).toBe(8_750);
  });
  it("serves an update and a correction alike", () => {
    expect(replyTo(["cut the atlas deal to 150"])).toEqual(
      update("Atlas Manufacturing", { amount: 150_000 }),
    );
    expect(replyTo(["northwind is 140k", "typo, should've been 104"])).toEqual(
      update("Northwind Logistics", { amount: 104_000 }),
    );
    // A figure neither reading fits is asked about, in both.
    expect(String(replyTo(["bump meridian to 95k", "make it 20"]))).toMatch(/What should change/);
    expect(String(replyTo(["meridian to 20"]))).toMatch(/What should change/);
  });
});

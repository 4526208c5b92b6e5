import { describe, expect, it } from "vitest";
import { replyTo } from "./crm-chat.test-kit";

/**
 * Requests written after the seventh round's fixes, in still other words, and the classes they
 * showed (docs/decisions/033): a company named after words in lower case, after its figure or
 * then called "it", a present-tense slip, a call said as "a bell", a month said last in one side
 * of a comparison, a field deals don't have, and a correction that starts "never mind".
 */
const update = (company: string, updates: Record<string, unknown>) => ({ company, updates });

describe("a new deal's company wherever it sits", () => {
  it("after words in lower case", () => {
    expect(
      replyTo(["had a verbal from Tollgate Ceramics for 36k, put it in proposal"]),
    ).toMatchObject({
      company: "Tollgate Ceramics",
      amount: 36_000,
      stage: "Proposal",
    });
  });

  it("called 'it' after it is named, with a figure of its own", () => {
    expect(
      replyTo(["verbal yes from Quarrington Labs for 64k, stick it in negotiation"]),
    ).toMatchObject({
      company: "Quarrington Labs",
      amount: 64_000,
      stage: "Negotiation",
    });
  });

  it("after its figure", () => {
    expect(replyTo(["new opp 27.5k Marram Surf closing the 5th"])).toMatchObject({
      company: "Marram Surf",
      amount: 27_500,
      closeDate: "2026-12-05",
    });
  });
});

describe("changes said in the present tense or as a correction", () => {
  it("moves a close date by a slip said now", () => {
    expect(replyTo(["northwind slips two weeks"])).toEqual(
      update("Northwind Logistics", { closeDate: "2026-12-29" }),
    );
  });

  it("puts the value back when the correction starts 'never mind'", () => {
    expect(replyTo(["northwind to 95%", "never mind, keep it at 75"])).toEqual(
      update("Northwind Logistics", { probability: 75 }),
    );
  });
});

describe("activities and questions in other words", () => {
  it("logs a bell as a call", () => {
    expect(replyTo(["gave sarah a bell about the renewal"])).toEqual({
      type: "call",
      contact: "Sarah Chen - Northwind Logistics",
      subject: "Renewal",
    });
  });

  it("finds the month said last in a side of a comparison", () => {
    const text = String(replyTo(["how are we tracking for december vs january"]));
    expect(text).toMatch(/December 2026: \*\*\$210,000\*\*.*January 2027: \*\*\$0\*\*/);
  });

  it("says deals keep no reason they were won or lost", () => {
    expect(String(replyTo(["add a loss reason to atlas: pricing"]))).toMatch(/^I can't set/);
  });
});

import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { amountBound } from "./crm-amount-bound";
import { CRM_TODAY, replyTo } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";

/**
 * The fifth round's classes (docs/decisions/033): two deals compared, the pipeline by close month,
 * a total leaving a deal out by name, two months or an amount span as one filter, a deal named by
 * its contact, by a word it shares with no other deal or with two letters swapped, a list of
 * changes each naming its deal, a note headed by the activity's noun, and fields no deal has.
 * Seed pipeline: Northwind Logistics $125,000 Proposal 75 % Dec 15; Meridian Health Partners
 * $85,000 Negotiation 90 % Dec 5; Atlas Manufacturing $200,000 Discovery 30 % Feb 26, 2027.
 */
const say = (...messages: string[]) => replyTo(messages);

describe("questions read as typed filters", () => {
  it("sets two named deals side by side, with the gap between them", () => {
    expect(say("Meridian vs Atlas?")).toMatch(/Atlas Manufacturing\*\* is bigger by \*\*\$115,000/);
  });

  it("groups the open deals by the month they close in", () => {
    expect(say("break the pipeline down month by month")).toMatch(
      /December 2026:\*\* \$210,000[\s\S]*February 2027:\*\* \$200,000/,
    );
  });

  it("leaves a deal out by name", () => {
    expect(say("how many deals apart from Northwind?")).toMatch(/\*\*2 active deals\*\*/);
  });

  it("joins two months said together into one span", () => {
    const text = say("what closes in january or february?");
    expect(text).toMatch(/Atlas Manufacturing/);
    expect(text).not.toMatch(/Northwind/);
  });

  it("reads an amount span with the unit said once", () => {
    expect(amountBound("deals from 90 to 130k")).toEqual({ min: 90_000, max: 130_000 });
    expect(say("any deals between $90,000 and $130,000?")).toMatch(/^Deals over \$90,000, under/);
  });

  it("answers a field no deal has honestly", () => {
    expect(say("show deals per sales rep")).toMatch(/can't set or show a deal's owner/);
  });
});

describe("deals named loosely", () => {
  it.each([
    ["Sarah's deal is at 80% now", "Northwind Logistics", { probability: 80 }],
    ["the manufacturing deal moves to proposal", "Atlas Manufacturing", { stage: "Proposal" }],
    ["move atals to proposal", "Atlas Manufacturing", { stage: "Proposal" }],
  ])("%s", (message, company, updates) => {
    expect(say(message)).toEqual({ company, updates });
  });

  it("makes each change of a list that names its deal in each clause", () => {
    const reply = crmRespond([{ role: "user", content: "Northwind 80%; Atlas 35%" }], {
      context: seedContext,
      today: CRM_TODAY,
    });
    expect(reply.toolCalls?.map((c) => c.input)).toEqual([
      { company: "Northwind Logistics", updates: { probability: 80 } },
      { company: "Atlas Manufacturing", updates: { probability: 35 } },
    ]);
  });
});

describe("activities and what is not one", () => {
  it("logs a note headed by the activity's noun, the clause after the dash its subject", () => {
    expect(say("meeting with Priya – they want a phased rollout")).toMatchObject({
      type: "meeting",
      contact: "Priya Natarajan - Atlas Manufacturing",
      subject: expect.stringMatching(/phased rollout/),
    });
  });

  it("doesn't log a meeting being arranged", () => {
    expect(say("arrange a demo with Marcus next week")).toMatch(
      /can't send emails, make calls or book/,
    );
  });

  it("reads past an emoji", () => {
    expect(say("add 🚀 Skyward Labs 30k")).toMatchObject({
      company: "Skyward Labs",
      amount: 30_000,
    });
  });
});

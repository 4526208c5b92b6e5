import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { CRM_TODAY, replyTo } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";

/**
 * The CRM engine's sixth round of classes (docs/decisions/033): a deal placed on the board with a
 * verb ("stick", "park"), an amount changed by a percent, a bare figure in a correction read in
 * the deal's own scale, an activity told by its outcome, and two groups of deals set against each
 * other. Seed pipeline: Northwind Logistics $125,000 Proposal 75 % Dec 15; Meridian Health
 * Partners $85,000 Negotiation 90 % Dec 5; Atlas Manufacturing $200,000 Discovery 30 % Feb 26,
 * 2027. Today: Mon Nov 23, 2026.
 */
const say = (...messages: string[]) => replyTo(messages);
const text = (message: string) =>
  crmRespond([{ role: "user", content: message }], { context: seedContext, today: CRM_TODAY }).text;

describe("a deal placed with a verb", () => {
  it("adds a company the pipeline lacks", () => {
    expect(say("stick Vela Outdoor in proposal at 64k")).toMatchObject({
      company: "Vela Outdoor",
      amount: 64_000,
      stage: "Proposal",
    });
    expect(say("park a new one for Ironbridge Labs - 33k, negotiation")).toMatchObject({
      company: "Ironbridge Labs",
      amount: 33_000,
    });
    expect(say("new one at 15k, company is Copperleaf Studio")).toMatchObject({
      company: "Copperleaf Studio",
    });
  });

  it("adds a company the pipeline lacks whatever the verb, when it comes with its own figure", () => {
    expect(say("slap Corbin Freight on the board for 58k")).toMatchObject({
      company: "Corbin Freight",
      amount: 58_000,
    });
  });

  it("does not add a company the pipeline lacks when the words change a deal", () => {
    expect(say("Acme is now 50k")).toMatch(/couldn't find \*\*Acme\*\*/);
  });

  it("moves a deal the pipeline has", () => {
    expect(say("park atlas in proposal")).toEqual({
      company: "Atlas Manufacturing",
      updates: { stage: "Proposal" },
    });
  });
});

describe("a change by a percent or a bare figure", () => {
  it("changes the amount by a percent said with no word of odds, and says it did", () => {
    expect(say("increase meridian by 10 percent")).toEqual({
      company: "Meridian Health Partners",
      updates: { amount: 93_500 },
    });
    expect(text("reduce northwind by 20 percent")).toMatch(/amount → \$100,000/);
  });

  it("changes the odds when the odds are named", () => {
    expect(say("atlas odds up 15 percent")).toEqual({
      company: "Atlas Manufacturing",
      updates: { probability: 45 },
    });
  });

  it("reads a bare figure as thousands when that is near the deal's size", () => {
    expect(say("Northwind amount should be 130 not 125")).toEqual({
      company: "Northwind Logistics",
      updates: { amount: 130_000 },
    });
    expect(say("cut the atlas deal to 150")).toEqual({
      company: "Atlas Manufacturing",
      updates: { amount: 150_000 },
    });
  });

  it("reads the figure before 'now, not …'", () => {
    expect(say("northwind's amount is 120 now, not 125")).toEqual({
      company: "Northwind Logistics",
      updates: { amount: 120_000 },
    });
  });

  it("asks instead of guessing a figure far from the deal's size", () => {
    expect(say("northwind should be 5")).toMatch(/What should change/);
  });

  it("reads a date with 'now' after it", () => {
    expect(say("Meridain closes on the 30th now")).toEqual({
      company: "Meridian Health Partners",
      updates: { closeDate: "2026-11-30" },
    });
  });
});

describe("an activity told by how it went", () => {
  it("keeps what it was as the subject and the outcome in the notes", () => {
    expect(say("demo with Marcus went sideways, he wants a new quote")).toEqual({
      type: "meeting",
      contact: "Marcus Webb - Meridian Health Partners",
      subject: "Demo",
      notes: "Went sideways, he wants a new quote.",
    });
    expect(text("kickoff with the atlas team went great")).toMatch(
      /Logged the meeting with \*\*Team - Atlas Manufacturing\*\*: Kickoff\. Notes: Went great\./,
    );
  });

  it("logs a call tried as a call", () => {
    expect(say("tried sarah, went to vm, about the contract")).toEqual({
      type: "call",
      contact: "Sarah Chen - Northwind Logistics",
      subject: "Contract",
    });
  });

  it("takes no verb for the subject", () => {
    expect(say("followed up with Sarah, went well")).not.toMatchObject({ subject: "Followed up" });
  });
});

describe("two groups set against each other", () => {
  it.each([
    ["Q4 vs Q1 pipeline", /\$210,000[\s\S]*\$200,000[\s\S]*ahead by \*\*\$10,000/],
    ["december vs february", /\$210,000[\s\S]*\$200,000/],
    ["atlas vs northwind and meridian combined", /\$200,000[\s\S]*combined: \*\*\$210,000/],
    ["gap between our biggest and smallest deal", /\*\*\$115,000\*\*/],
  ])("%s", (message, shown) => {
    expect(say(message)).toMatch(shown);
  });
});

import { describe, expect, it } from "vitest";
import { expectLogged, replyTo } from "./crm-chat.test-kit";

/**
 * More of the CRM engine's classes (docs/decisions/033): odds said as a share, a move by one
 * stage, a change by a signed figure, an activity said as a list or by its noun, requests no tool
 * does, and questions about the newest deal, the one furthest along, the riskiest, the late
 * stages. Seed pipeline as in crm-slots.test.ts. Today: Mon Nov 23, 2026.
 */
const say = (...messages: string[]) => replyTo(messages);

describe("updates by a step, a share or a signed figure", () => {
  it.each([
    ["the odds on atlas are now 1 in 2", "Atlas Manufacturing", { probability: 50 }],
    ["atlas is a coin flip", "Atlas Manufacturing", { probability: 50 }],
    ["move Northwind to the next stage", "Northwind Logistics", { stage: "Negotiation" }],
    ["move meridian back a stage", "Meridian Health Partners", { stage: "Proposal" }],
    ["Atlas +20k", "Atlas Manufacturing", { amount: 220_000 }],
    ["Northwind's close date slid 2 weeks", "Northwind Logistics", { closeDate: "2026-12-29" }],
    ["Bump Atlas's probability by 15", "Atlas Manufacturing", { probability: 45 }],
    ["the Atlas deal is off, they went with someone else", undefined, undefined],
  ])("%s", (message, company, updates) => {
    const reply = say(message);
    if (company) expect(reply).toEqual({ company, updates });
    else expect(reply).toMatch(/no Closed Lost stage[\s\S]*0%/);
  });

  it("reads 'maybe' before a figure as a hedge, not the month of May", () => {
    expect(say("add globex, maybe seventy thousand give or take")).toMatchObject({
      company: "Globex",
      amount: 70_000,
    });
  });

  it("asks again only for the figure it refused", () => {
    expect(say("Add Acme 50k, 150% probability", "ok 50%")).toMatchObject({
      company: "Acme",
      amount: 50_000,
      probability: 50,
    });
  });

  it("reads 'nah' as no, and 'what does that mean' as no average", () => {
    expect(say("Atlas is closed lost", "nah")).toMatch(/leave \*\*Atlas Manufacturing\*\*/);
    expect(say("Atlas is closed lost", "what does that mean")).not.toMatch(/average/);
  });
});

describe("an activity said as a list or by its noun", () => {
  it.each([
    ["Quick call Sarah re: pricing", "call", "Sarah Chen - Northwind Logistics", "Pricing"],
    ["Sarah - call - pricing", "call", "Sarah Chen - Northwind Logistics", "Pricing"],
    ["vm to priya about the workshop", "call", "Priya Natarajan - Atlas Manufacturing", "Workshop"],
    ["Phone call w/ Jim at Pied Piper re compression", "call", "Jim - Pied Piper", "Compression"],
    [
      "Google Meet with Priya re data mapping",
      "meeting",
      "Priya Natarajan - Atlas Manufacturing",
      "Data mapping",
    ],
  ])("%s", expectLogged);
});

describe("requests no tool does", () => {
  it.each([
    "remind me to call Sarah tomorrow",
    "assign Atlas to John",
    "rename Atlas to Atlas Manufacturing Inc",
    "merge the two Northwind deals",
  ])("%s", (message) => {
    expect(say(message)).toMatch(/^I can't do that here/);
  });

  it("refuses to write an email rather than logging one", () => {
    expect(say("draft an email to Sarah about pricing")).toMatch(/can't send/);
  });

  it("answers 'what can you do' with what it does", () => {
    expect(say("what can you do")).toMatch(/^I can add deals/);
  });
});

describe("questions about one deal's place in the pipeline", () => {
  it.each([
    ["whats the most recent deal", /\*\*Atlas Manufacturing\*\* is the newest/],
    ["which deal is furthest along", /\*\*Meridian Health Partners\*\* is furthest along/],
    ["what's the deal most at risk", /\*\*Atlas Manufacturing\*\* is the least likely/],
    ["how much is in the late stages", /Proposal[\s\S]*Negotiation[\s\S]*\$210,000/],
    ["how is the pipeline split across stages", /Deals by stage/],
  ])("%s", (message, shown) => {
    expect(say(message)).toMatch(shown);
  });
});

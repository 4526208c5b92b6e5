import { describe, expect, it } from "vitest";
import { parseAmount, parseCommand, parseDate, parseProbability, parseStage } from "./crm-parse";
import { crmReply } from "./crm-reply";

const today = "2026-11-23";
const companies = [
  "Northwind Logistics",
  "Meridian Health Partners",
  "Atlas Manufacturing",
  "Initech",
];

describe("parseAmount", () => {
  it.each([
    ["$40k", 40_000],
    ["40,000", 40_000],
    ["1.2M", 1_200_000],
    ["$85 thousand", 85_000],
    ["worth 200000", 200_000],
    ["$2.5 million", 2_500_000],
    ["USD 75,500", 75_500],
    ["a 1.5m deal", 1_500_000],
  ])("%s", (t, n) => expect(parseAmount(t)).toBe(n));
  it.each(["60%", "closing Dec 15", "probability to 80", "in 2027"])("none in %s", (t) =>
    expect(parseAmount(t)).toBeUndefined(),
  );
});

describe("parseStage", () => {
  it.each([
    ["in discovery", "Discovery"],
    ["qualifying", "Discovery"],
    ["proposal sent", "Proposal"],
    ["quoted last week", "Proposal"],
    ["negotiation", "Negotiation"],
    ["in contract", "Negotiation"],
    ["legal review", "Negotiation"],
    ["closed won", "Closed Won"],
    ["we won it", "Closed Won"],
    ["signed", "Closed Won"],
  ])("%s → %s", (t, s) => expect(parseStage(t)).toBe(s));
});

describe("parseProbability", () => {
  it.each([
    ["60%", 60],
    ["75 percent", 75],
    ["probability to 80", 80],
    ["chance of 35", 35],
  ])("%s", (t, n) => expect(parseProbability(t)).toBe(n));
});

describe("parseDate", () => {
  it.each([
    ["closing Dec 15", "2026-12-15"],
    ["December 15", "2026-12-15"],
    ["15 Dec", "2026-12-15"],
    ["Jan 31", "2027-01-31"],
    ["2027-01-31", "2027-01-31"],
    ["1/31/2027", "2027-01-31"],
    ["March 3, 2027", "2027-03-03"],
    ["tomorrow", "2026-11-24"],
    ["today", "2026-11-23"],
    ["next week", "2026-11-30"],
    ["in 2 weeks", "2026-12-07"],
    ["in 30 days", "2026-12-23"],
    ["next month", "2026-12-23"],
    ["end of month", "2026-11-30"],
    ["end of quarter", "2026-12-31"],
    ["end of the year", "2026-12-31"],
  ])("%s", (t, d) => expect(parseDate(t, today)).toBe(d));
});

describe("parseCommand", () => {
  it.each([
    [
      "Add Initech, $40k, proposal, 60%, closing Dec 15",
      {
        kind: "add_opportunity",
        company: "Initech",
        amount: 40_000,
        stage: "Proposal",
        probability: 60,
        closeDate: "2026-12-15",
      },
    ],
    [
      "new deal for Acme worth 1.2M in discovery",
      { kind: "add_opportunity", company: "Acme", amount: 1_200_000, stage: "Discovery" },
    ],
    [
      "add a new opportunity for Globex Corp, 85,000, negotiation, 70%",
      {
        kind: "add_opportunity",
        company: "Globex Corp",
        amount: 85_000,
        stage: "Negotiation",
        probability: 70,
      },
    ],
    [
      "create deal with Umbrella worth $300k closing 2027-02-01",
      { kind: "add_opportunity", company: "Umbrella", amount: 300_000, closeDate: "2027-02-01" },
    ],
    ["add Hooli", { kind: "add_opportunity", company: "Hooli", amount: undefined }],
    ["add a deal", { kind: "add_opportunity", company: undefined }],
    [
      "log a call with Jane Roe - Initech about pricing",
      { kind: "add_activity", type: "call", contact: "Jane Roe - Initech", subject: "Pricing" },
    ],
    [
      "log an email to Sam Lee at Globex about the revised quote",
      {
        kind: "add_activity",
        type: "email",
        contact: "Sam Lee - Globex",
        subject: "The revised quote",
      },
    ],
    [
      "log a meeting with Priya Natarajan - Atlas Manufacturing regarding rollout plan",
      {
        kind: "add_activity",
        type: "meeting",
        contact: "Priya Natarajan - Atlas Manufacturing",
        subject: "Rollout plan",
      },
    ],
    [
      "I called Tom Hart from Initech about renewal",
      { kind: "add_activity", type: "call", contact: "Tom Hart - Initech", subject: "Renewal" },
    ],
    ["log a call", { kind: "add_activity", type: "call", contact: undefined, subject: undefined }],
    [
      "move Initech to negotiation",
      { kind: "update_opportunity", company: "Initech", updates: { stage: "Negotiation" } },
    ],
    [
      "set Atlas probability to 80%",
      { kind: "update_opportunity", company: "Atlas Manufacturing", updates: { probability: 80 } },
    ],
    [
      "Meridian closes on 2027-01-31",
      {
        kind: "update_opportunity",
        company: "Meridian Health Partners",
        updates: { closeDate: "2027-01-31" },
      },
    ],
    [
      "update Northwind amount to $150k",
      { kind: "update_opportunity", company: "Northwind Logistics", updates: { amount: 150_000 } },
    ],
    [
      "mark Initech as closed won",
      { kind: "update_opportunity", company: "Initech", updates: { stage: "Closed Won" } },
    ],
    [
      "push the Atlas close date to March 15",
      {
        kind: "update_opportunity",
        company: "Atlas Manufacturing",
        updates: { closeDate: "2027-03-15" },
      },
    ],
    [
      "move Globex to proposal",
      { kind: "update_opportunity", company: "Globex", updates: { stage: "Proposal" } },
    ],
    ["what's the pipeline total?", { kind: "question", topic: "total" }],
    ["how much is in the pipeline", { kind: "question", topic: "total" }],
    ["what is our forecast", { kind: "question", topic: "forecast" }],
    ["what's the biggest deal?", { kind: "question", topic: "biggest" }],
    ["show deals by stage", { kind: "question", topic: "by_stage" }],
    ["what closes this month?", { kind: "question", topic: "closing_month" }],
    ["any recent activity?", { kind: "question", topic: "recent" }],
    ["how many deals do we have", { kind: "question", topic: "count" }],
    ["hello", { kind: "help" }],
  ])("%s", (text, expected) => {
    expect(parseCommand(text, today, companies)).toMatchObject(expected);
  });
});

describe("crmReply", () => {
  const ctx = {
    opportunities: [
      {
        id: "1",
        company: "Northwind Logistics",
        amount: 125_000,
        stage: "Proposal" as const,
        probability: 75,
        closeDate: "2026-11-28",
      },
      {
        id: "2",
        company: "Meridian Health Partners",
        amount: 85_000,
        stage: "Negotiation" as const,
        probability: 90,
        closeDate: "2026-12-05",
      },
      {
        id: "3",
        company: "Atlas Manufacturing",
        amount: 200_000,
        stage: "Discovery" as const,
        probability: 30,
        closeDate: "2027-02-28",
      },
    ],
    recentActivities: [
      {
        type: "call" as const,
        contact: "Sarah Chen - Northwind Logistics",
        subject: "Pricing review",
      },
    ],
  };

  it("emits a valid add_opportunity call with stated defaults", () => {
    const r = crmReply("new deal for Acme worth 1.2M in discovery", ctx, today);
    expect(r.toolCalls).toEqual([
      {
        toolName: "add_opportunity",
        input: {
          company: "Acme",
          amount: 1_200_000,
          stage: "Discovery",
          probability: 20,
          closeDate: "2027-02-21",
        },
      },
    ]);
    expect(r.text).toMatch(/I used/);
  });

  it("asks instead of guessing when the amount is missing", () => {
    const r = crmReply("add Hooli", ctx, today);
    expect(r.toolCalls).toBeUndefined();
    expect(r.text).toMatch(/amount/);
  });

  it("never updates a company that is not in the pipeline", () => {
    const r = crmReply("move Globex to proposal", ctx, today);
    expect(r.toolCalls).toBeUndefined();
    expect(r.text).toMatch(/couldn't find/);
  });

  it("answers from the context", () => {
    expect(crmReply("pipeline total?", ctx, today).text).toContain("$410,000");
    expect(crmReply("forecast", ctx, today).text).toContain("$170,250");
    expect(crmReply("biggest deal", ctx, today).text).toContain("Atlas Manufacturing");
    expect(crmReply("what closes this month", ctx, today).text).toContain("Northwind");
  });
});

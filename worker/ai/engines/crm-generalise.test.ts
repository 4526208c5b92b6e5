import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { crmRespond } from "./crm-engine";

/**
 * Requests in shapes the CRM engine used to miss as a class (docs/decisions/033): an activity
 * said after a lead-in or with the person first, an amount changed by a figure, a spoken figure,
 * a stage or month said short, a decimal comma, the least likely deal.
 */
const today = "2026-11-23";
const call = (say: string) => {
  const reply = crmRespond([{ role: "user", content: say }], { context: seedContext, today });
  return reply.toolCalls?.length === 1 ? reply.toolCalls[0]!.input : reply.text;
};
const marcus = "Marcus Webb - Meridian Health Partners";

describe("activities said other than verb first", () => {
  it.each([
    ["FYI I called Marcus re contract", { type: "call", contact: marcus, subject: "Contract" }],
    [
      "Priya rang me back about the SOW",
      { type: "call", contact: "Priya Natarajan - Atlas Manufacturing", subject: "SOW" },
    ],
    [
      "Got an email from Sarah about legal review",
      { type: "email", contact: "Sarah Chen - Northwind Logistics", subject: "Legal review" },
    ],
    [
      "Marcus and I had a call about renewal terms",
      { type: "call", contact: marcus, subject: "Renewal terms" },
    ],
    [
      "we had a demo with Atlas about the dashboard",
      { type: "meeting", contact: "Team - Atlas Manufacturing", subject: "Dashboard" },
    ],
  ])("%s", (say, input) => expect(call(say)).toEqual(input));
});

describe("updates in other words", () => {
  it.each([
    ["knock 10k off the Northwind deal", "Northwind Logistics", { amount: 115_000 }],
    ["reduce northwind's value by 5k", "Northwind Logistics", { amount: 120_000 }],
    [
      "change the value on meridian to one twenty five k",
      "Meridian Health Partners",
      { amount: 125_000 },
    ],
    ["drop Atlas to 20%", "Atlas Manufacturing", { probability: 20 }],
    ["change atlas stage to neg", "Atlas Manufacturing", { stage: "Negotiation" }],
    ["northwind moved out to jan", "Northwind Logistics", { closeDate: "2027-01-31" }],
  ])("%s", (say, company, updates) => expect(call(say)).toEqual({ company, updates }));

  it("reads a decimal comma before a unit", () => {
    expect(call("Add Stark Ind, 1,2 million")).toMatchObject({
      company: "Stark Ind",
      amount: 1_200_000,
    });
  });
});

it("names the least likely deal", () => {
  expect(call("which deal has the lowest probability")).toMatch(
    /^\*\*Atlas Manufacturing\*\* is the least likely to close/,
  );
});

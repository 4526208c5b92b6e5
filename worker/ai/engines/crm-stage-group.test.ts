/** A change to every deal of one stage, and a share off a deal's amount (crm-stage-group.ts, crm-figures.ts). */
import { expect, it } from "vitest";
import { seedOpportunities } from "../../../content/prototype";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import type { AssistantContext } from "../../contracts/crm";
import { CRM_TODAY, replyTo } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";

const twoInProposal: AssistantContext = {
  ...seedContext,
  opportunities: [
    ...seedOpportunities,
    {
      id: "opp-9",
      company: "Harbour Foods",
      amount: 35_000,
      stage: "Proposal",
      probability: 50,
      closeDate: "2027-01-31",
    },
  ],
};

const calls = (message: string, context = seedContext) =>
  crmRespond([{ role: "user", content: message }], { context, today: CRM_TODAY }).toolCalls?.map(
    (c) => c.input,
  );

it("moves every deal of the stage named, each once", () => {
  expect(calls("move everything in proposal to negotiation", twoInProposal)).toEqual([
    { company: "Northwind Logistics", updates: { stage: "Negotiation" } },
    { company: "Harbour Foods", updates: { stage: "Negotiation" } },
  ]);
  expect(calls("push the proposal deals back a week", twoInProposal)).toEqual([
    { company: "Northwind Logistics", updates: { closeDate: "2026-12-22" } },
    { company: "Harbour Foods", updates: { closeDate: "2027-02-07" } },
  ]);
  expect(calls("set all proposal deals to 60%", twoInProposal)).toEqual([
    { company: "Northwind Logistics", updates: { probability: 60 } },
    { company: "Harbour Foods", updates: { probability: 60 } },
  ]);
});

it("a stage holding one deal changes that deal; an empty stage is said to be empty", () => {
  expect(replyTo(["push every deal in discovery to proposal"])).toEqual({
    company: "Atlas Manufacturing",
    updates: { stage: "Proposal" },
  });
  expect(replyTo(["mark all the closed won deals as 100%"])).toBe(
    "No deals are in **Closed Won** right now.",
  );
});

it("a question about a stage's deals is still answered, nothing changed", () => {
  expect(replyTo(["what are all the negotiation deals worth?"])).toMatch(/\$85,000/);
});

it.each([
  ["northwind 10% off", 112_500],
  ["give northwind a 10% discount", 112_500],
  ["knock 5 percent off atlas", 190_000],
  ["apply a 20% discount to atlas", 160_000],
])("a share given off a deal cuts its amount: %s", (message, amount) => {
  expect(replyTo([message])).toEqual({
    company: expect.any(String),
    updates: { amount },
  });
});

it("a customer's ask for a discount changes nothing", () => {
  expect(replyTo(["northwind asked for 10% off"])).toMatch(/\$125,000/);
});

/**
 * Held-out CRM requests, second half: updates (stage, amount, close date read from today, a
 * corrected figure) and questions about one stage, the extremes and the totals.
 */
import type { EvalCase } from "./kit";
import { update } from "./kit";

const usd = (n: number) =>
  new RegExp(`\\$${n.toLocaleString("en-US")}|\\$${n / 1000}(?:\\.0)?K`, "i");

export const moreHeldOutCases: EvalCase[] = [
  {
    say: "Meridian signed!! mark it as won",
    expect: update("Meridian Health Partners", { stage: "Closed Won" }),
  },
  {
    say: "push atlas's close date out by a month",
    expect: update("Atlas Manufacturing", { closeDate: "2027-03-26" }),
  },
  {
    say: "northwind slips to end of january",
    expect: update("Northwind Logistics", { closeDate: "2027-01-31" }),
  },
  {
    say: "bump northwind up to 140k",
    expect: update("Northwind Logistics", { amount: 140_000 }),
  },
  {
    say: "Atlas -> proposal, 50%",
    expect: update("Atlas Manufacturing", { stage: "Proposal", probability: 50 }),
  },
  {
    say: "meridian now closes this friday",
    expect: update("Meridian Health Partners", { closeDate: "2026-11-27" }),
  },
  {
    say: "change the Atlas amount to one hundred eighty thousand",
    expect: update("Atlas Manufacturing", { amount: 180_000 }),
  },
  {
    say: "negociation for atlas pls",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  {
    say: "drop Meridian's probability to 60 after today's call",
    expect: update("Meridian Health Partners", { probability: 60 }),
  },
  {
    before: ["add Tyrell Corp, 120k, discovery, 20%, close Jan 30"],
    say: "sorry, I meant 200 not 120",
    expect: {
      tool: "update_opportunity",
      input: { company: /Tyrell/, updates: { amount: 200_000 } },
    },
  },
  {
    pipeline: "twoNorthwind",
    say: "move Northwind to negotiation",
    expect: { asks: /which|Logistics.*Traders|Traders.*Logistics/i },
  },
  {
    say: "what's sitting in Proposal?",
    expect: { answer: ["Northwind Logistics", usd(125_000)] },
  },
  {
    say: "anything in negotiation rn?",
    expect: { answer: ["Meridian Health Partners", usd(85_000)] },
  },
  {
    say: "biggest deal?",
    expect: { answer: ["Atlas Manufacturing", usd(200_000)] },
  },
  {
    say: "which deal closes soonest?",
    expect: { answer: ["Meridian Health Partners", /Dec(?:ember)?\.? 5|2026-12-05|5 Dec/i] },
  },
  {
    say: "smallest opportunity we've got",
    expect: { answer: ["Meridian Health Partners", usd(85_000)] },
  },
  {
    say: "total pipeline value?",
    expect: { answer: [usd(410_000)] },
  },
  {
    say: "how much is in proposal and negotiation combined",
    expect: { answer: [usd(210_000)] },
  },
  {
    pipeline: "withWon",
    say: "how much do we still have open?",
    expect: { answer: [usd(410_000)] },
  },
  {
    say: "delete the Atlas deal, it's dead",
    expect: { refuses: /can.t|cannot|not able|no way to|delete|remove/i },
  },
];

import { add, inSet, log, update } from "./kit";

const priya = "Priya Natarajan - Atlas Manufacturing";
const sarah = "Sarah Chen - Northwind Logistics";

/**
 * Requests written after the third tuning round (language-tuned-3.ts), kept out of it: its
 * classes in other words — a new deal's fields in any order, an activity told with its channel,
 * a question by an aggregate and a filter, a request asked back or refused. Seed pipeline:
 * Northwind Logistics $125,000 Proposal 75 % closing Dec 15; Meridian Health Partners $85,000
 * Negotiation 90 % closing Dec 5; Atlas Manufacturing $200,000 Discovery 30 % closing Feb 26,
 * 2027. Today: Mon Nov 23, 2026.
 */
export const heldBack3Cases = inSet("held-back", [
  {
    say: "Orchid Biotech — 220k — negotiation — closes Feb 14",
    expect: add({
      company: "Orchid Biotech",
      amount: 220_000,
      stage: "Negotiation",
      closeDate: "2027-02-14",
    }),
  },
  {
    say: "can we get Baxter & Reid into the pipeline at 95k",
    expect: add({ company: "Baxter & Reid", amount: 95_000 }),
  },
  {
    say: "seventy grand, proposal, Quill Media - add please",
    expect: add({ company: "Quill Media", amount: 70_000, stage: "Proposal" }),
  },
  {
    // A text is a note (the kind added in round 9), not an email: the expected kind changed with
    // the contract, not to make the case pass.
    say: "texted Sarah the onboarding checklist",
    expect: log({ type: "note", contact: sarah, subject: /onboarding checklist/i }),
  },
  {
    say: "Google Meet with Priya this morning re data mapping",
    expect: log({ type: "meeting", contact: priya, subject: /data mapping/i }),
  },
  {
    say: "the Atlas deal is off, they went with someone else",
    expect: { asks: /no Closed Lost stage.*0%/s },
  },
  {
    say: "knock Atlas down to 30 percent",
    expect: update("Atlas Manufacturing", { probability: 30 }),
  },
  {
    say: "what's in the pipeline for february",
    expect: { answer: [/Atlas Manufacturing/, /^(?![\s\S]*Meridian)/] },
  },
  {
    say: "anything under 90k?",
    expect: { answer: [/Meridian Health Partners/, /^(?![\s\S]*Atlas)/] },
  },
  { say: "total of everything closing in december", expect: { answer: ["$210,000"] } },
  { say: "what's the typical probability on our deals", expect: { answer: ["65%"] } },
  { say: "mark all deals as won", expect: { refuses: /one deal at a time/ } },
  { say: "add a 30k deal in proposal", expect: { asks: /Which company/ } },
  { say: "call Marcus for me tomorrow", expect: { refuses: /can't send/ } },
  {
    say: "Tessellate GmbH wants in: 48k, discovery",
    expect: add({ company: "Tessellate GmbH", amount: 48_000, stage: "Discovery" }),
  },
  {
    say: "rang the Meridian procurement team about payment terms",
    expect: log({
      type: "call",
      contact: /Meridian Health Partners/,
      subject: /payment terms/i,
    }),
  },
  {
    say: "Northwind's been pushed out to the end of January",
    expect: update("Northwind Logistics", { closeDate: "2027-01-31" }),
  },
  { say: "how many deals close before the new year", expect: { answer: [/\*\*2\*\*/] } },
  { say: "book me a flight to Chicago", expect: { refuses: /can't send|only help/ } },
]);

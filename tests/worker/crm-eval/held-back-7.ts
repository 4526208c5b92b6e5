import { add, inSet, log, marcus, priya, sarah, steps, update } from "./kit";

/**
 * Requests written with language-tuned-7.ts, before its fixes, and kept out of them: its classes
 * in other words. Seed pipeline: Northwind Logistics $125,000 Proposal 75 % closing Dec 15;
 * Meridian Health Partners $85,000 Negotiation 90 % closing Dec 5; Atlas Manufacturing $200,000
 * Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026 (Friday is Nov 27).
 */
export const heldBack7Cases = inSet("held-back", [
  {
    say: "new deal brackenfield homes one point five mil proposal",
    expect: add({ company: /^Brackenfield Homes$/i, amount: 1_500_000, stage: "Proposal" }),
  },
  {
    say: "add Lanternfish Media ninety five grand closing three weeks from friday",
    expect: add({ company: "Lanternfish Media", amount: 95_000, closeDate: "2026-12-18" }),
  },
  {
    say: "Ostrander Glass at seventy five hundred closing the 10th",
    expect: add({ company: "Ostrander Glass", amount: 7_500, closeDate: "2026-12-10" }),
  },
  {
    before: ["move atlas to proposal"],
    say: "no sorry negotiation",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  {
    say: "the meridian one is now a hundred and five k",
    expect: update("Meridian Health Partners", { amount: 105_000 }),
  },
  {
    say: "had a call w priya re the contract then move atlas to proposal",
    expect: steps(
      log({ type: "call", contact: priya, subject: /contract/i }),
      update("Atlas Manufacturing", { stage: "Proposal" }),
    ),
  },
  {
    say: "checked in with marcus, all good",
    expect: log({ contact: marcus, subject: /^(?![\s\S]*all good)/i, notes: /all good/i }),
  },
  {
    say: "sarah from northwind called me back about delivery dates",
    expect: log({ type: "call", contact: sarah, subject: /delivery dates/i }),
  },
  { say: "november versus december", expect: { answer: [/November/, /December/, "$210,000"] } },
  { say: "next month compared with the month after", expect: { answer: ["$210,000"] } },
  { pipeline: "withWon", say: "whats our floor", expect: { answer: ["$50,000"] } },
  { say: "share the pipeline with my manager", expect: { refuses: /can't/ } },
]);

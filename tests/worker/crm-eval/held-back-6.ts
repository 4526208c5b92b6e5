import { add, inSet, log, marcus, priya, sarah, update } from "./kit";

/**
 * Requests written with language-tuned-6.ts, before its fixes, and kept out of them: its classes
 * in other words. Seed pipeline: Northwind Logistics $125,000 Proposal 75 % closing Dec 15;
 * Meridian Health Partners $85,000 Negotiation 90 % closing Dec 5; Atlas Manufacturing $200,000
 * Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const heldBack6Cases = inSet("held-back", [
  {
    say: "slot Harbourview Inns into negotiation for 48k",
    expect: add({ company: "Harbourview Inns", amount: 48_000, stage: "Negotiation" }),
  },
  {
    say: "chuck a new deal on for Pinecrest Labs, 26 grand",
    expect: add({ company: "Pinecrest Labs", amount: 26_000 }),
  },
  {
    say: "new: 110k, Stonegate Partners, closing end of feb",
    expect: add({ company: "Stonegate Partners", amount: 110_000, closeDate: "2027-02-28" }),
  },
  {
    say: "add 5.5k for Mossgrove Tea, discovery",
    expect: add({ company: "Mossgrove Tea", amount: 5_500, stage: "Discovery" }),
  },
  {
    say: "good chat with Priya re timelines",
    expect: log({ contact: priya, subject: /timelines/i }),
  },
  {
    say: "tried sarah, went to vm, about the contract",
    expect: log({ type: "call", contact: sarah, subject: /contract/i }),
  },
  {
    say: "Marcus replied by email - needs legal sign-off",
    expect: log({ type: "email", contact: marcus, subject: /legal sign-off/i }),
  },
  {
    say: "met sarah for coffee re Q1 budget",
    expect: log({ type: "meeting", contact: sarah, subject: /Q1 budget/i }),
  },
  {
    say: "atlas should be 210 not 200",
    expect: update("Atlas Manufacturing", { amount: 210_000 }),
  },
  {
    say: "raise northwind by 5 percent",
    expect: update("Northwind Logistics", { amount: 131_250 }),
  },
  {
    say: "meridian: negotiation → closed won",
    expect: update("Meridian Health Partners", { stage: "Closed Won" }),
  },
  {
    say: "atlass close date is now 3/15",
    expect: update("Atlas Manufacturing", { closeDate: "2027-03-15" }),
  },
  {
    say: "northwind's odds are 80 and it closes jan 5",
    expect: update("Northwind Logistics", { probability: 80, closeDate: "2027-01-05" }),
  },
  { say: "difference between largest and smallest opp", expect: { answer: ["$115,000"] } },
  { say: "compare this quarter to next quarter", expect: { answer: ["$210,000", "$200,000"] } },
  // Written after the round's fixes, in still other words, and kept out of them.
  {
    say: "slap Corbin Freight on the board for 58k",
    expect: add({ company: "Corbin Freight", amount: 58_000 }),
  },
  {
    say: "put Halden Group in at 30k, proposal",
    expect: add({ company: "Halden Group", amount: 30_000, stage: "Proposal" }),
  },
  {
    say: "workshop with Priya went really well",
    expect: log({ type: "meeting", contact: priya, subject: /workshop/i }),
  },
  {
    say: "bring meridian down by 10%",
    expect: update("Meridian Health Partners", { amount: 76_500 }),
  },
  {
    say: "northwind's amount is 120 now, not 125",
    expect: update("Northwind Logistics", { amount: 120_000 }),
  },
  { say: "discovery vs negotiation", expect: { answer: ["$200,000", "$85,000"] } },
]);

/**
 * Held-out CRM requests, written before any tuning and never tuned on: deals added with the amount
 * in words or hedged, activities logged in new phrasings, and the requests to refuse or ask back.
 * Updates and questions are in held-out-more.ts. Today is EVAL_TODAY (Monday 2026-11-23).
 */
import { moreHeldOutCases } from "./held-out-more";
import { add, type EvalCase, inSet, log } from "./kit";

const addsAndLogs: EvalCase[] = [
  {
    say: "add Globex, forty-five thousand, discovery, 20%, closing end of January",
    expect: add({
      company: "Globex",
      amount: 45_000,
      stage: "Discovery",
      probability: 20,
      closeDate: "2027-01-31",
    }),
  },
  {
    say: "new deal: Initrode Systems, a hundred and twenty k, proposal stage, 50 percent, close Feb 15",
    expect: add({
      company: "Initrode Systems",
      amount: 120_000,
      stage: "Proposal",
      probability: 50,
      closeDate: "2027-02-15",
    }),
  },
  {
    say: "pls add Soylent Corp — about 1.5 mil, negotiation, 70%, closes march 31",
    expect: add({
      company: "Soylent Corp",
      amount: 1_500_000,
      stage: "Negotiation",
      probability: 70,
      closeDate: "2027-03-31",
    }),
  },
  {
    say: "add Hooli roughly $80k give or take, discovery at 25%, should close next month",
    expect: add({
      company: "Hooli",
      amount: 80_000,
      stage: "Discovery",
      probability: 25,
      closeDate: /^2026-12-\d\d$/,
    }),
  },
  {
    say: "Stark Industries 250k negotiation 80% closing in two weeks",
    expect: add({
      company: "Stark Industries",
      amount: 250_000,
      stage: "Negotiation",
      probability: 80,
      closeDate: "2026-12-07",
    }),
  },
  {
    say: "Add Wayne Enterprises: two hundred and fifty thousand dollars, Discovery, 10%, close end of Q1",
    expect: add({ company: "Wayne Enterprises", amount: 250_000, closeDate: "2027-03-31" }),
  },
  {
    say: "ad a deal for Cyberdyne, 60k, propsal, 55%, closing jan 10",
    expect: add({
      company: "Cyberdyne",
      amount: 60_000,
      stage: "Proposal",
      probability: 55,
      closeDate: "2027-01-10",
    }),
  },
  {
    say: "add Pied Piper 12.5k discovery 15% close 2027-04-01",
    expect: add({ company: "Pied Piper", amount: 12_500, closeDate: "2027-04-01" }),
  },
  {
    say: "add a deal with Acme for nine hundred grand, proposal, 65 percent, end of next quarter",
    expect: add({ company: "Acme", amount: 900_000, stage: "Proposal", closeDate: "2027-03-31" }),
  },
  {
    /** A range is not an amount: a good assistant asks which figure to record. */
    say: "somewhere between 30 and 40 thousand for Umbrella Health, proposal, 40%, close Dec 20",
    expect: { asks: /amount|figure|how much|30|40/i },
  },
  {
    say: "add Massive Dynamic at minus 20k, discovery, 10%, close Jan 5",
    expect: { refuses: /negative|0 or more|below zero|can.t|cannot/i },
  },
  {
    say: "add a deal for Vehement Capital",
    expect: { asks: /amount|how much|value|worth/i },
  },
  {
    say: "add Oscorp, 70k, closed lost, 0%, close date today",
    expect: { refuses: /Closed Lost|stage|Discovery|can.t|cannot/i },
  },
  {
    say: "just got off the phone w/ Sarah at Northwind re: volume tiers",
    expect: log({ type: "call", contact: /Sarah Chen.*Northwind Logistics/, subject: /tier/i }),
  },
  {
    say: "emailed marcus the signed NDA this morning",
    expect: log({ type: "email", contact: /Marcus Webb/, subject: /NDA/i }),
  },
  {
    say: "had a sit-down with Priya from Atlas about the data migration plan",
    expect: log({ type: "meeting", contact: /Priya Natarajan.*Atlas/, subject: /migration/i }),
  },
  {
    say: "log that I rang Tom Baker at Globex to chase the PO",
    expect: log({ type: "call", contact: /Tom Baker.*Globex/, subject: /PO|purchase order/i }),
  },
  {
    say: "note: zoom with Lena Ortiz (Initech) went well, demoed the reporting module",
    expect: log({ type: "meeting", contact: /Lena Ortiz.*Initech/, subject: /demo|report/i }),
  },
  {
    say: "sent the revised quote over to sarah chen",
    expect: log({ type: "email", contact: /Sarah Chen.*Northwind/, subject: /quote/i }),
  },
  {
    say: "left a voicemail for Marcus about the redlines",
    expect: log({ type: "call", contact: /Marcus Webb/, subject: /redline|voicemail/i }),
  },
  {
    say: "log a call",
    expect: { asks: /who|which|contact|about/i },
  },
];

export const heldOutCases = inSet("held-out", [...addsAndLogs, ...moreHeldOutCases]);

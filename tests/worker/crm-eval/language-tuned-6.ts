import { add, inSet, log, marcus, priya, sarah, update } from "./kit";

/**
 * The sixth round's requests, written before its fixes in words none of the earlier files use,
 * the way a busy rep types: deals placed with a verb ("stick", "pop", "throw", "park", "put"),
 * the amount or the company last, informal dates; activities told by their outcome ("great call
 * with…", "left a vm for…", "emailed back, wants…"); updates by correction ("should be 130 not
 * 125"), by a percent, several fields at once, a typo in the company; two periods compared, the
 * gap between the extremes, one deal against two combined. Seed pipeline: Northwind Logistics
 * $125,000 Proposal 75 % closing Dec 15; Meridian Health Partners $85,000 Negotiation 90 % closing
 * Dec 5; Atlas Manufacturing $200,000 Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const languageTuned6Cases = inSet("tuned", [
  {
    say: "stick Vela Outdoor in proposal at 64k",
    expect: add({ company: "Vela Outdoor", amount: 64_000, stage: "Proposal" }),
  },
  {
    say: "pop Kestrel Analytics into discovery, 18k",
    expect: add({ company: "Kestrel Analytics", amount: 18_000, stage: "Discovery" }),
  },
  {
    say: "throw Bramble & Co on the board at twenty grand",
    expect: add({ company: "Bramble & Co", amount: 20_000 }),
  },
  {
    say: "park a new one for Ironbridge Labs - 33k, negotiation",
    expect: add({ company: "Ironbridge Labs", amount: 33_000, stage: "Negotiation" }),
  },
  {
    say: "got a new lead worth 45k from Tidewater Freight, close by xmas",
    expect: add({ company: "Tidewater Freight", amount: 45_000, closeDate: "2026-12-25" }),
  },
  {
    say: "opp: 72,000 for Solace Clinics, 55%",
    expect: add({ company: "Solace Clinics", amount: 72_000, probability: 55 }),
  },
  {
    say: "new one at 15k, company is Copperleaf Studio",
    expect: add({ company: "Copperleaf Studio", amount: 15_000 }),
  },
  {
    say: "add a 28k deal, closes first week of jan, Marlow Print",
    expect: add({ company: "Marlow Print", amount: 28_000 }),
  },
  {
    say: "put Juniper Works down for 9.5k in disc",
    expect: add({ company: "Juniper Works", amount: 9_500, stage: "Discovery" }),
  },
  {
    say: "great call with Sarah about the rollout plan",
    expect: log({ type: "call", contact: sarah, subject: /rollout plan/i }),
  },
  {
    say: "left a vm for marcus re pricing",
    expect: log({ type: "call", contact: marcus, subject: /pricing/i }),
  },
  {
    say: "Sarah emailed back, wants a discount",
    expect: log({ type: "email", contact: sarah, subject: /discount/i }),
  },
  {
    say: "quick sync with Priya on the pilot scope, went well",
    expect: log({ type: "meeting", contact: priya, subject: /pilot scope/i }),
  },
  {
    say: "demo with Marcus went sideways, he wants a new quote",
    expect: log({ type: "meeting", contact: marcus, subject: /demo/i }),
  },
  {
    say: "rang priya - no answer",
    expect: log({ type: "call", contact: priya }),
  },
  {
    say: "sent marcus the revised SOW",
    expect: log({ type: "email", contact: marcus, subject: /SOW/ }),
  },
  {
    say: "had lunch with Sarah, talked expansion",
    expect: log({ type: "meeting", contact: sarah, subject: /expansion/i }),
  },
  {
    say: "Northwind amount should be 130 not 125",
    expect: update("Northwind Logistics", { amount: 130_000 }),
  },
  {
    say: "meridian should be 95k not 85k",
    expect: update("Meridian Health Partners", { amount: 95_000 }),
  },
  {
    say: "increase meridian by 10 percent",
    expect: {
      tool: "update_opportunity",
      input: { company: "Meridian Health Partners", updates: { amount: 93_500 } },
      says: /amount/i,
    },
  },
  {
    say: "bump atlas by 20%",
    expect: update("Atlas Manufacturing", { amount: 240_000 }),
  },
  {
    say: "atlas odds up 15 percent",
    expect: update("Atlas Manufacturing", { probability: 45 }),
  },
  {
    say: "northwind: proposal → negotiation, 85%, close jan 10",
    expect: update("Northwind Logistics", {
      stage: "Negotiation",
      probability: 85,
      closeDate: "2027-01-10",
    }),
  },
  { say: "park atlas in proposal", expect: update("Atlas Manufacturing", { stage: "Proposal" }) },
  {
    say: "Meridain closes on the 30th now",
    expect: update("Meridian Health Partners", { closeDate: "2026-11-30" }),
  },
  { say: "northwnd is 140k", expect: update("Northwind Logistics", { amount: 140_000 }) },
  { say: "cut the atlas deal to 150", expect: update("Atlas Manufacturing", { amount: 150_000 }) },
  { say: "Q4 vs Q1 pipeline", expect: { answer: ["$210,000", "$200,000"] } },
  { say: "gap between our biggest and smallest deal", expect: { answer: ["$115,000"] } },
  {
    say: "atlas vs northwind and meridian combined",
    expect: { answer: ["$200,000", "$210,000"] },
  },
  // Written after the round's fixes, before any fix for them, in still other words.
  {
    say: "pop a new one in for Redwater Mining, 70k",
    expect: add({ company: "Redwater Mining", amount: 70_000 }),
  },
  {
    say: "stick Atlas in negotiation",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  { say: "park Glenmore Bikes at 12k", expect: add({ company: "Glenmore Bikes", amount: 12_000 }) },
  {
    say: "throw Nimbus Air into the pipe at 250k, 40%",
    expect: add({ company: "Nimbus Air", amount: 250_000, probability: 40 }),
  },
  {
    say: "northwind should be at 110, not 125",
    expect: update("Northwind Logistics", { amount: 110_000 }),
  },
  { say: "grow atlas by 15%", expect: update("Atlas Manufacturing", { amount: 230_000 }) },
  {
    say: "reduce northwind by 20 percent",
    expect: update("Northwind Logistics", { amount: 100_000 }),
  },
  {
    say: "atlas chances up 10 percent",
    expect: update("Atlas Manufacturing", { probability: 40 }),
  },
  {
    say: "kickoff with Priya went great, she wants a quote by friday",
    expect: log({ type: "meeting", contact: priya, subject: /kickoff/i }),
  },
  {
    say: "left a voicemail w/ priya abt the renewal",
    expect: log({ type: "call", contact: priya, subject: /renewal/i }),
  },
  { say: "december vs february", expect: { answer: ["$210,000", "$200,000"] } },
  { say: "meridian against atlas", expect: { answer: ["$85,000", "$200,000"] } },
  { say: "spread between the largest and smallest deals", expect: { answer: ["$115,000"] } },
]);

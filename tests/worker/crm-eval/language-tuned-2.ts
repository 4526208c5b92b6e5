import { add, inSet, log, marcus, priya, sarah, update } from "./kit";

/** An answer that names these and not the deal that should be left out. */
const only = (left: string, ...shown: string[]) =>
  new RegExp(
    `^(?![\\s\\S]*${left})${shown.map((s) => `[\\s\\S]*${s.replace(/[$.]/g, "\\$&")}`).join("")}`,
  );

/**
 * A second round of requests read through the language module (docs/decisions/033), written to
 * measure how the readers generalise, then tuned on: a rep typing fast on a phone (lower case, no
 * punctuation, typos in company and stage names), amounts in words and hedged, relative dates,
 * activities in many verbs, updates that correct themselves, questions about one stage, counts,
 * averages, and requests refused or asked back. Seed pipeline: Northwind Logistics $125,000
 * Proposal 75 % closing Dec 15; Meridian Health Partners $85,000 Negotiation 90 % closing Dec 5;
 * Atlas Manufacturing $200,000 Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const languageTuned2Cases = inSet("tuned", [
  // New deals typed fast, amounts in words and hedged.
  {
    say: "add acme corp 30k disovery",
    expect: add({ company: /^acme corp$/i, amount: 30_000, stage: "Discovery" }),
  },
  {
    say: "new deal umbrella corp half a mil negotation",
    expect: add({ company: /^umbrella corp$/i, amount: 500_000, stage: "Negotiation" }),
  },
  { say: "add Cyberdyne a hundred grand", expect: add({ company: "Cyberdyne", amount: 100_000 }) },
  {
    say: "Add Massive Dynamic at seventy-five thousand, propsoal stage",
    expect: add({ company: "Massive Dynamic", amount: 75_000, stage: "Proposal" }),
  },
  {
    say: "new opp Nakatomi Trading 1.25 million closing Q2",
    expect: add({ company: "Nakatomi Trading", amount: 1_250_000, closeDate: "2027-06-30" }),
  },
  {
    say: "add Los Pollos Hermanos ballpark 40 grand",
    expect: add({ company: "Los Pollos Hermanos", amount: 40_000 }),
  },
  {
    say: "add Monarch Solutions 90k ish closing end of the month",
    expect: add({ company: "Monarch Solutions", amount: 90_000, closeDate: "2026-11-30" }),
  },
  {
    say: "track Prestige Worldwide 250k give or take, should close before xmas",
    expect: add({ company: "Prestige Worldwide", amount: 250_000, closeDate: /^2026-12-2[45]$/ }),
  },
  {
    say: "add Sterling Cooper roughly 2 mil closing in 3 wks",
    expect: add({ company: "Sterling Cooper", amount: 2_000_000, closeDate: "2026-12-14" }),
  },
  {
    say: "Add Bluebook Inc for three hundred and fifty k, closing next tuesday",
    expect: add({ company: "Bluebook Inc", amount: 350_000, closeDate: /^2026-(?:11-24|12-01)$/ }),
  },
  // Updates typed fast, with typos and corrections.
  {
    say: "northwnd to negotiaton",
    expect: update("Northwind Logistics", { stage: "Negotiation" }),
  },
  {
    say: "meridian prob 70% no wait 80%",
    expect: update("Meridian Health Partners", { probability: 80 }),
  },
  {
    say: "move atlas to discovery sorry i meant proposal",
    expect: update("Atlas Manufacturing", { stage: "Proposal" }),
  },
  {
    say: "bump atlas up to 250 grand",
    expect: update("Atlas Manufacturing", { amount: 250_000 }),
  },
  {
    say: "meridian slipping to the first week of january",
    expect: update("Meridian Health Partners", { closeDate: /^2027-01-0[1-7]$/ }),
  },
  {
    say: "atlas now closing in Q2",
    expect: update("Atlas Manufacturing", { closeDate: "2027-06-30" }),
  },
  {
    say: "northwind is roughly 130k now",
    expect: update("Northwind Logistics", { amount: 130_000 }),
  },
  {
    say: "set meridian to 90k, no actually 95k",
    expect: update("Meridian Health Partners", { amount: 95_000 }),
  },
  { say: "atlas prob 50 pct", expect: update("Atlas Manufacturing", { probability: 50 }) },
  {
    say: "atlas amount a quarter of a million",
    expect: update("Atlas Manufacturing", { amount: 250_000 }),
  },
  // Activities in many verbs.
  {
    // A ping names no medium: a note (round 9), not a guessed email.
    say: "pinged priya about the sow",
    expect: log({ type: "note", contact: priya, subject: /sow/i }),
  },
  {
    say: "caught up with marcus re contract redlines",
    expect: log({ type: "meeting", contact: marcus, subject: /redlines/i }),
  },
  {
    say: "dialled sarah about the renewal",
    expect: log({ type: "call", contact: sarah, subject: /renewal/i }),
  },
  {
    say: "had lunch w priya to talk budget",
    expect: log({ type: "meeting", contact: priya, subject: /budget/i }),
  },
  {
    say: "demo'd the dashboard to the atlas team",
    expect: log({ type: "meeting", contact: /Atlas Manufacturing/, subject: /dashboard/i }),
  },
  {
    say: "sent over the signed contract to marcus",
    expect: log({ type: "email", contact: marcus, subject: /signed contract/i }),
  },
  {
    say: "jumped on a call with sarah about the timeline",
    expect: log({ type: "call", contact: sarah, subject: /timeline/i }),
  },
  {
    say: "quick zoom w marcus on the rollout",
    expect: log({ type: "meeting", contact: marcus, subject: /rollout/i }),
  },
  // Questions about one stage, extremes, counts, averages, this month.
  {
    say: "whats in negotation",
    expect: { answer: [only("Atlas", "Meridian Health Partners", "$85,000")] },
  },
  {
    say: "how many deals in discovery",
    expect: { answer: [only("Northwind", "Atlas Manufacturing")] },
  },
  {
    say: "biggest deal in proposal stage",
    expect: { answer: [only("Atlas", "Northwind Logistics", "$125,000")] },
  },
  { say: "avg deal size", expect: { answer: ["$136,667"] } },
  { say: "whats closing this month", expect: { answer: [/November/] } },
  {
    say: "which deals close next month",
    expect: { answer: [only("Atlas", "Meridian Health Partners", "Northwind Logistics")] },
  },
  { say: "whos most likely to close", expect: { answer: [only("Atlas", "Meridian Health")] } },
  {
    say: "total in discovery",
    expect: { answer: [only("Meridian", "Atlas Manufacturing", "$200,000")] },
  },
  // Refused, or asked back.
  { say: "delete the atlas deal pls", expect: { refuses: /can't delete deals/ } },
  { say: "add a deal for like 50k", expect: { asks: /Which company/ } },
  { say: "text marcus the new pricing", expect: { refuses: /can't send/ } },
  // Two figures given as one estimate ("around"): the middle, said back with both (round 9; it
  // was asked back before — a choice, "50 or 60k", still is).
  {
    say: "add Acme somewhere around 20 to 25 grand",
    expect: {
      tool: "add_opportunity",
      input: { company: "Acme", amount: 22_500 },
      says: /\$22,500[\s\S]*\$20,000[\s\S]*\$25,000/,
    },
  },
]);

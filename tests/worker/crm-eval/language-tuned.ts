import { add, inSet, update } from "./kit";

/** An answer that names these and not the deal that should be left out. */
const only = (left: string, ...shown: string[]) =>
  new RegExp(
    `^(?![\\s\\S]*${left})${shown.map((s) => `[\\s\\S]*${s.replace(/[$.]/g, "\\$&")}`).join("")}`,
  );

/**
 * Requests read through the language module (docs/decisions/033), the engine tuned on them:
 * amounts in words, hedged or given as two figures, dates in everyday words, typos and shorthand,
 * and questions about one stage or about the pipeline's extremes. Seed pipeline: Northwind
 * Logistics $125,000 Proposal closing Dec 15; Meridian Health Partners $85,000 Negotiation
 * closing Dec 5; Atlas Manufacturing $200,000 Discovery closing Feb 26, 2027. Today: Mon Nov 23.
 */
export const languageTunedCases = inSet("tuned", [
  // Amounts in words, and hedged.
  {
    say: "Add Pied Piper, forty-five thousand, proposal",
    expect: add({ company: "Pied Piper", amount: 45_000, stage: "Proposal" }),
  },
  {
    say: "New deal with Hooli for a hundred and twenty k",
    expect: add({ company: "Hooli", amount: 120_000 }),
  },
  {
    say: "add Stark Industries about 1.5 mil",
    expect: add({ company: "Stark Industries", amount: 1_500_000 }),
  },
  {
    say: "Track Vehement Capital, roughly $80k give or take",
    expect: add({ company: "Vehement Capital", amount: 80_000 }),
  },
  {
    say: "new lead: Dunder Mifflin, nine hundred grand",
    expect: add({ company: "Dunder Mifflin", amount: 900_000 }),
  },
  {
    say: "Add Wayne Enterprises at two hundred and fifty thousand dollars",
    expect: add({ company: "Wayne Enterprises", amount: 250_000 }),
  },
  {
    say: "Add Gringotts, 60k-ish, negotiation",
    expect: add({ company: "Gringotts", amount: 60_000, stage: "Negotiation" }),
  },
  { say: "add Hooli fifty k", expect: add({ company: "Hooli", amount: 50_000 }) },
  { say: "raise Atlas to 2.1M", expect: update("Atlas Manufacturing", { amount: 2_100_000 }) },
  {
    say: "Move Atlas to proposal at sixty percent",
    expect: update("Atlas Manufacturing", { stage: "Proposal", probability: 60 }),
  },
  // Two figures for one amount: asked back, both named, nothing added.
  {
    say: "Add Oceanic Airlines, somewhere between 30 and 40 thousand",
    expect: { asks: /\$30,000.*\$40,000/ },
  },
  { say: "new deal: Tyrell Corp, 50 or 60k", expect: { asks: /\$50,000.*\$60,000/ } },
  {
    before: ["Add Oceanic Airlines, between thirty and forty thousand"],
    say: "the higher one",
    expect: add({ company: "Oceanic Airlines", amount: 40_000 }),
  },
  {
    say: "Northwind could land anywhere from 100 to 120k now",
    expect: { asks: /Northwind Logistics.*\$100,000.*\$120,000/ },
  },
  {
    before: ["Northwind could land anywhere from 100 to 120k now"],
    say: "go with the lower figure",
    expect: update("Northwind Logistics", { amount: 100_000 }),
  },
  {
    say: "Add Bluth Company at minus forty thousand",
    expect: { refuses: /can't be negative \(you said -\$40,000\)/ },
  },

  { say: "Add Initech, 40 to 50 thousand", expect: { asks: /\$40,000.*\$50,000/ } },

  // Dates in everyday words.
  {
    say: "Add Initech, $40k, closing end of Q1",
    expect: add({ company: "Initech", amount: 40_000, closeDate: "2027-03-31" }),
  },
  {
    say: "new deal with Soylent, 75k, closing in two weeks",
    expect: add({ company: "Soylent", amount: 75_000, closeDate: "2026-12-07" }),
  },
  {
    say: "Northwind now closes this friday",
    expect: update("Northwind Logistics", { closeDate: "2026-11-27" }),
  },
  {
    say: "Meridian got pushed a month",
    expect: update("Meridian Health Partners", { closeDate: "2027-01-05" }),
  },
  {
    say: "set Atlas's close date to jan 10",
    expect: update("Atlas Manufacturing", { closeDate: "2027-01-10" }),
  },
  {
    say: "Move the Northwind close date to the end of next quarter",
    expect: update("Northwind Logistics", { closeDate: "2027-03-31" }),
  },

  { say: "Atlas: end of feb", expect: update("Atlas Manufacturing", { closeDate: "2027-02-28" }) },
  {
    say: "Northwind closing by the 15th",
    expect: update("Northwind Logistics", { closeDate: "2026-12-15" }),
  },

  // Typos and shorthand.
  {
    say: "Move Northwind to negociation",
    expect: update("Northwind Logistics", { stage: "Negotiation" }),
  },
  {
    say: "ad a deal for Globex, 55k, propsal",
    expect: add({ company: "Globex", amount: 55_000, stage: "Proposal" }),
  },
  {
    say: "set the probabilty on Atlas to 40",
    expect: update("Atlas Manufacturing", { probability: 40 }),
  },
  {
    say: "change Meridian's amonut to 95k",
    expect: update("Meridian Health Partners", { amount: 95_000 }),
  },

  // One stage, two stages, and the pipeline's extremes.
  {
    say: "What's sitting in Proposal?",
    expect: { answer: [only("Meridian", "Northwind Logistics", "$125,000")] },
  },
  {
    say: "how much is in negotiation right now?",
    expect: { answer: [only("Atlas", "Meridian Health Partners", "$85,000")] },
  },
  {
    say: "what do we have in discovery and proposal?",
    expect: { answer: [only("Meridian", "Atlas Manufacturing", "Northwind Logistics")] },
  },
  {
    say: "largest opportunity",
    expect: { answer: [only("Meridian", "Atlas Manufacturing", "$200,000")] },
  },
  {
    say: "smallest deal?",
    expect: { answer: [only("Atlas", "Meridian Health Partners", "$85,000")] },
  },
  {
    say: "which deal closes soonest?",
    expect: { answer: [only("Atlas", "Meridian Health Partners", "Dec 5, 2026")] },
  },
  {
    say: "which one closes last?",
    expect: { answer: [only("Meridian", "Atlas Manufacturing", "Feb 26, 2027")] },
  },
  { say: "what's our oldest deal?", expect: { answer: [only("Atlas", "Northwind Logistics")] } },
  {
    say: "top deal in negotiation",
    expect: { answer: [only("Atlas", "biggest deal is \\*\\*Meridian Health Partners")] },
  },
  {
    pipeline: "withWon",
    say: "What's in closed won?",
    expect: { answer: [only("Atlas", "Vandelay Industries", "$50,000")] },
  },
]);

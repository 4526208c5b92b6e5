import { add, inSet, update } from "./kit";

/**
 * Requests written by the lead after the tenth round's fixes (H57), in other words than its
 * cases, played once and kept out of tuning: its classes (company names typed in lower case,
 * messages that say nothing is to change, several questions in one message, a stage the pipeline
 * lacks, a deal added under "opp"/"lead"/"prospect", "it" meaning the deal just discussed) as a
 * check of whether its fixes generalise. Seed pipeline: Northwind Logistics $125,000 Proposal
 * 75 % closing Dec 15; Meridian Health Partners $85,000 Negotiation 90 % closing Dec 5; Atlas
 * Manufacturing $200,000 Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 * First play: 16 of 18 right; the two misses are marked `miss` and left unfixed.
 */
export const heldBack10Cases = inSet("held-back", [
  {
    say: "new opp wayne enterprises 80k negotiation close dec 31",
    expect: add({
      company: "Wayne Enterprises",
      amount: 80_000,
      stage: "Negotiation",
      closeDate: "2026-12-31",
    }),
  },
  {
    say: "add stark industries, 250k, proposal, 50%",
    expect: add({
      company: "Stark Industries",
      amount: 250_000,
      stage: "Proposal",
      probability: 50,
    }),
  },
  {
    say: "opportunity cyberdyne systems 90k discovery close end of march",
    expect: add({
      company: "Cyberdyne Systems",
      amount: 90_000,
      stage: "Discovery",
      closeDate: "2027-03-31",
    }),
  },
  { say: "new opp - initech 40k", expect: add({ company: "Initech", amount: 40_000 }) },
  {
    say: "lead: massive dynamic, 300k, discovery",
    expect: add({ company: "Massive Dynamic", amount: 300_000, stage: "Discovery" }),
  },
  {
    say: "prospect gringotts bank 15k proposal",
    expect: add({ company: "Gringotts Bank", amount: 15_000, stage: "Proposal" }),
  },
  {
    say: "new opp for dunder mifflin, about fifty grand, proposal stage",
    expect: add({ company: "Dunder Mifflin", amount: 50_000, stage: "Proposal" }),
  },
  {
    say: "just reading, no changes pls - what's the weighted pipeline?",
    expect: { answer: [/\$230,250/] },
  },
  {
    say: "not updating anything, just tell me what's in negotiation",
    expect: { answer: [/Meridian Health Partners/, /\$85,000/] },
    miss: "first play: 'Which deal should I update?' — 'not updating anything' is not read as told-only",
  },
  {
    say: "how much is in the pipe in total? and which deal closes first?",
    expect: { answer: [/\$410,000/, /Meridian Health Partners/] },
  },
  {
    say: "what's closing in december? don't touch the deals",
    expect: { answer: [/Meridian Health Partners/, /Northwind Logistics/] },
  },
  {
    say: "how many deals are open and what are they worth together",
    expect: { answer: [/\b3\b|three/i, /\$410,000/] },
  },
  {
    say: "put northwind in contracting",
    expect: {
      tool: "update_opportunity",
      input: { company: "Northwind Logistics", updates: { stage: "Negotiation" } },
      says: /Contracting/i,
    },
    miss: "first play: moved to Negotiation without saying there is no Contracting stage",
  },
  {
    before: ["add Oscorp 70k proposal close jan 15"],
    say: "make it 65k actually",
    expect: update("Oscorp", { amount: 65_000 }),
  },
  {
    before: ["tell me about atlas"],
    say: "push its close date out a month",
    expect: update("Atlas Manufacturing", { closeDate: "2027-03-26" }),
  },
  {
    before: ["add Pied Piper 20k discovery"],
    say: "bump it to proposal",
    expect: update("Pied Piper", { stage: "Proposal" }),
  },
  { say: "who's the account owner for northwind", expect: { refuses: /owner/i } },
  {
    say: "northwind is verbally agreed, move to negotiation and set 95%",
    expect: update("Northwind Logistics", { stage: "Negotiation", probability: 95 }),
  },
]);

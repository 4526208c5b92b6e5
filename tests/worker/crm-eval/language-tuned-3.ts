import { add, inSet, log, marcus, only, priya, sarah, update } from "./kit";

/**
 * A third round written to measure how the readers generalise (docs/decisions/033), then tuned
 * on: new deals whose fields come in any order, company names with "&", "-", "Inc." or "GmbH" or
 * typed in lower case; activities told in the past tense with a person, a company and a channel;
 * updates said as news ("slipped", "is dead", "mark as won"); questions by an aggregate over a
 * stage or a period, or about what the dashboard does not hold; requests asked back or refused.
 * Seed pipeline: Northwind Logistics $125,000 Proposal 75 % closing Dec 15; Meridian Health
 * Partners $85,000 Negotiation 90 % closing Dec 5; Atlas Manufacturing $200,000 Discovery 30 %
 * closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const languageTuned3Cases = inSet("tuned", [
  // New deals, the fields in any order.
  {
    say: "new opp: 85k, Lumen Dental, qualification, closes 30 Jan",
    expect: add({ company: "Lumen Dental", amount: 85_000, closeDate: "2027-01-30" }),
  },
  {
    say: "put Harbor Freight in at negotiation for about 1.4m",
    expect: add({ company: "Harbor Freight", amount: 1_400_000, stage: "Negotiation" }),
  },
  {
    say: "Acme wants a quote ~ 60 grand, add it",
    expect: add({ company: "Acme", amount: 60_000 }),
  },
  {
    say: "add Smith & Sons, 45k, proposal",
    expect: add({ company: "Smith & Sons", amount: 45_000, stage: "Proposal" }),
  },
  {
    say: "new deal: Blue-Sky Analytics 70k discovery",
    expect: add({ company: "Blue-Sky Analytics", amount: 70_000, stage: "Discovery" }),
  },
  {
    say: "add Krupp GmbH 300k closing march 31",
    expect: add({ company: "Krupp GmbH", amount: 300_000, closeDate: "2027-03-31" }),
  },
  {
    say: "proposal stage, 55k, Vertex Labs Inc.",
    expect: add({ company: /^Vertex Labs Inc\.?$/, amount: 55_000, stage: "Proposal" }),
  },
  {
    say: "closing 15 feb, 25k, add greenleaf co-op",
    expect: add({ company: /^greenleaf co-op$/i, amount: 25_000, closeDate: "2027-02-15" }),
  },
  {
    say: "Johnson & Johnson is a new deal worth 2 million",
    expect: add({ company: "Johnson & Johnson", amount: 2_000_000 }),
  },
  {
    say: "we've got a 40k opportunity with Pinecrest Capital in proposal",
    expect: add({ company: "Pinecrest Capital", amount: 40_000, stage: "Proposal" }),
  },
  // Activities in the past tense, with a person, a company and a channel.
  {
    say: "left a voicemail for Dana at Corvus about the pilot",
    expect: log({ type: "call", contact: /Dana.*Corvus/, subject: /pilot/i }),
  },
  {
    say: "Zoom with Pinecrest's CFO about the budget went well",
    expect: log({ type: "meeting", contact: /Pinecrest/, subject: /budget/i }),
  },
  {
    say: "emailed the SOW to Mistral Foods",
    expect: log({ type: "email", contact: /Mistral Foods/, subject: /SOW/ }),
  },
  {
    say: "met their procurement lead at the trade show",
    expect: { asks: /Which company|Who/ },
  },
  {
    say: "rang Marcus yesterday re: the renewal terms",
    expect: log({ type: "call", contact: marcus, subject: /renewal terms/i }),
  },
  {
    say: "sent Priya a follow-up email on pricing",
    expect: log({ type: "email", contact: priya, subject: /pricing/i }),
  },
  {
    say: "had coffee with sarah chen, talked expansion",
    expect: log({ type: "meeting", contact: sarah, subject: /expansion/i }),
  },
  {
    say: "spoke to Marcus on the phone regarding legal",
    expect: log({ type: "call", contact: marcus, subject: /legal/i }),
  },
  {
    say: "walked Priya through the ERP integration on Teams",
    expect: log({ type: "meeting", contact: priya, subject: /ERP integration/i }),
  },
  // Updates said as news.
  { say: "bump Northwind to 140k", expect: update("Northwind Logistics", { amount: 140_000 }) },
  {
    say: "Meridian slid into january",
    expect: update("Meridian Health Partners", { closeDate: "2027-01-31" }),
  },
  {
    say: "mark Meridian as won",
    expect: update("Meridian Health Partners", { stage: "Closed Won" }),
  },
  {
    say: "Atlas is dead, we lost it to a competitor",
    expect: { asks: /no Closed Lost stage.*0%/s },
  },
  {
    say: "push everything in negotiation back a week",
    expect: update("Meridian Health Partners", { closeDate: "2026-12-12" }),
  },
  {
    say: "the Meridian number is now 92,500",
    expect: update("Meridian Health Partners", { amount: 92_500 }),
  },
  // Questions: an aggregate over a stage or a period, or what the dashboard doesn't hold.
  {
    say: "what's stuck in proposal",
    expect: { answer: [only("Meridian", "Northwind Logistics", "$125,000")] },
  },
  { say: "how many deals have we got going", expect: { answer: [/\b3 active deals\b/] } },
  {
    say: "biggest deal closing this quarter",
    expect: { answer: [only("Atlas", "Northwind Logistics", "$125,000")] },
  },
  { say: "what's the mean deal value", expect: { answer: ["$136,667"] } },
  {
    say: "who haven't we talked to in two weeks",
    expect: { answer: [/can't see when/] },
  },
  { say: "what's our win rate", expect: { answer: [/win rate/i, /no deal has closed/i] } },
  {
    say: "total value of deals closing before christmas",
    expect: {
      answer: [only("Atlas", "Northwind Logistics", "Meridian Health Partners", "$210,000")],
    },
  },
  {
    say: "how much is closing in Q1",
    expect: { answer: [only("Meridian", "Atlas Manufacturing", "$200,000")] },
  },
  {
    say: "which deals are over 100k",
    expect: { answer: [only("Meridian", "Northwind Logistics", "Atlas Manufacturing")] },
  },
  // Asked back: two companies match, an amount range, no company.
  {
    pipeline: "twoNorthwind",
    say: "bump Northwind to 70k",
    expect: { asks: /Northwind Logistics.*Northwind Traders/s },
  },
  { say: "add Soylent, budget 40k–60k", expect: { asks: /\$40,000.*\$60,000/ } },
  { say: "add a deal closing next friday in proposal", expect: { asks: /Which company/ } },
  // Refused: deleting, acting for the rep, things outside the CRM.
  { say: "wipe the whole pipeline", expect: { refuses: /can't delete/ } },
  { say: "email Sarah the contract for me", expect: { refuses: /can't send/ } },
  { say: "what's the weather in Chicago", expect: { refuses: /only help with/ } },
]);

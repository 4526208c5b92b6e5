import { add, inSet, log, marcus, only, priya, sarah, update } from "./kit";

/**
 * Requests written with language-tuned-5.ts, before its fixes, and kept out of them: its classes in
 * other words. Seed pipeline: Northwind Logistics $125,000 Proposal 75 % closing Dec 15; Meridian
 * Health Partners $85,000 Negotiation 90 % closing Dec 5; Atlas Manufacturing $200,000 Discovery
 * 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const heldBack5Cases = inSet("held-back", [
  {
    say: "Pemberton Legal - 47,500 - discovery - closes 1/31",
    expect: add({
      company: "Pemberton Legal",
      amount: 47_500,
      stage: "Discovery",
      closeDate: "2027-01-31",
    }),
  },
  {
    say: "new opp 👉 Lakeshore Dental, 22k, 40%",
    expect: add({ company: "Lakeshore Dental", amount: 22_000, probability: 40 }),
  },
  {
    say: "add Riverbend Farms for thirty two thousand, closing early feb",
    expect: add({ company: "Riverbend Farms", amount: 32_000 }),
  },
  {
    say: "the health partners deal is now 80%",
    expect: update("Meridian Health Partners", { probability: 80 }),
  },
  {
    say: "Atlsa moved to negotiation",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  {
    say: "Marcus's deal slipped to 12/18",
    expect: update("Meridian Health Partners", { closeDate: "2026-12-18" }),
  },
  {
    say: "northwind: push close by 3 weeks",
    expect: update("Northwind Logistics", { closeDate: "2027-01-05" }),
  },
  {
    say: "call with sarah - renewal terms",
    expect: log({ type: "call", contact: sarah, subject: /renewal terms/i }),
  },
  {
    say: "emailed marcus — redlined MSA attached",
    expect: log({ type: "email", contact: marcus, subject: /MSA/ }),
  },
  {
    say: "what's the combined value of discovery + proposal",
    expect: { answer: ["$325,000"] },
  },
  {
    say: "which is worth more, Meridian or Northwind?",
    expect: { answer: [/Northwind Logistics[\s\S]*\$125,000|\$125,000[\s\S]*Northwind/] },
  },
  {
    say: "deals worth between 100k and 250k",
    expect: { answer: [only("Meridian", "Northwind Logistics", "Atlas Manufacturing")] },
  },
  {
    say: "what's closing each month",
    expect: { answer: [/December[\s\S]*February/] },
  },
  {
    say: "who owns the Atlas deal?",
    expect: { refuses: /owner/i },
  },
  {
    say: "change the name of the Atlas deal to Atlas Group",
    expect: { refuses: /can't/ },
  },
  // Written after the round's probes, before any fix for them, in still other words.
  {
    say: "new opportunity called Wrenfield Tools, $8,750, negotiation",
    expect: add({ company: "Wrenfield Tools", amount: 8_750, stage: "Negotiation" }),
  },
  { say: "atlas odds +5", expect: update("Atlas Manufacturing", { probability: 35 }) },
  {
    say: "meridian's a 60/40 now",
    expect: update("Meridian Health Partners", { probability: 60 }),
  },
  { say: "take 10 points off atlas", expect: update("Atlas Manufacturing", { probability: 20 }) },
  {
    say: "northwind went from 125k to 150k",
    expect: update("Northwind Logistics", { amount: 150_000 }),
  },
  {
    say: "the meridian deal doubled in size",
    expect: update("Meridian Health Partners", { amount: 170_000 }),
  },
  {
    before: ["set Meridian to 70%"],
    say: "same for Atlas",
    expect: update("Atlas Manufacturing", { probability: 70 }),
  },
  { before: ["deals closing in december"], say: "how many?", expect: { answer: [/\*\*2\*\*/] } },
  {
    before: ["what's in proposal"],
    say: "and what about discovery?",
    expect: { answer: [only("Northwind", "Atlas Manufacturing")] },
  },
  {
    say: "which opportunity is worth the least?",
    expect: { answer: [only("Atlas", "Meridian Health Partners")] },
  },
  { say: "highest value deal?", expect: { answer: [only("Meridian", "Atlas Manufacturing")] } },
  {
    say: "which deal might fall through",
    expect: { answer: [only("Meridian", "Atlas Manufacturing")] },
  },
  {
    say: "deals closing after january",
    expect: { answer: [only("Northwind", "Atlas Manufacturing")] },
  },
  { say: "forward Marcus the latest pricing", expect: { refuses: /can't send/ } },
  { say: "schedule a follow-up reminder for Northwind", expect: { refuses: /can't/ } },
  { say: "what's Priya's email address?", expect: { refuses: /can't set or show/ } },
  {
    say: "email from Priya - she approved the budget",
    expect: log({ contact: priya, subject: /budget/ }),
  },
  // Ten more written after three of this part missed on its first run ("we'll be adding …", two
  // deals in one change, "list opps by amount": fixed, then moved to language-tuned-5.ts). Of
  // these ten, "an opportunity named Halden Clinic for 52,000 dollars" missed: fixed and moved too.
  {
    say: "I'm going to add Saltmarsh Inn, 14k",
    expect: add({ company: "Saltmarsh Inn", amount: 14_000 }),
  },
  { say: "bump northwind odds by +5", expect: update("Northwind Logistics", { probability: 80 }) },
  { say: "meridian halved", expect: update("Meridian Health Partners", { amount: 42_500 }) },
  {
    before: ["bump Atlas to 250k"],
    say: "northwind as well",
    expect: update("Northwind Logistics", { amount: 250_000 }),
  },
  { before: ["deals over 100k"], say: "total?", expect: { answer: ["$325,000"] } },
  { say: "max probability deal", expect: { answer: [only("Atlas", "Meridian Health Partners")] } },
  {
    say: "which is the least valuable opp",
    expect: { answer: [only("Atlas", "Meridian Health Partners")] },
  },
  {
    say: "rank opportunities by close date",
    expect: { answer: [/Meridian[\s\S]*Northwind[\s\S]*Atlas/] },
  },
  { say: "who is the account manager for Northwind?", expect: { refuses: /can't set or show/ } },
]);

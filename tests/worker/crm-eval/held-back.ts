import { add, inSet, log } from "./kit";

const bothAtlas = /\$200,000[\s\S]*\$60,000|\$60,000[\s\S]*\$200,000/;
const weighted = "$230,250";

/**
 * New phrasings kept out of the engine's tuning loop: the same failure classes as
 * new-activities.ts and new-deals.ts, phrased another way. `npm run eval:crm` scores them as
 * their own set (and lists their misses only with `-- --show-held-back`).
 */
export const heldBackCases = inSet("held-back", [
  {
    say: "Shot Marcus an email with the new pricing",
    expect: log({
      type: "email",
      contact: "Marcus Webb - Meridian Health Partners",
      subject: /new pricing/i,
    }),
  },
  {
    say: "Met the Northwind crew on site to walk the warehouse",
    expect: log({ type: "meeting", contact: /Northwind Logistics/, subject: /warehouse/i }),
  },
  {
    say: "Grabbed coffee with Priya to discuss the timeline",
    expect: log({
      type: "meeting",
      contact: "Priya Natarajan - Atlas Manufacturing",
      subject: /timeline/i,
    }),
  },
  {
    say: "emailed jane roe at initech the contract draft",
    expect: log({ type: "email", contact: /Jane Roe - Initech/i, subject: /contract draft/i }),
  },
  {
    say: "Had dinner with the Meridian folks last night, they're keen to expand",
    expect: log({
      type: "meeting",
      contact: /Meridian Health Partners/,
      subject: /expand|keen/i,
    }),
  },
  {
    say: "Pinged Sarah about the revised quote",
    expect: log({ contact: "Sarah Chen - Northwind Logistics", subject: /revised quote/i }),
  },
  {
    say: "Called the Atlas IT lead about data migration",
    expect: log({ type: "call", contact: /Atlas Manufacturing/, subject: /data migration/i }),
  },
  {
    say: "Followed up with Marcus by email about the redlines",
    expect: log({
      type: "email",
      contact: "Marcus Webb - Meridian Health Partners",
      subject: /redlines/i,
    }),
  },
  {
    say: "Met w/ Tom Hart (Globex) re: renewal",
    expect: log({ type: "meeting", contact: "Tom Hart - Globex", subject: /renewal/i }),
  },
  {
    say: "new lead — Gringotts, 500k, discovery",
    expect: add({ company: "Gringotts", amount: 500_000, stage: "Discovery" }),
  },
  {
    say: "Track a deal w/ Nakatomi Trading: $85,000",
    expect: add({ company: "Nakatomi Trading", amount: 85_000 }),
  },
  {
    say: "I want to track an opportunity with Oceanic Airlines, about 1.1M",
    expect: add({ company: "Oceanic Airlines", amount: 1_100_000 }),
  },
  {
    say: "There's a new lead, Monsters Inc, worth 40k",
    expect: add({ company: "Monsters Inc", amount: 40_000 }),
  },
  {
    say: "Put Blue Sun Corp in the pipeline, 95k",
    expect: add({ company: "Blue Sun Corp", amount: 95_000 }),
  },
  { pipeline: "sameName", say: "Bump Atlas to negotiation", expect: { asks: bothAtlas } },
  {
    pipeline: "sameName",
    say: "Atlas close date is now April 30",
    expect: { asks: bothAtlas },
  },
  { say: "What's our weighted pipeline value?", expect: { answer: [weighted] } },
  {
    say: "If every deal closes at its probability, what do we get?",
    expect: { answer: [weighted] },
  },
  {
    pipeline: "withWon",
    say: "weighted pipeline for open deals only",
    expect: { answer: [weighted] },
  },
  {
    say: "Weighted pipeline and the biggest deal?",
    expect: { answer: [weighted, "Atlas Manufacturing"] },
  },
]);

import { type EvalCase, seedDeals, update } from "./kit";

/** Requests that update deals: named loosely, ambiguous, unknown, lost, or out of range. */
export const updateCases: EvalCase[] = [
  // Updating deals.
  {
    say: "Northwind is now in negotiation at 85%",
    expect: update("Northwind Logistics", { stage: "Negotiation", probability: 85 }),
  },
  {
    say: "Move Atlas to negotiation",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  {
    say: "Meridian signed!",
    expect: update("Meridian Health Partners", { stage: "Closed Won", probability: 100 }),
  },
  {
    say: "We won the Meridian deal",
    expect: update("Meridian Health Partners", { stage: "Closed Won", probability: 100 }),
  },
  {
    say: "Atlas slipped to March",
    expect: update("Atlas Manufacturing", { closeDate: "2027-03-31" }),
  },
  {
    say: "Push Northwind's close date out two weeks",
    expect: update("Northwind Logistics", { closeDate: "2026-12-29" }),
  },
  {
    say: "Atlas is looking more likely, call it 60 percent",
    expect: update("Atlas Manufacturing", { probability: 60 }),
  },
  {
    say: "Northwind looks more likely",
    expect: update("Northwind Logistics", { probability: 85 }),
  },
  {
    say: "Bump Meridian up to $95k",
    expect: update("Meridian Health Partners", { amount: 95_000 }),
  },
  {
    say: "Change the Atlas deal amount to 250k",
    expect: update("Atlas Manufacturing", { amount: 250_000 }),
  },
  {
    say: "Move Northwind back to discovery",
    expect: update("Northwind Logistics", { stage: "Discovery" }),
  },
  {
    say: "The Atlas deal is in legal review",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  {
    say: "Set Meridian's close date to January 15",
    expect: update("Meridian Health Partners", { closeDate: "2027-01-15" }),
  },
  {
    say: "set atlas probability to 80%",
    expect: update("Atlas Manufacturing", { probability: 80 }),
  },
  {
    before: ["What's our biggest deal?"],
    say: "Move it to negotiation",
    expect: update("Atlas Manufacturing", { stage: "Negotiation" }),
  },
  { say: "Update Atlas", expect: { asks: /What should change for \*\*Atlas Manufacturing\*\*/ } },
  {
    before: ["Update Atlas"],
    say: "proposal at 50%",
    expect: update("Atlas Manufacturing", { stage: "Proposal", probability: 50 }),
  },
  {
    say: "Set probability to 150% for Atlas",
    expect: { refuses: /between 0% and 100%.*unchanged/ },
  },
  {
    say: "Update Acme Widgets to closed won",
    expect: {
      refuses: new RegExp(`couldn't find \\*\\*Acme Widgets\\*\\*.*${seedDeals.source}`, "s"),
    },
  },
  {
    say: "Umbrella Corp closed lost",
    expect: {
      refuses: /couldn't find \*\*Umbrella Corp\*\*.*no Closed Lost stage.*Atlas Manufacturing/s,
    },
  },
  {
    say: "Atlas is closed lost",
    expect: { asks: /no Closed Lost stage.*probability to 0%.*Set it to 0%\?/s },
  },
  {
    before: ["Atlas is closed lost"],
    say: "yes please",
    expect: update("Atlas Manufacturing", { probability: 0 }),
  },
  {
    before: ["The Atlas deal fell through"],
    say: "no, leave it",
    expect: { answer: ["leave **Atlas Manufacturing** as it is"] },
  },
  {
    pipeline: "twoNorthwind",
    say: "Move Northwind to closed won",
    expect: {
      asks: /Which deal do you mean: \*\*Northwind Logistics\*\* or \*\*Northwind Traders\*\*\?/,
    },
  },
  {
    pipeline: "twoNorthwind",
    before: ["Move Northwind to closed won"],
    say: "Traders",
    expect: update("Northwind Traders", { stage: "Closed Won" }),
  },
  {
    pipeline: "sameName",
    say: "Move Atlas to proposal",
    expect: { asks: /2 deals named \*\*Atlas Manufacturing\*\*.*Update all 2\?/ },
  },
];

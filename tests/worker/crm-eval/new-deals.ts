import { add, inSet } from "./kit";

/** Both Atlas deals of the `sameName` pipeline, by what tells them apart. */
const bothAtlas = /\$200,000[\s\S]*\$60,000|\$60,000[\s\S]*\$200,000/;
const weighted = "$230,250";

/**
 * New phrasings of new deals ("a new lead: X", "track a deal with X"), of changes to one of two
 * deals with the same company, and of the weighted pipeline (Σ amount × probability of the open
 * deals), the engine tuned on them.
 */
export const newDealCases = inSet("tuned", [
  {
    say: "a new lead: Soylent Corp, about $90k",
    expect: add({ company: "Soylent Corp", amount: 90_000 }),
  },
  {
    say: "Track a deal with Massive Dynamic, 150k, negotiation",
    expect: add({ company: "Massive Dynamic", amount: 150_000, stage: "Negotiation" }),
  },
  { say: "New lead: Hooli, 35k", expect: add({ company: "Hooli", amount: 35_000 }) },
  {
    say: "Can you track a new deal with Initrode worth $22,000?",
    expect: add({ company: "Initrode", amount: 22_000 }),
  },
  {
    say: "Start tracking Cyberdyne Systems, $300k, discovery",
    expect: add({ company: "Cyberdyne Systems", amount: 300_000, stage: "Discovery" }),
  },
  {
    say: "We just got a new lead from Globex, around 60 grand",
    expect: add({ company: "Globex", amount: 60_000 }),
  },
  {
    say: "Please add Duff Beer to the pipeline at $45k",
    expect: add({ company: "Duff Beer", amount: 45_000 }),
  },
  {
    say: "Got a lead: Tyrell Corp, 2M",
    expect: add({ company: "Tyrell Corp", amount: 2_000_000 }),
  },
  {
    say: "a new opportunity came in: Acme Widgets, $18k",
    expect: add({ company: "Acme Widgets", amount: 18_000 }),
  },
  {
    say: "Log a new lead - Wonka Industries - 70k",
    expect: add({ company: "Wonka Industries", amount: 70_000 }),
  },
  {
    say: "Let's track Umbrella Corp at 250k in proposal",
    expect: add({ company: "Umbrella Corp", amount: 250_000, stage: "Proposal" }),
  },

  // Two deals named alike: a question naming what tells them apart.
  { pipeline: "sameName", say: "Set Atlas to 50%", expect: { asks: bothAtlas } },
  { pipeline: "sameName", say: "Push the Atlas close date to March", expect: { asks: bothAtlas } },
  { pipeline: "sameName", say: "Mark Atlas as closed won", expect: { asks: bothAtlas } },
  {
    pipeline: "sameName",
    say: "Update the Atlas deal amount to 75k",
    expect: { asks: bothAtlas },
  },
  {
    pipeline: "sameName",
    before: ["Set Atlas to 50%"],
    say: "the 60k one",
    expect: { refuses: /\$60,000[\s\S]*pipeline/ },
  },

  // The weighted pipeline: every open deal's amount times its probability.
  { say: "What's the weighted pipeline?", expect: { answer: [weighted] } },
  { say: "probability-weighted value of our open deals?", expect: { answer: [weighted] } },
  {
    say: "What's the pipeline worth if you weight each deal by its probability?",
    expect: { answer: [weighted] },
  },
  { pipeline: "withWon", say: "weighted pipeline?", expect: { answer: [weighted] } },
  {
    say: "How many deals are open and what's the weighted pipeline?",
    expect: { answer: ["3 active deals", weighted] },
  },
  { say: "Give me the risk-adjusted pipeline", expect: { answer: [weighted] } },
]);

import { heldBackCases } from "./held-back";
import type { EvalCase } from "./kit";

const name = (c: EvalCase) => [...(c.before ?? []), c.say].join(" → ");

/**
 * Cases scored by `npm run eval:crm` but not yet required to pass in `npm test`: new ones whose
 * failure class the engine does not handle yet. Emptied as each class is fixed.
 */
export const notYetPassing = new Set<string>([
  "Sent Marcus an email about the renewal terms",
  "Met the Atlas team to go over the rollout plan",
  "Had lunch with Priya from Atlas to talk about phase two",
  "emailed sarah the updated volume tiers",
  "Met with the Meridian team about onboarding",
  "Gave Jane Roe at Initech a call about the pilot",
  "Dropped Marcus a note re the signed MSA",
  "Caught up with Sarah Chen over coffee about expansion plans",
  "Left Priya a voicemail about the workshop date",
  "Just had a Zoom with Tom Hart from Globex about the integration",
  "Wrote to the Northwind folks about the delivery SLA",
  "Had a call w/ Marcus about the SOW",
  "Sat down with Priya and her IT lead to plan the integration",
  "Lunch with Marcus today, he's ready to sign next week",
  "a new lead: Soylent Corp, about $90k",
  "Track a deal with Massive Dynamic, 150k, negotiation",
  "New lead: Hooli, 35k",
  "Start tracking Cyberdyne Systems, $300k, discovery",
  "We just got a new lead from Globex, around 60 grand",
  "Please add Duff Beer to the pipeline at $45k",
  "Got a lead: Tyrell Corp, 2M",
  "a new opportunity came in: Acme Widgets, $18k",
  "Log a new lead - Wonka Industries - 70k",
  "Let's track Umbrella Corp at 250k in proposal",
  "Set Atlas to 50%",
  "Push the Atlas close date to March",
  "Mark Atlas as closed won",
  "Update the Atlas deal amount to 75k",
  "Set Atlas to 50% → the 60k one",
  "What's the weighted pipeline?",
  "probability-weighted value of our open deals?",
  "What's the pipeline worth if you weight each deal by its probability?",
  "weighted pipeline?",
  "How many deals are open and what's the weighted pipeline?",
  "Give me the risk-adjusted pipeline",
  ...heldBackCases.map(name),
]);

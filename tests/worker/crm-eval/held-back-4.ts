import { add, inSet, log, marcus, steps, update } from "./kit";

/**
 * Requests written after the fourth tuning round (language-tuned-4.ts), kept out of it: its
 * classes in other words — two requests in one message, "that one", "it" and "him" for what the
 * previous reply named, a stage mistyped, "end of Q2" or "EOY", "$1.1M" or "two fifty k", a
 * hedged amount or one in pounds, a question with two filters or about a field every deal has,
 * and asking to undo. (A sixteenth, "Cinder Works, 40 or maybe 60k, add", missed on the first run and,
 * once fixed, moved to language-tuned-4.ts.) Seed pipeline: Northwind Logistics $125,000 Proposal 75 % closing Dec 15;
 * Meridian Health Partners $85,000 Negotiation 90 % closing Dec 5; Atlas Manufacturing $200,000
 * Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const heldBack4Cases = inSet("held-back", [
  {
    say: "log a meeting with Marcus about legal review and then bump Meridian to 95%",
    expect: steps(
      log({ type: "meeting", contact: marcus, subject: /legal review/i }),
      update("Meridian Health Partners", { probability: 95 }),
    ),
  },
  {
    say: "add Quarry Bank at 75k, then log an email to Tom Fry at Quarry Bank about the NDA",
    expect: steps(
      add({ company: "Quarry Bank", amount: 75_000 }),
      log({ type: "email", contact: "Tom Fry - Quarry Bank", subject: /NDA/ }),
    ),
  },
  {
    before: ["what's the smallest deal"],
    say: "push that one out two weeks",
    expect: update("Meridian Health Partners", { closeDate: "2026-12-19" }),
  },
  {
    before: ["show me everything in negotiation"],
    say: "mark it as won",
    expect: update("Meridian Health Partners", { stage: "Closed Won" }),
  },
  {
    before: ["emailed Marcus the contract"],
    say: "called him as well about the signature",
    expect: log({ type: "call", contact: marcus, subject: /signature/i }),
  },
  {
    say: "Northwind to negotation",
    expect: update("Northwind Logistics", { stage: "Negotiation" }),
  },
  {
    say: "add Pebble Foods 20k, stage proposel",
    expect: add({ company: "Pebble Foods", amount: 20_000, stage: "Proposal" }),
  },
  {
    say: "Northwind closes end of Q2",
    expect: update("Northwind Logistics", { closeDate: "2027-06-30" }),
  },
  {
    say: "add Vireo Bank, 1.5 mil, closing EOY",
    expect: add({ company: "Vireo Bank", amount: 1_500_000, closeDate: "2026-12-31" }),
  },
  { say: "Atlas is worth $1.1M now", expect: update("Atlas Manufacturing", { amount: 1_100_000 }) },
  {
    say: "add Juniper Air at two fifty k",
    expect: add({ company: "Juniper Air", amount: 250_000 }),
  },
  {
    say: "add Hanse Logistik for £75k",
    expect: {
      tool: "add_opportunity",
      input: { company: "Hanse Logistik", amount: 97_500 },
      says: /£75,000.*dollars/,
    },
  },
  {
    say: "open deals under 100k closing before new year",
    expect: { answer: [/^(?![\s\S]*Northwind)(?![\s\S]*Atlas)[\s\S]*Meridian Health Partners/] },
  },
  { say: "which deals are missing a stage", expect: { answer: [/every deal has/i] } },
  { say: "undo that last change", expect: { refuses: /Undo/ } },
]);

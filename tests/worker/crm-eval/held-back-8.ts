import { inSet, log, sarah, steps, update } from "./kit";

/**
 * Requests written after language-tuned-8.ts's fixes, in other words than it, and kept out of
 * tuning: its classes (amounts said aloud, weekdays and fortnights, two changes in one message,
 * a slice of the pipeline, a change taken back) as a check of whether the fixes generalise.
 * First run: 3/5. The two misses (a bare figure in words before "and", a fortnight as a shift;
 * "put it back how it was") were then fixed by class and stay here, marked.
 * Seed pipeline: Northwind Logistics $125,000 Proposal 75 % closing Dec 15; Meridian Health
 * Partners $85,000 Negotiation 90 % closing Dec 5; Atlas Manufacturing $200,000 Discovery 30 %
 * closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const heldBack8Cases = inSet("held-back", [
  {
    say: "new opp Saltmarsh Brewing, thirty two fifty, closes the friday after next",
    expect: {
      tool: "add_opportunity",
      input: { company: "Saltmarsh Brewing", amount: 3_250, closeDate: /^2026-12-(?:04|11)$/ },
    },
  },
  {
    // Missed on the first run; fixed after.
    say: "atlas is down to one eighty and slips a fortnight",
    expect: update("Atlas Manufacturing", { amount: 180_000, closeDate: "2027-03-12" }),
  },
  {
    say: "what's north of 100k closing before christmas",
    expect: { answer: [/^(?![\s\S]*(?:Meridian|Atlas))[\s\S]*Northwind Logistics/] },
  },
  {
    // Missed on the first run; fixed after.
    before: ["move meridian to closed won"],
    say: "hang on, that was a mistake, put it back how it was",
    expect: { refuses: /Undo/ },
  },
  {
    say: "log a call with sarah about the renewal and set northwind to 80 percent",
    expect: steps(
      log({ type: "call", contact: sarah, subject: /renewal/i }),
      update("Northwind Logistics", { probability: 80 }),
    ),
  },
]);

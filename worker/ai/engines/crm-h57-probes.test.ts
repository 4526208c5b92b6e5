import { describe, expect, it } from "vitest";
import { caseName } from "../../../tests/worker/crm-eval/cases";
import { builtInAssistant, runCase } from "../../../tests/worker/crm-eval/evaluate";
import { add, type EvalCase, update } from "../../../tests/worker/crm-eval/kit";

/**
 * H57's second probes: requests written after the round's fixes in new words (a manager's
 * review, an SDR's shorthand, corrections, refusals), played once: 12 of 14 right first time.
 * Missed then fixed: "which reps own what" (an owner asked by which rep holds what) and a long
 * review saying "without you touching any of the deals" with three questions in one sentence.
 */
const probes: EvalCase[] = [
  { say: "what've we got closing before new year's, weighted", expect: { answer: [/\$170,250/] } },
  {
    say: "pipeline split by stage pls, counts and values",
    expect: { answer: [/Discovery[^\n]*\$200,000/, /Negotiation[^\n]*\$85,000/] },
  },
  { say: "can u tell me which reps own what", expect: { refuses: /owner/i } },
  {
    say: "deal: stark industries, 2.5 mil, negotiation, 70%, closes jan 15",
    expect: add({
      company: "Stark Industries",
      amount: 2_500_000,
      stage: "Negotiation",
      probability: 70,
      closeDate: "2027-01-15",
    }),
  },
  {
    say: "new biz - oscorp, ~55k, proposal",
    expect: add({ company: "Oscorp", amount: 55_000, stage: "Proposal" }),
  },
  {
    before: ["add massive dynamic 90k discovery"],
    say: "oops, meant 19k",
    expect: update("Massive Dynamic", { amount: 19_000 }),
  },
  {
    before: ["move northwind to negotiation"],
    say: "no wait, leave it in proposal",
    expect: update("Northwind Logistics", { stage: "Proposal" }),
  },
  {
    say: "slide meridian's close date back a week",
    expect: update("Meridian Health Partners", { closeDate: "2026-12-12" }),
  },
  {
    say: "atlas close date → end of q1",
    expect: update("Atlas Manufacturing", { closeDate: "2027-03-31" }),
  },
  {
    say: "knock atlas down to one hundred and eighty thousand",
    expect: update("Atlas Manufacturing", { amount: 180_000 }),
  },
  { say: "wipe the pipeline, starting fresh", expect: { refuses: /can't delete/i } },
  { say: "move the wayne deal to proposal", expect: { refuses: /Wayne/ } },
  {
    say: "heads up for the weekly: I want a snapshot without you touching any of the deals. what's the total, what's closing in the next 30 days, and which one's the biggest. for context the board meeting got moved so I've got less time than usual and the CFO, who always wants to see the weighted pipeline too, will be dialling in from the airport, so keep it short. thx",
    expect: { answer: [/\$410,000/, /Atlas Manufacturing/] },
  },
  {
    pipeline: "twoNorthwind",
    say: "bump northwind to 70%",
    expect: { asks: /Northwind Logistics[\s\S]*Northwind Traders/ },
  },
];

describe("H57's second probes", () => {
  it.each(probes.map((c) => [caseName(c), c] as const))("%s", async (_, c) => {
    const result = await runCase(builtInAssistant, c);
    expect(result.problems, result.reply.text).toEqual([]);
  });
});

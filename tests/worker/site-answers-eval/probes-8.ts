/**
 * Second probes of round 9 (task H56): questions written after the round's fixes, in other
 * words than its tuned set (tuned-8), played once for the first-time figure, never tuned before.
 */
import { type AnswerCase, P } from "./case";

const price = [P.cost, P.numbers, P.timeline, P.investment];
const weeks = [P.long, P.timeline, P.numbers];
const vendor = [P.vendorYet, P.useCases, P.receive];
const roi = [P.numbers, P.investment, P.timeline];

export const probes8: readonly AnswerCase[] = [
  { say: "so which systems can you actually simulate? we're on infor", expect: vendor },
  { say: "any chance u guys work with epicor kinetic?", expect: vendor },
  { say: "is it compatible with sage x3", expect: vendor },
  {
    say: "what does the simulation actually check for a CRM rollout",
    expect: [P.useCases, P.phase2, P.process],
  },
  { say: "what kinds of things do you test with our team?", expect: [P.phase2, P.process] },
  { say: "where does the 1,900% figure come from", expect: roi },
  {
    say: "the ROI numbers on your investment page - what are they measured against?",
    expect: roi,
  },
  { say: "we need to go live in march, when's the latest we could start?", expect: weeks },
  { say: "how far ahead should we book you if go-live is september", expect: weeks },
  { say: "do you have an office in Singapore?", expect: [] },
  {
    say: "two things - whats the price and does it work with quickbooks",
    expect: [...price, ...vendor],
  },
];

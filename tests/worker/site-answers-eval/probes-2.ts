/**
 * SECOND PROBES, round 3 (docs/decisions/034): written after the round's fixes, new wordings of
 * each class fixed (doubts of trust and time, a deck from earlier consultants, what rules a
 * company out, a partner's own firm, a question after a statement with no mark, a mistyped
 * question word, the simulation's own fee), never tuned on; their first-time figure is reported.
 */
import { type AnswerCase, P } from "./case";

const verdict = [P.values, P.answerNo, P.insights, P.outcomes, P.saysNo, P.possible];
const figures = [P.guarantees, P.okFail, P.trust, P.numbers];
const weeks = [P.long, P.timeline, P.numbers];
const notADeck = [P.twoWays, P.simulated, P.phase3, P.deRisk, P.whatChanged];
const partner = [P.consultants, P.whoFor, P.whyItsFor];

export const probes2: readonly AnswerCase[] = [
  { say: "won't you always recommend going ahead? that's how you make money", expect: verdict },
  { say: "Will the simulation ever tell a client to stop?", expect: verdict },
  { say: "those savings numbers seem pretty optimistic to me", expect: figures },
  { say: "where does the 900-1900% come from", expect: figures },
  { say: "two months is a long time for us", expect: weeks },
  { say: "can't we do this faster than 4-8 weeks?", expect: weeks },
  {
    say: "Last year a big-four firm ran an assessment for us and all we got was a 90-page report. How is this not the same?",
    expect: notADeck,
  },
  { say: "who shouldn't buy this", expect: [P.fit, P.numbers] },
  { say: "are there companies you'd turn away?", expect: [P.fit, P.numbers] },
  { say: "when is this NOT a good idea for a company", expect: [P.fit, P.numbers] },
  {
    say: "we're a small salesforce consultancy — could we resell this to our customers",
    expect: partner,
  },
  { say: "i work for an integrator, how would we use this with clients", expect: partner },
  {
    say: "our budget is about 300k, does the simulation still make sense for us",
    expect: [P.fit, P.midMarket, P.numbers, P.whyMid, P.whoFor],
  },
  { say: "waht do we get at the end", expect: [P.receive, P.deliverables] },
  { say: "whta does the first phase involve", expect: [P.phase1] },
  { say: "what's the spend on the simulation itself", expect: [P.cost, P.timeline, P.numbers] },
  // The pages do not answer these.
  { say: "we have two sites in Ohio, would you need to visit both of them", expect: [] },
  { say: "can we pay by bank transfer in pounds", expect: [] },
  { say: "is your team ISO 27001 certified", expect: [] },
];

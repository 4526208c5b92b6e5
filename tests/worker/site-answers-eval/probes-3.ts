/**
 * THIRD PROBES, round 3 (docs/decisions/034): written after the second pass over the round's
 * classes (probes-2 had been tuned on by then), new wordings again, never tuned on; their
 * first-time figure is the one reported for the second pass.
 */
import { type AnswerCase, P } from "./case";

const verdict = [P.values, P.answerNo, P.insights, P.outcomes, P.saysNo, P.possible];
const figures = [P.guarantees, P.okFail, P.trust, P.numbers];
const weeks = [P.long, P.timeline, P.numbers];
const notADeck = [P.twoWays, P.simulated, P.phase3, P.deRisk, P.whatChanged];
const partner = [P.consultants, P.whoFor, P.whyItsFor];
const fit = [P.fit, P.numbers, P.midMarket, P.whoFor, P.whyMid];

export const probes3: readonly AnswerCase[] = [
  { say: "Isn't there a risk you just rubber-stamp whatever the sponsor wants?", expect: verdict },
  { say: "you get paid either way, so why would you ever tell us to stop", expect: verdict },
  { say: "The ROI claim on your site is marketing, right?", expect: figures },
  { say: "how did you calculate the return figure", expect: figures },
  { say: "we can't spend two months on this", expect: weeks },
  {
    say: "We paid a consultancy 80k last year for a readiness report that nobody read. Why would yours be any different?",
    expect: notADeck,
  },
  { say: "what kinds of companies are a poor match", expect: fit },
  { say: "is there anyone you'd advise against doing this", expect: fit },
  {
    say: "I'm a partner at a Dynamics implementation shop; how do firms like ours use this?",
    expect: partner,
  },
  {
    say: "we run an MSP and implement Odoo for clients, can we bring you in before kickoff",
    expect: partner,
  },
  {
    say: "wat happens after the report",
    expect: [P.phase4, P.receive, P.deliverables, P.outcomes],
  },
  { say: "we're about 60 people, would the simulation be overkill", expect: fit },
  // The pages do not answer these.
  { say: "do your consultants speak German", expect: [] },
  { say: "can you do the interviews on site in Lagos", expect: [] },
  { say: "what is your cancellation policy", expect: [] },
];

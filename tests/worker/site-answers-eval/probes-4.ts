/**
 * SECOND PROBES, round 5 (docs/decisions/034): new wordings of the classes round 5 fixed (tuned-4
 * and the defects left by round 4), written after the fixes. First time: 6/12 answered from the
 * passage (the figure reported for the round). Four misses were then fixed by class (erasing as
 * "get rid of", "no capacity for", a question after "say …", our record asked with "have you
 * ever delivered"), so this set is tuned on from then; the next round's probes are new again.
 */
import { type AnswerCase, P } from "./case";

const weeks = [P.long, P.timeline, P.process];

export const probes4: readonly AnswerCase[] = [
  // Who runs the site.
  { say: "who's running this website, what company", expect: [P.imprint, P.termsImprint] },
  // An AI company named as where their words go.
  { say: "do my messages end up at openai", expect: [P.whoSees, P.aiUse] },
  // Erasing in other words.
  { say: "could you get rid of everything you've got on me", expect: [P.erase] },
  // How the company began.
  { say: "how did clarity start out", expect: [P.story, P.whyBuilt] },
  // When they'd have the answer.
  { say: "say we start next week, when do we get the verdict", expect: weeks },
  { say: "how soon after kickoff would we see the final report", expect: weeks },
  // No time to take it on.
  {
    say: "we're swamped, no capacity for a new project this quarter",
    expect: [P.noTime, P.teamTime],
  },
  // The team's record.
  {
    say: "have you lot ever delivered an implementation this size or is it all slides",
    expect: [P.trust, P.whoWeAre, P.team],
  },
  // What one role gets.
  { say: "as the operations director, what's in it for me?", expect: [P.personas] },
  // Vendors' quotes far apart.
  { say: "our two ERP bids are 300k apart and we can't tell why", expect: [P.scenarios] },
  // "Do you only do X or also Y".
  { say: "do you just handle CRM or ERP as well", expect: [P.useCases, P.whoWeAre] },
  // The no-go doubt.
  {
    say: "what if the answer comes back as don't do it, have we wasted the fee?",
    expect: [P.answerNo, P.saysNo, P.insights],
  },
];

/**
 * SECOND PROBES, round 7 (docs/decisions/034): new wordings of the classes round 7 fixed, written
 * after the fixes and played once before any change (the first-time figure reported for the
 * round): a member of a list by its place, the same question of another kind of project, a budget
 * asked without saying whose, a sample of a deliverable the site doesn't publish, a terse noun
 * question, how the fee is counted, the supplier's legal identity, a partner's fear of being
 * cut out. First time: 5/8 answered from the right passage. Three misses were then fixed by class
 * (a member asked with a word after it, "what's the last one exactly"; the company contracted
 * with; "take over the implementation from us"), and one reply that scored but said the wrong
 * thing (an example blueprint: now that the site publishes none), so this set is tuned on from then.
 */
import { type AnswerCase, P } from "./case";

export const probes6: readonly AnswerCase[] = [
  // A member of a list by its place.
  {
    before: ["what would we get at the end?"],
    say: "what's the last one exactly",
    expect: [P.receive, P.deliverables],
  },
  // The same question of another kind of project.
  {
    before: ["can you simulate CRM implementations?"],
    say: "and CPQ implementations?",
    expect: [P.useCases, P.scenarios],
  },
  // A budget asked without saying whose.
  {
    say: "finance wants a budget number from me by friday, what should I give them?",
    expect: [P.cost, P.numbers, P.timeline],
  },
  // A sample of a deliverable the site doesn't publish.
  {
    say: "could I look at an example implementation blueprint before we commit?",
    expect: [P.samples, P.siteIs, P.receive],
  },
  // A terse noun question.
  { say: "core team size?", expect: [P.teamTime, P.fit, P.numbers, P.timeline] },
  // How the fee is counted.
  {
    say: "do you bill by the day or is it one price for the whole thing?",
    expect: [P.cost, P.numbers, P.timeline, P.investment],
  },
  // The supplier's legal identity.
  {
    say: "which company would we actually be contracting with, and where is it registered?",
    expect: [P.imprint, P.termsImprint],
  },
  // A partner's fear of being cut out.
  {
    say: "we're a NetSuite partner. if we bring you in, will you try to take over the implementation from us?",
    expect: [P.consultants],
  },
];

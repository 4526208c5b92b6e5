/**
 * SECOND PROBES, round 6 (docs/decisions/034): new wordings of the classes round 6 fixed, written
 * after the fixes and played once before any change (the first-time figure reported for the
 * round): a phase by its number, a bare follow-up after a phase, "next month" as a time and when
 * the findings come, the thing a "what X" asks for, a list's members, who does a thing no page
 * names, the price in another currency, the site's samples' data, what a failure costs, a partner
 * of their clients, a slip of the keyboard. First time: 7/10 answered, 1/2 honest (8/12 right).
 * Two misses were then fixed by class ("what's that in pounds" after the price; whether the
 * site's samples are real before the offer to see them), so this set is tuned on from then.
 */
import { type AnswerCase, P } from "./case";

export const probes5: readonly AnswerCase[] = [
  // A phase by its number.
  { say: "whats in the 3rd phase", expect: [P.phase3] },
  // A bare follow-up after a phase.
  { before: ["what happens in the first phase?"], say: "ok and then?", expect: [P.phase2] },
  { before: ["tell me about phase 3"], say: "what comes after that", expect: [P.phase4] },
  // "Next month" is a time; when the findings come is the weeks.
  {
    say: "we'd like to kick off next month — when will the findings be ready?",
    expect: [P.long, P.timeline, P.process],
  },
  // The thing a "what X" asks for.
  {
    say: "what budget figure do I need to put forward to finance for this?",
    expect: [P.cost, P.numbers, P.timeline],
  },
  // A list's members.
  { say: "which deliverables do we get", expect: [P.receive, P.deliverables] },
  // Who does a thing no page names.
  { say: "who supports the prototype after the handover?", expect: [] },
  // The price in another currency, after the price.
  { before: ["how much is the simulation?"], say: "what's that in pounds roughly", expect: [] },
  // The site's samples' data.
  {
    say: "is the sample spec on your website based on a real company?",
    expect: [P.samples],
  },
  // What a failure costs.
  {
    say: "what does a failed CRM rollout usually cost a mid-sized firm?",
    expect: [P.whyFail, P.okFail, P.numbers, P.answerNo, P.saysNo, P.outcomes],
  },
  // A partner of their clients.
  {
    say: "we advise our clients on CPQ, how could we use this with them?",
    expect: [P.consultants],
  },
  // A slip of the keyboard.
  { say: "is there a smaple report i could see", expect: [P.samples, P.siteIs, P.receive] },
];

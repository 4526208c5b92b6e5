/**
 * SECOND PROBES for answers from the site's pages (docs/decisions/034): written after the fix,
 * new wordings of each class fixed, never tuned on; their first-time figure is the one reported.
 */
import { type AnswerCase, P } from "./case";

export const probes: readonly AnswerCase[] = [
  { say: "ok so what's the damage, cost wise?", expect: [P.cost, P.timeline, P.numbers] },
  { say: "rough figure on your fees pls", expect: [P.cost, P.timeline, P.numbers] },
  {
    say: "how many months are we talking from kickoff to the report",
    expect: [P.long, P.timeline, P.numbers],
  },
  {
    say: "no platform picked so far, is it too early to talk to you",
    expect: [P.vendorYet, P.fit],
  },
  {
    say: "if we pause mid-way because of budget season, can we continue later?",
    expect: [P.saysNo, P.phase4, P.process, P.outcomes],
  },
  {
    say: "could we run it a second time next year",
    expect: [P.saysNo, P.phase4, P.process, P.outcomes],
  },
  { say: "does it handle our quoting process", expect: [P.useCases, P.scenarios] },
  {
    say: "we're a 15 employee company, too small for you?",
    expect: [P.fit, P.midMarket, P.whoFor],
  },
  { say: "do you have to see our live customer data", expect: [P.data] },
  {
    say: "is someone on your team going to check the roadmap or is it just the bot",
    expect: [P.aiUse, P.free],
  },
  { say: "how do i get my details removed", expect: [P.erase] },
  {
    say: "whats the best way to get in touch with you",
    expect: [P.imprint, P.termsImprint, P.termsContact, P.erase],
  },
  {
    say: "what if the result is dont do it",
    expect: [P.saysNo, P.answerNo, P.okFail, P.outcomes, P.possible],
  },
  {
    say: "how many hours a week per person do you need",
    expect: [P.teamTime, P.numbers, P.noTime, P.timeline],
  },
  { say: "we already signed with netsuite, is it too late", expect: [P.fit] },
  { say: "does using this assistant bind us to a contract", expect: [P.free] },
  // The pages do not answer these.
  { say: "do you work on weekends?", expect: [] },
  { say: "can you recommend a good recruiter?", expect: [] },
  { say: "what's your VAT number", expect: [] },
];

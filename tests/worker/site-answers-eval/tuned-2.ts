/**
 * TUNED questions, round 3 (docs/decisions/034): 24 new questions written from the
 * pages (`content/`) before reading the engine's tables — 12 the pages answer (the passage that
 * does is named beside each), 6 they don't (the honest "our pages don't …" with a way to reach
 * us), 6 doubts in new frames; terse, typo'd, a CFO, a sceptical IT lead, non-native voices.
 * Played once as they were (the first-play figure, decision 034 round 3), then tuned on.
 */
import { type AnswerCase, P } from "./case";

export const tuned2: readonly AnswerCase[] = [
  // The pages answer these.
  // "It's Okay to Fail Here": 900%–1,900% return on the simulation; "The numbers" too.
  {
    say: "Speaking as the CFO: what kind of return should I expect on the simulation fee?",
    expect: [P.okFail, P.numbers],
  },
  // "What you receive": the working prototype … is yours; "How we handle your data": you own it.
  { say: "prototype - ours to keep?", expect: [P.receive, P.data, P.deliverables] },
  // "Possible outcomes" / "Four possible outcomes" / the home page's "A clear answer either way".
  {
    say: "wich outcomes can the simulaton end with",
    expect: [P.possible, P.outcomes, P.eitherWay],
  },
  // Phase 2: realistic scenarios — month-end close …; "What we simulate": month-end close.
  {
    say: "We are company of 300 peoples. Is possible you test our month closing process before we buy new ERP?",
    expect: [P.phase2, P.useCases, P.scenarios],
  },
  // "Who we work with", the IT lead: the systems nobody documented, surfaced in week one.
  {
    say: "Our integrations are a mess and half of them are undocumented. Would this even surface that?",
    expect: [P.personas, P.clarityAgent, P.phase1, P.whyFail],
  },
  // Phase 1, Understand Your Context (Hours 1–2).
  { say: "what happens in the first couple of hours", expect: [P.phase1] },
  // "How much of my team's time …": 2–3 hours of executive check-ins.
  {
    say: "Our exec sponsor is swamped. How much of her time would this take?",
    expect: [P.teamTime, P.numbers],
  },
  // "How we handle your data": anonymised sample data is enough for the prototype.
  { say: "is anonymised data ok for the prototype", expect: [P.data] },
  // "Is a readiness simulation right for you?": Not the right fit.
  { say: "what would make us a bad fit for this", expect: [P.fit, P.numbers] },
  // Phase 4: take it to vendors, to the board, or back into another simulation round.
  {
    say: "once we have the final report, what do we actually do with it",
    expect: [P.phase4, P.receive, P.deliverables],
  },
  // "AI use": built-in engines or a hosted model; "Who sees it": an AI model provider.
  {
    say: "does this chatbot send my messages to OpenAI or something",
    expect: [P.aiUse, P.whoSees],
  },
  // "For implementation consultants": a pre-engagement step.
  {
    say: "im at a netsuite partner firm, could we use this before we sign new clients",
    expect: [P.consultants, P.whoFor, P.whyItsFor],
  },
  // The pages do not answer these.
  { say: "Do you hold a SOC 2 report our security team can review?", expect: [] },
  { say: "can the stakeholder interviews be done in portuguese", expect: [] },
  {
    say: "Any customers in wholesale distribution I could speak to before we sign?",
    expect: [],
  },
  { say: "as CFO I'd want to pay in euros, is that possible", expect: [] },
  { say: "will you sign our NDA before the interviews start", expect: [] },
  { say: "our team is in sydney. does the sprint run in our hours", expect: [] },
  // Doubts in new frames.
  // "Our values": we say what the evidence says, including no; "A no is a result".
  {
    say: "honestly this sounds like you'll just tell us what we want to hear",
    expect: [P.values, P.answerNo, P.insights, P.outcomes, P.saysNo, P.possible],
  },
  // "Who we are": our people design the simulation, challenge the findings …
  {
    say: "An AI interviewing my staff? They will hate that.",
    expect: [P.whoWeAre, P.phase1, P.simulated, P.clarityAgent, P.whatChanged],
  },
  // "We already have a vendor's discovery phase." and the price against discovery.
  {
    say: "25k to find out what our vendor would tell us for free. not convinced",
    expect: [P.vendorDiscovery, P.deRisk, P.numbers, P.okFail, P.cost],
  },
  // "Two ways to start a project" / "A working prototype ends debates that slides can't."
  {
    say: "We did workshops with consultants before and got a slide deck. Why would this be different?",
    expect: [P.twoWays, P.simulated, P.phase3, P.deRisk, P.whatChanged],
  },
  // "How long …": most simulations finish within 4–8 weeks.
  {
    say: "6 weeks feels too long, we need a decision this quarter",
    expect: [P.long, P.timeline, P.numbers],
  },
  // "No guarantees": figures describe typical engagements; "Why teams trust us": checked against.
  {
    say: "Frankly the 900% ROI figure looks made up.",
    expect: [P.guarantees, P.okFail, P.trust],
  },
];

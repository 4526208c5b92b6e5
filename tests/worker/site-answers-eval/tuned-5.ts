/**
 * TUNED questions, round 6 (docs/decisions/034): 24 new questions written from the pages'
 * headings and copy (`content/`) before reading the engine, in voices not used before (a
 * procurement officer, a non-native speaker, someone on a phone with typos, an implementation
 * partner, a board member, and follow-ups after a reply: "and after that?", "how much is that in
 * euros"), five of them questions the pages don't answer. Played once as they were (the
 * first-play figure, decision 034 round 6), then tuned on.
 */
import { type AnswerCase, P } from "./case";

const weeks = [P.long, P.timeline, P.process];

export const tuned5: readonly AnswerCase[] = [
  // Procurement: "A simulation is only ever bought under a separate written agreement."
  {
    say: "For our procurement file: is the simulation bought under a separate written contract, or just by accepting your website terms?",
    expect: [P.free],
  },
  // Procurement: "Vendor-neutral requirements your shortlist must price against."
  {
    say: "Procurement here. Will the requirements you produce be vendor-neutral so we can run a tender with them?",
    expect: [P.vendorYet, P.receive, P.twoWays, P.deliverables],
  },
  // Procurement: the price, for a purchase request.
  {
    say: "What price range should I put in the purchase request for the simulation?",
    expect: [P.cost, P.numbers, P.timeline],
  },
  // Non-native: Phase 1, Clarity interviews the stakeholders.
  {
    say: "In the simulation, who is making the interviews with our peoples?",
    expect: [P.phase1, P.process, P.clarityAgent, P.simulated],
  },
  // Non-native: Team Realignment.
  {
    say: "Is possible that the result is we must first agree between us as a team?",
    expect: [P.possible, P.outcomes],
  },
  // Non-native: the readiness and gap report (Phase 4, the readiness analysis).
  {
    say: "what mean 'readiness and gap report'?",
    expect: [P.phase4, P.process, P.receive, P.deliverables],
  },
  // Phone, typos: Phase 2.
  { say: "wat happens in phse 2", expect: [P.phase2] },
  // Phone, typos: the core team.
  {
    say: "hw many ppl from our side r needed",
    expect: [P.teamTime, P.fit, P.numbers, P.timeline],
  },
  // Phone, typos: the sample RFP ("The prototype and samples", "What this site is").
  { say: "is there a sampel rfp i can look at", expect: [P.samples, P.siteIs] },
  // Partner: "cut the change orders that erode your margin".
  {
    say: "As an implementation partner, how does this help us with change orders?",
    expect: [P.consultants, P.whyFail],
  },
  // Partner: a pre-engagement step.
  {
    say: "I advise clients on ERP selection. Where would this fit before my engagement starts?",
    expect: [P.consultants],
  },
  // Board: the CEO's card, "the evidence to defend it to the board".
  {
    say: "I sit on the board. What would the CEO actually bring us to defend the decision?",
    expect: [P.personas, P.receive, P.possible, P.phase4],
  },
  // Board: "The board asked for an AI plan".
  {
    say: "Our board asked management for an AI plan. Can you help with that?",
    expect: [P.scenarios, P.useCases],
  },
  // Board: what a wrong start costs.
  {
    say: "As a board member I want to know what a failed ERP project typically costs a company like ours",
    expect: [P.numbers, P.whyFail, P.answerNo, P.okFail, P.saysNo, P.outcomes],
  },
  // Follow-up: after Phase 2 comes Phase 3.
  { before: ["what happens in phase 2?"], say: "and after that?", expect: [P.phase3] },
  // Follow-up: the weeks, after "say we start next week" (a known miss of round 5).
  {
    before: ["say we start next week"],
    say: "when do we get the verdict",
    expect: weeks,
  },
  // Follow-up: the no-go after the outcomes.
  {
    before: ["what are the possible outcomes?"],
    say: "what happens if we get the no-go one?",
    expect: [P.saysNo, P.answerNo, P.outcomes, P.possible],
  },
  // "Outgrowing QuickBooks and spreadsheets".
  {
    say: "we still close the books in quickbooks, is an ERP too early for us?",
    expect: [P.scenarios],
  },
  // "The prototype and samples": invented sample data.
  {
    say: "the prototype on your site, is that real customer data or made up?",
    expect: [P.samples],
  },
  // None: the pages quote dollars only (a follow-up after the price).
  { before: ["what does it cost?"], say: "how much is that in euros", expect: [] },
  // None: no payment terms on the pages.
  { say: "can you invoice against a PO with 60-day payment terms?", expect: [] },
  // None: no app.
  { say: "do u hav an app for iphone", expect: [] },
  // None: no referral fee for partners.
  { say: "As a partner, do you pay a referral fee if we bring you a client?", expect: [] },
  // None: the pages don't say how many people work here.
  { say: "how many people work at Clarity?", expect: [] },
];

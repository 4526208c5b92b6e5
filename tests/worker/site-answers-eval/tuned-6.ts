/**
 * TUNED questions, round 7 (docs/decisions/034): 20 new questions written from the pages'
 * headings and copy (`content/`) before reading the engine, in voices the sets lacked (a
 * procurement officer, a CFO, a partner firm, a sceptic, terse chat, second-language English)
 * and follow-ups that lean on the previous answer ("and how much is that?", "what about for AI
 * projects?", "and the second one?" after a list), with round 6's three known misses (the budget
 * figure, a sample report, follow-ups other than phases). Played once as they were (the
 * first-play figure, decision 034 round 7), then tuned on.
 */
import { type AnswerCase, P } from "./case";

const price = [P.cost, P.numbers, P.timeline, P.investment];
const weeks = [P.long, P.timeline, P.process];

export const tuned6: readonly AnswerCase[] = [
  // Procurement: the price's shape, for a purchase order.
  { say: "Is the simulation priced per user, or is it a fixed fee per engagement?", expect: price },
  // Procurement: who the supplier is (the imprint).
  {
    say: "For our supplier onboarding form: what is your legal entity name and registered address?",
    expect: [P.imprint, P.termsImprint],
  },
  // CFO: round 6's known miss, the budget figure (our fee; the pages' $250K+ projects).
  { say: "what budget figure do I need to put forward", expect: [P.cost, P.numbers, P.timeline] },
  // CFO: the return.
  {
    say: "CFO here. Give me the ROI case: what return do your clients see on the fee?",
    expect: [P.numbers, P.investment],
  },
  // CFO: what a no-go is worth.
  {
    say: "If it comes back no-go, what have we actually bought for the money?",
    expect: [P.saysNo, P.answerNo, P.outcomes, P.possible, P.numbers],
  },
  // Partner firm: not a competitor for the implementation.
  {
    say: "We're a Salesforce consultancy. Would you end up competing with us for the implementation work?",
    expect: [P.consultants, P.vendorYet, P.trust],
  },
  // Sceptic: a requirements document we could write ourselves.
  {
    say: "Sounds like an expensive way to write a requirements doc. Why wouldn't we just do that ourselves?",
    expect: [P.twoWays, P.whatChanged, P.simulated, P.deRisk, P.vendorDiscovery, P.receive],
  },
  // Sceptic: how an AI learns the business (Phase 1 interviews, Phase 2 stress tests).
  {
    say: "How is an AI supposed to know how our warehouse really runs?",
    expect: [P.phase1, P.phase2, P.process, P.aiUse, P.clarityAgent, P.simulated],
  },
  // Sceptic: client names (none on the pages).
  { say: "Has anyone actually used this? Name one client.", expect: [] },
  // Terse: the weeks.
  { say: "timeline?", expect: weeks },
  // Terse: data retention.
  { say: "data retention?", expect: [P.stored, P.data, P.erase] },
  // Terse: round 6's known miss, a sample report (a sample RFP and spec, no report).
  { say: "is there a sample report", expect: [P.samples, P.siteIs, P.receive] },
  // Second language: no vendor chosen yet.
  {
    say: "We are not yet decided which software. Is this a problem for to begin?",
    expect: [P.vendorYet],
  },
  // Second language: the team's hours.
  {
    say: "How many hours each week must our people give for this?",
    expect: [P.teamTime, P.timeline, P.numbers],
  },
  // Second language: a language the pages don't name.
  { say: "Is possible to make the whole simulation in German language?", expect: [] },
  // Procurement: a framework the pages don't name.
  { say: "Are you listed on any public-sector procurement framework?", expect: [] },
  // Follow-up: the price of the thing just explained.
  {
    before: ["what is a readiness simulation?"],
    say: "and how much is that?",
    expect: [P.cost, P.numbers, P.timeline],
  },
  // Follow-up: the same question for another kind of project.
  {
    before: ["do you do ERP projects?"],
    say: "what about for AI projects?",
    expect: [P.useCases, P.scenarios],
  },
  // Follow-up: a member of the list just given.
  {
    before: ["what are the possible outcomes?"],
    say: "and the second one?",
    expect: [P.outcomes, P.possible],
  },
  {
    before: ["which deliverables do we get?"],
    say: "tell me more about the third one",
    expect: [P.receive, P.deliverables],
  },
];

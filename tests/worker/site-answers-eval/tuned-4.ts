/**
 * TUNED questions, round 5 (docs/decisions/034): 20 new questions written from the pages'
 * headings (`content/`) before reading the engine, in voices not used before (a CFO, a warehouse
 * manager, an IT director, an owner on a phone, a sceptic, non-native, terse): the scenarios, the
 * personas, the team's record, the outcomes by name, what is free, and four the pages don't
 * answer. Played once as they were (the first-play figure, decision 034 round 5), then tuned on.
 */
import { type AnswerCase, P } from "./case";

export const tuned4: readonly AnswerCase[] = [
  // "Six moments when teams call us": two vendor quotes, 40 % apart.
  {
    say: "we got two quotes for netsuite that are miles apart, is that something you deal with",
    expect: [P.scenarios],
  },
  // "Six moments": the last rollout stalled.
  { say: "our last rollout died halfway through, would this have helped?", expect: [P.scenarios] },
  // "Why teams trust us": Fortune 500 experience, $1M+ project track record.
  {
    say: "has your team actually run big projects or is this all theory",
    expect: [P.trust, P.whoWeAre, P.team],
  },
  // "What if the answer is no?" / "What if the simulation says no?" / "A no is a result".
  {
    say: "whats the point of paying if the answer might just be no",
    expect: [P.answerNo, P.saysNo, P.insights],
  },
  // "Who we work with": the budget owner.
  { say: "I'm the CFO. What do I specifically get out of this?", expect: [P.personas] },
  // "The deeper why": testing is now cheap; "What changed".
  {
    say: "how can you build a working prototype in days when our vendor says months",
    expect: [P.insights, P.whatChanged, P.simulated, P.phase3],
  },
  // "What we simulate": ERP, CRM, CPQ and AI.
  { say: "do you only do ERP or also CRM and quoting stuff", expect: [P.useCases, P.whoWeAre] },
  // "Possible outcomes" / "Four possible outcomes": Team Realignment.
  {
    say: "what does Team Realignment mean as a result",
    expect: [P.possible, P.outcomes],
  },
  // "We don't have time for another project."
  {
    say: "honestly everyone here is flat out with year end, we can't take on anything else",
    expect: [P.noTime, P.teamTime],
  },
  // "The free assessment and Clarity" / "Start free".
  {
    say: "is the first assessment really free or is there a catch",
    expect: [P.free, P.investment, P.numbers],
  },
  // "Who we work with" / "How much of my team's time": the people who take part.
  {
    say: "who from our company needs to be in the room",
    expect: [P.personas, P.teamTime, P.phase2],
  },
  // "Phase 2: Stress Test with Your Team": their own scenarios.
  {
    say: "does the simulation run on our own processes or some generic template",
    expect: [P.phase2, P.phase1, P.deRisk],
  },
  // "Why the mid-market".
  { say: "why focus on mid sized companies and not enterprises", expect: [P.whyMid, P.midMarket] },
  // "Two ways to start a project" / "The consulting process, simulated".
  {
    say: "how is this different from hiring a normal consultancy",
    expect: [P.twoWays, P.simulated, P.whatChanged],
  },
  // "How we handle your data" / "What we store".
  {
    say: "how do you keep our company's info confidential",
    expect: [P.data, P.stored, P.whoSees],
  },
  // "How long does a readiness simulation take?" / "Timeline and investment".
  {
    say: "if we kicked off on a monday when would we have an answer",
    expect: [P.long, P.timeline, P.process],
  },
  // None: the pages name no certifications of the consultants.
  { say: "do your consultants hold PMP or Prince2 certification?", expect: [] },
  // None: the pages don't say where the readout happens.
  { say: "can the final readout be done on-site at our plant in Ohio?", expect: [] },
  // None: no community or user conference on the pages.
  { say: "is there a user community or conference we could join", expect: [] },
  // None: the pages don't say what happens to the prototype's hosting after.
  { say: "who hosts the prototype after the simulation ends and for how long", expect: [] },
];

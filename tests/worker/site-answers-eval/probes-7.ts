/**
 * Second probes of round 8 (task H49, docs/decisions/034): 12 questions written after the
 * round's fixes (a definition asked plainly, a question after a statement, stand-in data, a
 * guarantee, a consultancy replaced or kept, the people who take part, a size said as "our size"),
 * in other words than tuned-7's, played once before any further fix (the first-time figure is in
 * the decision's round 8).
 */
import { type AnswerCase, P } from "./case";

const price = [P.cost, P.numbers, P.timeline, P.investment];
const weeks = [P.long, P.timeline, P.numbers];
const size = [P.fit, P.midMarket, P.whyMid, P.whoFor];

export const probes7: readonly AnswerCase[] = [
  {
    say: "Quick one - what exactly is the simulation? Explain it like I'm five.",
    expect: [P.process, P.simulateFirst, P.home, P.twoWays, P.clarityAgent, P.whyBuilt],
  },
  { say: "hw long does the whole thing run, kickoff to report?", expect: weeks },
  {
    say: "We've got about 45 people. Honestly is that too small for this kind of thing?",
    expect: size,
  },
  {
    say: "Could we just use anonymized extracts rather than live customer records?",
    expect: [P.data, P.phase3],
  },
  {
    say: "Our finance director keeps asking whether there's a warranty on the recommendation. Is there?",
    expect: [P.guarantees],
  },
  {
    say: "Would we still need our implementation partner afterwards, or does this replace them?",
    expect: [P.consultants, P.twoWays, P.simulated, P.whatChanged, P.deRisk],
  },
  {
    say: "I run IT for a 250-seat wholesaler. Who from my team has to be in the sessions, and roughly how many hours each?",
    expect: [P.teamTime, P.noTime, P.phase2, P.fit, P.timeline, P.numbers],
  },
  {
    say: "What's the damage, cost-wise? And does that price cover the prototype build?",
    expect: [...price, P.receive, P.deliverables],
  },
  {
    say: "do you folks have experience in manufacturing or distribution?",
    expect: [P.team, P.trust, P.whoWeAre],
  },
  {
    say: "Is the final output something I can hand to our board, like an actual written report?",
    expect: [P.receive, P.deliverables, P.phase4, P.process],
  },
  { say: "Do you have an office in Manchester we could visit?", expect: [] },
  { say: "What's your notice period for cancelling once the contract is signed?", expect: [] },
];

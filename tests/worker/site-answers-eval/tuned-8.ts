/**
 * TUNED questions, round 9 (task H56): 20 new questions written from the pages (`content/`) and
 * the spec before reading the engines — shorthand, typos, a question buried after a statement,
 * two in one message, a question inside a first message that also scopes the project, and one
 * long message. Each names the passage that answers it, or none. Played once as they were (the
 * first-play figure, docs/decisions), then tuned on.
 */
import { type AnswerCase, P } from "./case";

const price = [P.cost, P.numbers, P.timeline, P.investment];
const weeks = [P.long, P.timeline, P.numbers];
const vendor = [P.vendorYet, P.useCases, P.receive];
const roi = [P.numbers, P.investment, P.timeline];

export const tuned8: readonly AnswerCase[] = [
  // A first message that scopes a CPQ project and asks what a simulation would test.
  {
    say: "Quick one - we're looking at CPQ for our valve business, quotes take about a week because engineering signs off every configuration. what would you actually test in a simulation for something like ours?",
    expect: [P.useCases, P.phase2, P.process],
  },
  // The same, shorter, as a follow-up.
  {
    say: "what exactly gets tested during the simulation?",
    expect: [P.phase2, P.process, P.useCases, P.phase3],
  },
  // ROI method, shorthand.
  { say: "how do u get to 900% roi, seems high", expect: roi },
  // ROI method, a CFO.
  { say: "What is the return on the simulation based on - compared to what?", expect: roi },
  // Start-date planning.
  { say: "when would we need to kick off to be live by june next year?", expect: weeks },
  // Start-date planning, typos.
  {
    say: "if we want the new system running by Q3 how soon do we hav to start the simualtion",
    expect: weeks,
  },
  // Vendors the pages don't name, shorthand.
  { say: "do you support workday", expect: vendor },
  { say: "r u tied to one vendor or neutral?", expect: vendor },
  { say: "Does it work with Odoo?", expect: vendor },
  // Size and price, two in one message after a statement.
  {
    say: "we're a 90 person wholesaler, still mostly on spreadsheets. is this even worth it for a company our size and what would it cost us?",
    expect: [...price, P.fit, P.midMarket, P.whoFor, P.whyMid],
  },
  // The smallest project.
  {
    say: "whats the smallest project you would take on",
    expect: [P.numbers, P.fit, P.investment, P.whoFor],
  },
  // Re-running.
  {
    say: "can we run it again later if things change on our side?",
    expect: [P.saysNo, P.process, P.phase4],
  },
  // Team time, typos.
  {
    say: "how much tiem does my team need to put in per week",
    expect: [P.teamTime, P.numbers, P.timeline],
  },
  // What you get at the end.
  {
    say: "what do we actually get at the end? real documents or just a slide deck",
    expect: [P.receive, P.deliverables],
  },
  // A no, after a statement about a bad rollout.
  {
    say: "We had an ERP rollout in 2019 that went way over budget and the board is wary. If the simulation tells us not to go ahead, is the money wasted?",
    expect: [P.saysNo, P.answerNo, P.outcomes, P.possible, P.okFail, P.eitherWay],
  },
  // Long message, the question buried at the end.
  {
    say: "Hi there, some context first. We make industrial fans and ventilation units, about 240 people across two plants in Ohio and one small assembly site in Mexico. We've been on an old version of Epicor since 2011 and a homegrown quoting tool that one of our engineers wrote and maintains in his spare time, which is obviously a risk. The plan is to move to a new ERP and probably a proper CPQ in the same go, but our operations director and our CFO disagree on whether to do both at once, and sales just wants quotes to go faster. Nobody really has time for a long project, we are running flat out. Anyway, who from our side would actually need to be in the interviews, and how much of their time does it take?",
    expect: [P.teamTime, P.phase1, P.phase2, P.noTime, P.numbers, P.timeline],
  },
  // Different from a vendor's discovery.
  {
    say: "how is this different from the discovery phase our vendor already offered us",
    expect: [P.vendorDiscovery, P.deRisk, P.whatChanged],
  },
  // Two in one: the weeks and IT.
  {
    say: "two quick ones: how long does the whole thing take and do we need to pull in our IT people",
    expect: [...weeks, P.teamTime, P.phase2],
  },
  // None: payment terms.
  { say: "can we pay in instalments or is it all upfront?", expect: [] },
  // None: an NDA.
  { say: "will you sign our NDA before we share anything?", expect: [] },
];

/**
 * TUNED questions, round 8 (task H49, docs/decisions/034): 24 new questions written from the
 * pages (`content/`) and the spec before reading the engines, in the voices of a prospect, a CFO,
 * an IT lead and a sceptic — shorthand, typos, two questions in one message, a question buried
 * after a statement, a correction mid-message, UK and US spellings, and one long message. Each
 * names the passage that answers it, or none (then "I'd rather not guess" is right). Played once
 * as they were (the first-play figure, decision 034 round 8), then tuned on.
 */
import { type AnswerCase, P } from "./case";

const price = [P.cost, P.numbers, P.timeline, P.investment];
const weeks = [P.long, P.timeline, P.numbers];
const size = [P.fit, P.midMarket, P.whyMid, P.whoFor];

export const tuned7: readonly AnswerCase[] = [
  // Prospect: what it is, asked after a statement about themselves (UK).
  {
    say: "We're a 180-person distributor in Leeds looking at moving off Sage and spreadsheets next year, the board is keen but nervous. so what actually is a readiness simulation, in plain english?",
    expect: [P.process, P.whyBuilt, P.simulateFirst, P.home, P.twoWays, P.clarityAgent],
  },
  // Shorthand: the weeks.
  { say: "how many wks start to finish", expect: weeks },
  // Typos: the weeks.
  { say: "how long dose the simualtion take roughly", expect: weeks },
  // IT lead: who takes part.
  {
    say: "which of my people actually need to be involved? do I need to free up developers or is it mostly the business side",
    expect: [P.teamTime, P.noTime, P.phase2, P.fit, P.timeline, P.numbers],
  },
  // CFO: the price, with a correction mid-message, and what it includes.
  {
    say: "how much does it cost for a CRM project - sorry, CPQ - and is the prototype included in that or extra?",
    expect: [...price, P.receive, P.deliverables],
  },
  // CFO shorthand: what the fee includes, and a cost the pages don't name.
  {
    say: "whats included in the 25-50k? are travel expenses on top",
    expect: [...price, P.receive, P.deliverables],
  },
  // IT lead: where the data lives.
  {
    say: "Where is our data hosted, and does it leave the EU?",
    expect: [P.whoSees, P.data, P.stored],
  },
  // Sceptic: training on our data.
  {
    say: "do you use our data to train your AI models?",
    expect: [P.data, P.aiUse, P.whoSees],
  },
  // IT lead: real or dummy data for the prototype.
  {
    say: "Do we have to hand over real customer data or can we use dummy data for the prototype",
    expect: [P.data, P.phase3],
  },
  // Shorthand: which ERP vendors.
  { say: "do u work with dynamics 365 or just netsuite", expect: [P.useCases, P.vendorYet] },
  // IT lead: a vendor choice the pages' ERP card covers.
  {
    say: "We're on SAP ECC today and weighing S/4HANA vs. a mid-market ERP. Is that something you'd simulate?",
    expect: [P.useCases, P.vendorYet, P.scenarios],
  },
  // Prospect: what happens after a green light.
  {
    say: "ok say it comes back green light. what happens next, do you guys then implement it for us?",
    expect: [P.outcomes, P.possible, P.phase4, P.receive, P.deliverables, P.consultants],
  },
  // Prospect: after the report, support and re-runs.
  {
    say: "after the final report is delivered is there any ongoing support, or can we re-run it later?",
    expect: [P.phase4, P.process, P.saysNo, P.outcomes],
  },
  // CFO: instead of a consultancy or on top of one.
  {
    say: "so is this instead of hiring a big consultancy like accenture or on top of one",
    expect: [P.consultants, P.twoWays, P.simulated, P.whatChanged, P.deRisk, P.vendorDiscovery],
  },
  // Sceptic: an AI that says what we want to hear.
  {
    say: "Honestly this sounds like AI snake oil. What stops it just telling us what we want to hear?",
    expect: [P.values, P.aiUse, P.trust, P.phase2, P.answerNo, P.insights, P.eitherWay],
  },
  // Prospect: industries (the team's background).
  {
    say: "what industries have you worked in? we're in healthcare",
    expect: [P.team, P.trust, P.whoWeAre],
  },
  // Company size: too small (UK spelling, dash).
  { say: "we're only 30 staff - too small for you?", expect: size },
  // Company size: too large (US spelling).
  {
    say: "We have 3,000 employees across four countries. Would this still work for an organization our size?",
    expect: size,
  },
  // CFO: a budget under the floor.
  {
    say: "our project budget is about 80k, is it even worth doing one of these?",
    expect: [P.numbers, P.fit],
  },
  // Prospect: what we walk away with (UK spelling).
  {
    say: "What deliverables do we walk away with at the end? Is there a written report we can take to the board?",
    expect: [P.receive, P.deliverables, P.phase4],
  },
  // COO: a long message, the question (the team's time) at the end.
  {
    say: "Bit of background first. I'm the COO of a contract manufacturer, about 320 people over two sites, and we've been running on an ageing on-prem ERP that was heavily customised by a partner who has since gone out of business. Finance closes the month in Excel, the shop floor has its own scheduling spreadsheet, and sales quotes from a price list that's three versions behind. We've had two vendors in for demos and both looked great, which is exactly what worries me. Our peak season runs from September to December and I can't pull my planners or my finance lead off the floor for weeks at a time during that stretch. Before I take anything to the MD I need to understand the practical side: realistically how many hours per week would my people have to give, and for how long?",
    expect: [P.teamTime, P.noTime, P.long, P.timeline, P.numbers],
  },
  // CFO: a guarantee (the terms: no guarantees).
  {
    say: "do you offer a money back guarantee if the simulation gets it wrong?",
    expect: [P.guarantees],
  },
  // IT lead: a certification the pages don't name.
  { say: "Are you SOC 2 or ISO 27001 certified?", expect: [] },
  // CFO: payment terms the pages don't name (UK).
  {
    say: "Can we pay in instalments, or is it all invoiced up front? we're a UK ltd so would need a VAT invoice",
    expect: [],
  },
];

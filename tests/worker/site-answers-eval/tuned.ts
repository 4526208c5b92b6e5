/**
 * TUNED questions for answers from the site's pages (docs/decisions/034): written from the pages
 * in prospects' own words, like `held-out.ts`, and the set the language module was tuned on.
 * `expect: []`: the pages do not answer it.
 */
import { type AnswerCase, P } from "./case";

export const tuned: readonly AnswerCase[] = [
  { say: "we haven't picked a vendor yet — does that matter?", expect: [P.vendorYet, P.fit] },
  {
    say: "if we stop after the first phase, how do we pick it up again later?",
    expect: [P.saysNo, P.phase4, P.process, P.outcomes],
  },
  { say: "is quote-to-cash covered?", expect: [P.useCases, P.scenarios] },
  { say: "what does it cost to run the simulation?", expect: [P.cost, P.timeline, P.numbers] },
  { say: "whats the price tag", expect: [P.cost, P.timeline, P.numbers] },
  { say: "how much do you charge", expect: [P.cost, P.timeline, P.numbers] },
  { say: "ballpark fee for the whole engagement?", expect: [P.cost, P.timeline, P.numbers] },
  { say: "how long does it run, start to report", expect: [P.long, P.timeline, P.numbers] },
  { say: "what's the duration?", expect: [P.long, P.timeline, P.numbers] },
  {
    say: "my team is already stretched thin, how many hours will they lose",
    expect: [P.teamTime, P.noTime, P.numbers, P.timeline],
  },
  {
    say: "who from our side has to be involved",
    expect: [P.teamTime, P.fit, P.personas, P.numbers, P.simulateFirst],
  },
  {
    say: "what if you tell us not to go ahead",
    expect: [P.saysNo, P.answerNo, P.okFail, P.outcomes],
  },
  { say: "we're a 20-person shop, would you even take us", expect: [P.fit, P.midMarket, P.whoFor] },
  { say: "the project is small, like 50k. worth it?", expect: [P.fit, P.numbers] },
  { say: "contract with the vendor is signed already, can you still help", expect: [P.fit] },
  { say: "what are the deliverables", expect: [P.receive, P.deliverables] },
  { say: "who owns the stuff you build for us", expect: [P.data, P.receive, P.deliverables] },
  { say: "do you need access to our production data", expect: [P.data] },
  { say: "does a real person read the roadmap before it goes out?", expect: [P.aiUse, P.free] },
  { say: "is my conversation shared with any third party?", expect: [P.whoSees, P.aiUse] },
  { say: "how can I delete my data", expect: [P.erase] },
  { say: "how long is this conversation stored", expect: [P.stored, P.aiUse] },
  {
    say: "SAP already does a discovery for us, why do we need yours",
    expect: [P.vendorDiscovery],
  },
  {
    say: "how is this different from a traditional consulting discovery",
    expect: [P.twoWays, P.deRisk, P.whatChanged, P.simulated, P.investment],
  },
  { say: "what's the payback on this", expect: [P.okFail, P.numbers] },
  { say: "what are the possible results", expect: [P.possible, P.outcomes, P.eitherWay] },
  {
    say: "can we repeat the simulation after we fix things",
    expect: [P.saysNo, P.process, P.outcomes, P.phase4],
  },
  { say: "who are you guys", expect: [P.whoWeAre, P.team, P.story, P.about] },
  { say: "what's your track record", expect: [P.trust, P.whoWeAre, P.story] },
  { say: "do you know healthcare?", expect: [P.team] },
  { say: "can you simulate an AI rollout", expect: [P.useCases, P.scenarios] },
  { say: "finance closes the month in excel, is that something you see", expect: [P.scenarios] },
  { say: "our previous ERP attempt stalled halfway", expect: [P.scenarios] },
  { say: "after an acquisition we run two CRMs", expect: [P.scenarios] },
  {
    say: "two vendor proposals, very different prices — which one is right?",
    expect: [P.scenarios],
  },
  { say: "what does the stress test involve", expect: [P.phase2] },
  { say: "do we get to try a working prototype?", expect: [P.phase3, P.receive] },
  { say: "do you cover dynamics or acumatica", expect: [P.useCases] },
  { say: "is the first consult free", expect: [P.cost, P.free] },
  { say: "am i committing to anything by using this chat", expect: [P.free] },
  { say: "can you guarantee the savings", expect: [P.guarantees] },
  { say: "when do I get my roadmap", expect: [P.aiUse, P.stored] },
  { say: "do you use analytics or tracking?", expect: [P.stored] },
  { say: "how do I contact you", expect: [P.imprint, P.termsImprint, P.termsContact, P.erase] },
  { say: "why do ERP projects fail", expect: [P.whyFail, P.whyBuilt, P.insights] },
  {
    say: "I'm a consultant, what's in it for my firm",
    expect: [P.consultants, P.whoFor, P.whyItsFor],
  },
  { say: "what does the COO get out of it", expect: [P.personas] },
  // The pages do not answer these.
  { say: "do you have offices in Germany", expect: [] },
  { say: "do you accept credit cards", expect: [] },
  { say: "are you GDPR certified by an auditor?", expect: [] },
  { say: "is there a startup discount", expect: [] },
  { say: "are you listed on the stock exchange", expect: [] },
  { say: "who founded the company", expect: [] },
  { say: "do you offer the interviews in spanish", expect: [] },
  { say: "do you have job openings", expect: [] },
  { say: "what's your insurance coverage for errors", expect: [] },
];

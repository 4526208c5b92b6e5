/**
 * HELD-OUT questions for answers from the site's pages (docs/decisions/034).
 * Written on 2026-11-27 BEFORE any tuning and before reading Clarity's lookups, from the pages
 * alone; never changed to make a figure pass. Nothing is tuned on these: report their figure only.
 * Voices: CFO, COO, IT lead, owner; terse, chatty, typo'd, non-native. Words of their own.
 */
import { type AnswerCase, P } from "./case";

export const heldOut: readonly AnswerCase[] = [
  { say: "we havent chosen a supplier yet, is that a problem?", expect: [P.vendorYet, P.fit] },
  { say: "roughly what would this set us back?", expect: [P.cost, P.timeline, P.numbers] },
  { say: "how many weeks from start to finish", expect: [P.long, P.timeline, P.numbers] },
  {
    say: "how much of my people's time is this going to eat up",
    expect: [P.teamTime, P.numbers, P.noTime, P.timeline],
  },
  {
    say: "and what happens if it turns out the whole project is a bad idea?",
    expect: [P.saysNo, P.answerNo, P.okFail, P.outcomes, P.possible],
  },
  { say: "we are only 30 staff, is this even for us", expect: [P.fit, P.midMarket, P.whoFor] },
  {
    say: "our total budget for the new system is maybe 60k, does this still make sense?",
    expect: [P.fit, P.numbers],
  },
  {
    say: "we already signed with the integrator and they started building, too late for this?",
    expect: [P.fit],
  },
  { say: "what do i actually walk away with at the end", expect: [P.receive, P.deliverables] },
  {
    say: "do we get to keep the prototype afterwards or does it stay yours",
    expect: [P.data, P.receive, P.deliverables],
  },
  { say: "do you need our real customer records to build the demo?", expect: [P.data] },
  {
    say: "is a human checking what the bot writes or is it all automatic",
    expect: [P.aiUse, P.free],
  },
  {
    say: "where do my chat messages end up, do you send them to openai?",
    expect: [P.aiUse, P.whoSees],
  },
  { say: "how do i get you to wipe everything you hold on me", expect: [P.erase] },
  { say: "how long do you keep this chat", expect: [P.stored, P.aiUse] },
  {
    say: "the ERP vendor offers us a free discovery workshop, why would we pay you instead",
    expect: [P.vendorDiscovery],
  },
  {
    say: "why not just get one of the big consultancies to do the discovery",
    expect: [P.twoWays, P.deRisk, P.whatChanged, P.simulated, P.investment],
  },
  { say: "is it worth the money? whats the ROI", expect: [P.okFail, P.numbers] },
  {
    say: "what kind of verdict can come out of it, just yes or no?",
    expect: [P.possible, P.outcomes, P.eitherWay],
  },
  {
    say: "once we change the plan can we run the thing again?",
    expect: [P.saysNo, P.process, P.outcomes, P.phase4],
  },
  {
    say: "who's actually behind this, real consultants or only an AI?",
    expect: [P.whoWeAre, P.team, P.story],
  },
  { say: "have you done this for large corporates before", expect: [P.trust, P.whoWeAre, P.story] },
  { say: "which industries have you worked in", expect: [P.team] },
  { say: "does it work for a new quoting tool? CPQ", expect: [P.useCases, P.scenarios] },
  {
    say: "we're still on quickbooks and a pile of spreadsheets, is that a typical case for you?",
    expect: [P.scenarios],
  },
  { say: "our last CRM rollout flopped, nobody used it", expect: [P.scenarios] },
  { say: "we merged with another firm and now have two of everything", expect: [P.scenarios] },
  { say: "we got 2 bids that are miles apart, can u help with that", expect: [P.scenarios] },
  { say: "what happens in the first couple of hours", expect: [P.phase1] },
  {
    say: "is there a hands-on part where my team really tries the system?",
    expect: [P.phase3, P.phase2, P.noTime, P.numbers, P.timeline],
  },
  { say: "netsuite or sap b1, do you simulate those?", expect: [P.useCases] },
  {
    say: "the board wants an AI strategy from us, can you help",
    expect: [P.scenarios, P.useCases],
  },
  { say: "is chatting with clarity free?", expect: [P.cost, P.free, P.home, P.siteIs] },
  { say: "does talking to clarity oblige us to buy anything", expect: [P.free] },
  { say: "are the figures on your site guaranteed?", expect: [P.guarantees] },
  { say: "how soon will someone send me the roadmap", expect: [P.aiUse, P.stored] },
  { say: "do you track me with cookies or google analytics", expect: [P.stored] },
  {
    say: "what's the email address to reach you",
    expect: [P.imprint, P.termsImprint, P.termsContact, P.erase],
  },
  {
    say: "why do most of these software projects go wrong",
    expect: [P.whyFail, P.whyBuilt, P.insights],
  },
  {
    say: "we're an integrator ourselves, could we use this with our own clients?",
    expect: [P.consultants, P.whoFor, P.whyItsFor],
  },
  { say: "im the CFO, what is in it for me", expect: [P.personas] },
  {
    say: "how long take the whole thing please, in weeks",
    expect: [P.long, P.timeline, P.numbers],
  },
  { say: "what would our IT guy need to worry about", expect: [P.personas] },
  // The pages do not answer these.
  { say: "do you have an office in Singapore?", expect: [] },
  { say: "can we pay monthly instead of all up front?", expect: [] },
  { say: "are you ISO 27001 or SOC 2 certified", expect: [] },
  { say: "any discount for charities?", expect: [] },
  { say: "whats your phone number", expect: [] },
  { say: "who is your CEO, what's his name?", expect: [] },
  { say: "can the interviews be done in french?", expect: [] },
  { say: "are you hiring at the moment?", expect: [] },
  { say: "will you sign our NDA before we share documents", expect: [] },
];

/**
 * TUNED questions, round 4 (docs/decisions/034): 24 new questions written from the pages
 * (`content/`) before reading the engine's tables — about the site's own rules (privacy, terms,
 * AI use), the company behind it and the offer, in voices not used before (a DPO, an office
 * manager, a founder on a phone, non-native, terse). Played once as they were (the first-play
 * figure, decision 034 round 4), then tuned on.
 */
import { type AnswerCase, P } from "./case";

export const tuned3: readonly AnswerCase[] = [
  // "What we store, and why": a signed visitor cookie; no analytics or tracking scripts.
  { say: "do u guys use cookies or tracking pixels on here", expect: [P.stored] },
  // "How to erase it": "Delete my data", or email us.
  {
    say: "I'd like everything you hold about me wiped. How do I do that?",
    expect: [P.erase, P.stored],
  },
  // "Who sees it": an AI model provider only when a hosted model is configured; "AI use".
  {
    say: "if I type stuff into clarity does it get sent to openai or some other AI company",
    expect: [P.whoSees, P.aiUse],
  },
  // "Who sees it": the sales team's private inbox, Cloudflare, nobody else.
  { say: "Who on your side actually reads what I write in this chat?", expect: [P.whoSees] },
  // "What we store, and why": conversations kept N days after the last message.
  {
    say: "How long is my chat history kept on your servers?",
    expect: [P.stored, P.data],
  },
  // "AI use": a person reviews every roadmap before it is sent.
  {
    say: "Does a real human check the roadmap before it lands in my inbox, or is it all AI?",
    expect: [P.aiUse, P.clarityAgent],
  },
  // "Fair use": you may quote and share the site's text and samples with a link.
  {
    say: "Am I allowed to forward your sample RFP to our procurement team?",
    expect: [P.fairUse, P.samples],
  },
  // "The free assessment and Clarity" / "Start free".
  {
    say: "The free assessment — is it actually free? what's the catch",
    expect: [P.free, P.investment, P.cost],
  },
  // "Our story" / "The team".
  { say: "who started clarity and why", expect: [P.story, P.team, P.whyBuilt] },
  // "Our values" / "Mission and vision".
  { say: "What does your company stand for, in a sentence?", expect: [P.values, P.mission] },
  // "Why teams trust us": Fortune 500 experience, $1M+ projects.
  {
    say: "Have the people behind this ever actually delivered a big ERP programme themselves?",
    expect: [P.trust, P.team, P.whoWeAre],
  },
  // "Five deliverables" / "What you receive".
  {
    say: "My COO wants a list: what exactly do we hold in our hands at the end?",
    expect: [P.deliverables, P.receive],
  },
  // "What we simulate": ERP, CRM, CPQ, AI adoption.
  {
    say: "Can the simulation cover a CPQ rollout, or is it only for ERP?",
    expect: [P.useCases, P.clarityAgent],
  },
  // "We already have a vendor's discovery phase." / "Two ways to start a project".
  {
    say: "The vendor already offered us a free discovery workshop. Why pay you as well?",
    expect: [P.vendorDiscovery, P.twoWays, P.vendorYet],
  },
  // "What does it cost?" / "The numbers" / "Timeline and investment".
  {
    say: "I need a ballpark fee for the budget committee on Thursday",
    expect: [P.cost, P.numbers, P.timeline, P.investment],
  },
  // "How much of my team's time does it need?" / "Who we work with".
  {
    say: "do all of our department heads have to take part or just a few",
    expect: [P.teamTime, P.personas, P.process],
  },
  // "What if the simulation says no?" / "It's Okay to Fail Here" / outcomes.
  {
    say: "What if we find out halfway through that we're simply not ready?",
    expect: [P.saysNo, P.answerNo, P.okFail, P.possible, P.outcomes],
  },
  // "No guarantees": figures describe typical engagements, not promises.
  {
    say: "so you guarantee the savings you quote on your site?",
    expect: [P.guarantees, P.okFail, P.numbers],
  },
  // "Privacy policy" / "Imprint": the company behind the site and its email.
  { say: "what's the legal entity behind this website", expect: [P.imprint, P.termsImprint] },
  // Phase 4: Reality Check & Analysis.
  { say: "and the last phase, what happens in it?", expect: [P.phase4] },
  // The pages don't answer these.
  { say: "Are you SOC 2 certified?", expect: [] },
  { say: "can we pay in monthly instalments", expect: [] },
  { say: "Do you have anyone on the ground in Singapore?", expect: [] },
  { say: "what tech stack is the prototype written in", expect: [] },
];

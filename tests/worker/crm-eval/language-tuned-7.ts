import { add, inSet, log, marcus, priya, sarah, steps, update } from "./kit";

/**
 * The seventh round's requests, written before its fixes in words none of the earlier files use,
 * the way a busy rep types or dictates them: no punctuation, amounts said aloud ("one point two
 * five mil", "a hundred and ten k", "quarter mil"), dates relative to today ("end of next month",
 * "two weeks from friday", "the 3rd"), deals named by a piece of their name, two steps in one
 * message, a correction of the previous request, an activity told with its outcome (the outcome
 * is a note, not the subject), two months compared relative to today, the least the pipeline can
 * bring in (what is already won: nothing open is certain), and things the assistant cannot do.
 * Seed pipeline: Northwind Logistics $125,000 Proposal 75 % closing Dec 15; Meridian Health
 * Partners $85,000 Negotiation 90 % closing Dec 5; Atlas Manufacturing $200,000 Discovery 30 %
 * closing Feb 26, 2027. Today: Mon Nov 23, 2026 (Friday is Nov 27).
 */
export const languageTuned7Cases = inSet("tuned", [
  {
    say: "add harborline marine one point two five mil negotiation",
    expect: add({ company: /^Harborline Marine$/i, amount: 1_250_000, stage: "Negotiation" }),
  },
  {
    say: "new deal for Quillon Systems 125 grand closing end of next month",
    expect: add({ company: "Quillon Systems", amount: 125_000, closeDate: "2026-12-31" }),
  },
  {
    say: "Tamsin Robotics a hundred and ten k closing two weeks from friday",
    expect: add({ company: "Tamsin Robotics", amount: 110_000, closeDate: "2026-12-11" }),
  },
  {
    say: "put orla foods in for 1.25 mil closing the 3rd",
    expect: add({ company: /^Orla Foods$/i, amount: 1_250_000, closeDate: "2026-12-03" }),
  },
  {
    say: "new opp ember roasters twenty two thousand five hundred in discovery",
    expect: add({ company: /^Ember Roasters$/i, amount: 22_500, stage: "Discovery" }),
  },
  {
    say: "Corvid Security quarter mil proposal closing jan 3rd",
    expect: add({
      company: "Corvid Security",
      amount: 250_000,
      stage: "Proposal",
      closeDate: "2027-01-03",
    }),
  },
  {
    say: "atlas deal is now two hundred and twenty five k",
    expect: update("Atlas Manufacturing", { amount: 225_000 }),
  },
  {
    before: ["set northwind to 80%"],
    say: "no wait make it 90",
    expect: update("Northwind Logistics", { probability: 90 }),
  },
  {
    before: ["bump meridian to 95k"],
    say: "actually make that 92",
    expect: update("Meridian Health Partners", { amount: 92_000 }),
  },
  {
    say: "atlas mfg now closes end of march",
    expect: update("Atlas Manufacturing", { closeDate: "2027-03-31" }),
  },
  {
    say: "north wind close date two weeks from friday",
    expect: update("Northwind Logistics", { closeDate: "2026-12-11" }),
  },
  {
    say: "just spoke to priya about the pilot budget and move atlas up to proposal",
    expect: steps(
      log({ type: "call", contact: priya, subject: /pilot budget/i }),
      update("Atlas Manufacturing", { stage: "Proposal" }),
    ),
  },
  {
    say: "closed meridian today and emailed marcus the countersigned contract",
    expect: steps(
      update("Meridian Health Partners", { stage: "Closed Won" }),
      log({ type: "email", contact: marcus, subject: /countersigned contract/i }),
    ),
  },
  {
    say: "followed up with Sarah, went well",
    expect: log({ contact: sarah, subject: /follow/i, notes: /went well/i }),
  },
  {
    say: "touched base with marcus this morning really positive",
    expect: log({ contact: marcus, subject: /^(?![\s\S]*positive)/i, notes: /positive/i }),
  },
  {
    say: "log call priya talked through the integration timeline she needs sign off from finance",
    expect: log({ type: "call", contact: priya, subject: /integration timeline/i }),
  },
  {
    say: "met with marcus and his cfo about the payment schedule went really well",
    expect: log({ type: "meeting", contact: marcus, subject: /payment schedule/i }),
  },
  { say: "this month vs next month", expect: { answer: [/November/, /December/, "$210,000"] } },
  {
    pipeline: "withWon",
    say: "whats the least we could bring in",
    expect: { answer: ["$50,000"] },
  },
  {
    say: "how does december compare to january",
    expect: { answer: [/December/, /January/, "$210,000"] },
  },
  { say: "whats landing in the next 30 days", expect: { answer: ["$210,000"] } },
  { say: "most we could close before the year is out", expect: { answer: ["$210,000"] } },
  { say: "split the atlas deal into two 100k deals", expect: { refuses: /can't/ } },
  { say: "attach the signed pdf to meridian", expect: { refuses: /can't/ } },
  { say: "remind me friday to chase sarah", expect: { refuses: /can't/ } },
]);

import { add, inSet, log, priya, steps, update } from "./kit";

/**
 * The eighth round's requests, written before its fixes in words none of the earlier files use:
 * amounts said the way people read figures aloud ("eighty seven fifty", "twelve five", "sixty five
 * hundred", "one point two mil"), dates counted from a weekday or a fortnight ("the tuesday after
 * next", "a week from monday" said on a Monday, "in a fortnight", "mid january", "the end of next
 * quarter"), several changes to different deals in one message, questions about one slice of the
 * pipeline (a stage, a month, a size, this year, an owner the CRM does not keep), a change moved
 * to another deal and a change taken back in other words. Seed pipeline: Northwind Logistics
 * $125,000 Proposal 75 % closing Dec 15; Meridian Health Partners $85,000 Negotiation 90 % closing
 * Dec 5; Atlas Manufacturing $200,000 Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
export const languageTuned8Cases = inSet("tuned", [
  {
    say: "new deal Pellucid Optics eighty seven fifty closing in a fortnight",
    expect: add({ company: "Pellucid Optics", amount: 8_750, closeDate: "2026-12-07" }),
  },
  {
    // "Next tuesday" said on a Monday is read either way; the one after it follows.
    say: "Sorrel Dental at twelve five, proposal, closing the tuesday after next",
    expect: add({
      company: "Sorrel Dental",
      amount: 12_500,
      stage: "Proposal",
      closeDate: /^2026-12-0[18]$/,
    }),
  },
  {
    // A weekday named on that weekday is the next one, not today.
    say: "log a new opp, Fernhill Cider, a hundred and five k, closes a week from monday",
    expect: add({ company: "Fernhill Cider", amount: 105_000, closeDate: "2026-12-07" }),
  },
  {
    say: "bump atlas to one point two mil and push it to mid january",
    expect: update("Atlas Manufacturing", { amount: 1_200_000, closeDate: "2027-01-15" }),
  },
  {
    say: "meridian's now closed won and northwind slips to the 18th",
    expect: steps(
      update("Meridian Health Partners", { stage: "Closed Won" }),
      update("Northwind Logistics", { closeDate: "2026-12-18" }),
    ),
  },
  {
    say: "add Lumen Dairy sixty five hundred in discovery, then log an email to priya about the pilot invoice",
    expect: steps(
      add({ company: "Lumen Dairy", amount: 6_500, stage: "Discovery" }),
      log({ type: "email", contact: priya, subject: /pilot invoice/i }),
    ),
  },
  {
    say: "push meridian back to the end of next quarter",
    expect: update("Meridian Health Partners", { closeDate: "2027-03-31" }),
  },
  {
    say: "how much have we got sitting in negotiation right now",
    expect: { answer: [/^(?![\s\S]*\$410,000)[\s\S]*\$85,000/] },
  },
  {
    say: "what lands in feb and for how much",
    expect: { answer: [/^(?![\s\S]*Northwind)[\s\S]*Atlas Manufacturing/, "$200,000"] },
  },
  {
    say: "which opportunities are north of 90 grand",
    expect: {
      answer: [/^(?![\s\S]*Meridian)(?=[\s\S]*Northwind Logistics)[\s\S]*Atlas Manufacturing/],
    },
  },
  {
    say: "smallest one still in play that closes this year",
    expect: { answer: [/^(?![\s\S]*Atlas)[\s\S]*Meridian Health Partners/, "$85,000"] },
  },
  { say: "how much of the pipeline is dave carrying", expect: { refuses: /owner/i } },
  {
    before: ["push northwind to 85%"],
    say: "wrong one, that was supposed to be meridian",
    expect: update("Meridian Health Partners", { probability: 85 }),
  },
  {
    before: ["northwind is 140k"],
    say: "typo, should've been 104",
    expect: update("Northwind Logistics", { amount: 104_000 }),
  },
  {
    before: ["add Orrin Textiles 40k"],
    say: "never mind, reverse that",
    expect: { refuses: /Undo/ },
  },
]);

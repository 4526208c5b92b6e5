/**
 * Round h43 (`tuned`): a sum hedged upward is a range ("maybe £150k, possibly stretching to
 * £180k", "Budget $200k, maybe $250k.", "up to £60k (maybe £65k if the training is included)" is
 * up to £65k); a date said again more realistically is the later one ("by the end of June next
 * year, though realistically July", "Q2 2027, say May"); a shortlist's date gives way to the
 * choice's ("shortlist by January, vendor chosen by March" decides in March). The reply and the
 * roadmap show the same value. Written and played before any fix of the round (first play: 5 of 11
 * replies right, 5 of 11 roadmap fields right).
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH43: Conversation[] = [
  {
    name: "LTH43-1-logistics-hedged-sum-realistic-date",
    set: "tuned",
    turns: [
      t("We are a 300 person logistics firm"),
      // First play: "A budget of **£150K** is at the low end for us".
      heard("looking at maybe £150k, possibly stretching to £180k", {
        hears: [/£150K–£180K/],
      }),
      // First play: "Go-live target: **the end of June next year**."
      heard("we'd want to go live by the end of June next year, though realistically July", {
        hears: [/Go-live target: \*\*July\*\*/],
        never: [/June/],
      }),
    ],
    roadmap: { companySize: "300 people", budget: "£150K–£180K", timeline: "July" },
  },
  {
    name: "LTH43-2-maybe-higher-say-may",
    set: "tuned",
    turns: [
      t("we have 200 staff"),
      // First play: "A budget of **$200K** is at the low end for us".
      heard("Budget $200k, maybe $250k.", { hears: [/\$200K–\$250K/] }),
      // First play: "Go-live target: **Q2 2027**."
      heard("target go-live is Q2 2027, say May", {
        hears: [/Go-live target: \*\*May\*\*/],
        never: [/Q2/],
      }),
    ],
    roadmap: { companySize: "200 people", budget: "$200K–$250K", timeline: "May" },
  },
  {
    name: "LTH43-3-million-and-a-half-shortlist-then-choice",
    set: "tuned",
    turns: [
      t("90 people here"),
      heard("we could spend a million and a half", { hears: [/\$1\.5M/] }),
      // First play: "Go-live target: **March**. Decision date noted: **January**."
      heard("shortlist by January, vendor chosen by March", {
        hears: [/Decision date noted: \*\*March\*\*/],
        never: [/January/, /Go-live target/],
      }),
    ],
    roadmap: {
      companySize: "90 people",
      budget: "$1.5M",
      timeline: "March",
      timelineKind: "decision",
    },
  },
  {
    name: "LTH43-4-up-to-then-maybe-more-with-training",
    set: "tuned",
    turns: [
      t("we are 50 people"),
      // First play: "at **up to £60K**, a readiness simulation is **not a fit**".
      heard("up to £60k (maybe £65k if the training is included)", {
        hears: [/up to £65K/],
        never: [/£60K/],
      }),
    ],
    roadmap: { companySize: "50 people", budget: "up to £65K" },
  },
];

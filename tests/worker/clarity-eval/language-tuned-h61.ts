/**
 * Round h61 (`tuned`): the kind of a date. A decision said as knowing, an answer, a nod, a vote or
 * a green light ("we'd need to know by end of march") is no go-live; dates of others are no plan —
 * a vendor's end of support, a contract's renewal, an audit, a trade show, people's availability
 * ("our trainers are only available from February"); a talk about the rollout next week, pasted
 * from an email, is the talk's date. Written and played before any fix of the round (first play:
 * 13 of 29 sentences right, sentence by sentence). Voices: a logistics ops manager, a
 * manufacturer's FD, an events company, an insurer pasting emails, a hospital supplier, a software
 * reseller, a food-packaging maker.
 */
import { type Conversation, heard, t } from "./script";

const GO_LIVE = /Go-live target/i;

export const languageTunedH61: Conversation[] = [
  {
    name: "LTH61-1-logistics-know-by",
    set: "tuned",
    turns: [
      t("Hi, I run operations at a 300-person logistics firm, we're replacing our WMS."),
      heard("The vendor stops support next year.", { never: [GO_LIVE] }),
      // First play: "Go-live target: **March**."
      heard("We'd need to know by end of march.", {
        hears: [/Decision date noted: \*\*March/],
        never: [GO_LIVE],
      }),
    ],
    roadmap: { project: /WMS/, timeline: "March", timelineKind: "decision" },
  },
  {
    name: "LTH61-2-manufacturer-green-light",
    set: "tuned",
    turns: [
      t("I'm the FD of a 180-person manufacturer looking at a new ERP."),
      // First play: "Go-live target: **the end of January**."
      heard("We need the green light from our CFO by the end of January.", {
        hears: [/Decision date noted/],
        never: [GO_LIVE],
      }),
      // First play: "Go-live target: **September**."
      heard("Our contract with the current provider renews in September.", { never: [GO_LIVE] }),
    ],
    roadmap: { project: /ERP/, timeline: "the end of January", timelineKind: "decision" },
  },
  {
    name: "LTH61-3-events-trade-show-trainers",
    set: "tuned",
    turns: [
      t("We're an events company, 120 staff, moving to a new CRM."),
      // First play: "Go-live target: **May**."
      heard("There's a big trade show in May where we exhibit every year.", { never: [GO_LIVE] }),
      // First play: "Go-live target: **February**."
      heard("Our trainers are only available from February.", { never: [GO_LIVE] }),
    ],
    roadmap: { project: /CRM/, timeline: null },
  },
  {
    name: "LTH61-4-insurer-pasted-emails",
    set: "tuned",
    turns: [
      t("We're a 250-person insurer rolling out a new claims system."),
      // First play: "Go-live target: **next week**."
      heard(
        "Here's the email from IT: \"We'll discuss the claims system rollout next week and come back to you.\"",
        { never: [GO_LIVE, /next week/i] },
      ),
      heard(
        'Pasting what our COO sent: "Hi all, please send me your comments before Thursday. Thanks, Mark"',
        { never: [GO_LIVE, /December/] },
      ),
    ],
    roadmap: { timeline: null },
  },
  {
    name: "LTH61-5-hospital-supplier-free-from",
    set: "tuned",
    turns: [
      t("We supply hospitals, 400 staff, and we're bringing in a new HR system."),
      heard("Go-live April, the finance team is free from January.", {
        hears: [/Go-live target: \*\*April\*\*/],
        never: [/January/],
      }),
    ],
    roadmap: { timeline: "April", timelineKind: "go-live" },
  },
  {
    name: "LTH61-6-reseller-busy-until",
    set: "tuned",
    turns: [
      t("We're a 90-person software reseller moving to a new PSA tool."),
      // First play: "Go-live target: **the end of February**."
      heard("Our key users are busy until the end of February. We want to be live by September.", {
        hears: [/Go-live target: \*\*September\*\*/],
        never: [/February/],
      }),
    ],
    roadmap: { timeline: "September", timelineKind: "go-live" },
  },
  {
    name: "LTH61-7-packaging-audit-vote",
    set: "tuned",
    turns: [
      t("We make food packaging, 220 people, new MES on the way."),
      // First play: "Go-live target: **April**."
      heard("We have an ISO audit in April.", { never: [GO_LIVE] }),
      // First play: "Go-live target: **May**."
      heard("Our leadership team votes on it in May.", {
        hears: [/Decision date noted: \*\*May\*\*/],
        never: [GO_LIVE],
      }),
    ],
    roadmap: { project: /MES/, timeline: "May", timelineKind: "decision" },
  },
];

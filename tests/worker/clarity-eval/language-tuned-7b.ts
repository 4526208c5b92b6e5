/**
 * The seventh round's later batches (`tuned`), each measured before any fix of its own: what the
 * roadmap must not hold, money and dates in harder words, and figures that are not the
 * prospect's facts. The first batches are in `language-tuned-7.ts`.
 */
import { type Conversation, heard, t } from "./script";

/**
 * The third batch: what the roadmap must NOT hold. Questions about the offer, doubts, a past
 * failure told as a story and contact details add no project facts — no driver, system,
 * department, date or figure that the prospect did not give as theirs.
 */
export const languageTuned7Quiet: Conversation[] = [
  {
    name: "LT7-21-questions-only",
    set: "tuned",
    turns: [
      t("what would the payback on something like this look like?", "roi"),
      t("and how does it differ from just asking three vendors for demos?", "vendor"),
      t("what do we actually get at the end, a report?", "deliverables"),
    ],
    roadmap: {
      drivers: [],
      systems: [],
      departments: [],
      timeline: null,
      budget: null,
      companySize: null,
    },
  },
  {
    name: "LT7-22-contact-details-only",
    set: "tuned",
    turns: [
      t("We're a 75-person charity thinking about a CRM for our fundraisers."),
      heard("Could someone phone me on 020 7946 0958 at 3pm on Thursday? No email please.", {
        asks: ["person"],
      }),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "75 people",
      timeline: null,
      budget: null,
      email: null,
      systems: [],
    },
  },
  {
    name: "LT7-23-a-story-of-a-failed-rollout",
    set: "tuned",
    turns: [
      t(
        "Honestly I'm sceptical. In 2023 we paid a partner 400k to put in Dynamics and two years later half the company still uses Excel.",
      ),
      t("We're 230 people and we want to try again with a different approach."),
    ],
    roadmap: {
      companySize: "230 people",
      budget: null,
      timeline: null,
      risks: [/previous|last|history|failed|Excel|adoption/i],
    },
  },
  {
    name: "LT7-24-price-and-time-in-shorthand",
    set: "tuned",
    turns: [
      t("hw much does it cost n how long does it take?", "price", "duration"),
      t("we're ~120 ppl, thinking NetSuite, go live nxt summer"),
    ],
    roadmap: {
      project: /NetSuite/,
      companySize: "120 people",
      timeline: /summer/i,
      budget: null,
      drivers: [],
    },
  },
];

/**
 * The fourth batch: money and dates in harder words — a budget cut said many ways, sums in words
 * with their currency, ranges in francs, a decision beside a go-live, a recount, a terse opener
 * with bars and slashes.
 */
export const languageTuned7Hard: Conversation[] = [
  {
    name: "LT7-25-scaled-back",
    set: "tuned",
    turns: [
      t("We're a 180-person wholesaler, replacing Sage with a proper ERP, budget £200k."),
      heard("Finance has clawed back 50k of that, so we're working with less now.", {
        hears: [/150/],
      }),
    ],
    roadmap: { project: /ERP/, companySize: "180 people", budget: "£150K" },
  },
  {
    name: "LT7-26-thirty-percent-off",
    set: "tuned",
    turns: [
      t("We want Salesforce for our 90-person sales org, we've got $300k to spend."),
      heard("Update: they've taken 30% off the budget.", { hears: [/210/] }),
    ],
    roadmap: { project: /Salesforce/, budget: "$210K" },
  },
  {
    name: "LT7-27-grand-in-sterling",
    set: "tuned",
    turns: [
      t("Small engineering business, 65 of us, looking at a CRM."),
      t("We could probably stretch to a hundred and fifty thousand quid."),
    ],
    roadmap: { project: /CRM/, companySize: "65 people", budget: "£150K" },
  },
  {
    name: "LT7-28-francs-in-the-region",
    set: "tuned",
    turns: [
      t("We are a Zurich insurer with about 420 employees and we need a new CRM."),
      t("Somewhere in the region of 300 to 400 thousand francs."),
    ],
    roadmap: { project: /CRM/, companySize: "420 people", budget: "CHF 300K–400K" },
  },
  {
    name: "LT7-29-call-in-march-live-last-quarter",
    set: "tuned",
    turns: [
      t("We're a 260-person manufacturer weighing up Epicor and Infor."),
      heard(
        "We'll make the call in March, with go-live targeted for the last quarter of next year.",
        { hears: [/Q4|last quarter|fourth quarter/i] },
      ),
    ],
    roadmap: { timeline: /Q4|last quarter|fourth quarter/i, timelineKind: "go-live" },
  },
  {
    name: "LT7-30-last-years-number",
    set: "tuned",
    turns: [
      t("We're a 350-person distributor looking at Dynamics 365."),
      heard("Sorry, I gave you last year's number, we're 450 now.", { hears: [/450/] }),
    ],
    roadmap: { project: /Dynamics/, companySize: "450 people" },
  },
  {
    name: "LT7-31-bars-and-slashes",
    set: "tuned",
    turns: [t("CRM | 80 ppl | €90k / live by Q2")],
    roadmap: { project: /CRM/, companySize: "80 people", budget: "€90K", timeline: /Q2/ },
  },
];

/**
 * The fifth batch: figures that are not the prospect's facts — a sum or a size in a question ("is
 * 150k enough?", "for a company our size, say 500 people?"), phone numbers in several formats —
 * and facts given in shorthand beside questions.
 */
export const languageTuned7Figures: Conversation[] = [
  {
    name: "LT7-32-figures-in-questions",
    set: "tuned",
    turns: [
      t("We're a 140-person retailer looking at a new ERP, budget about $250k."),
      t("If we put in 400k instead, would the return be any better?", "roi"),
      t("And would it take longer for a firm of, say, 500 people?", "duration"),
    ],
    roadmap: { project: /ERP/, companySize: "140 people", budget: "$250K" },
  },
  {
    name: "LT7-33-us-phone-formats",
    set: "tuned",
    turns: [
      t("We're a 95-person law firm and need a CRM, we've budgeted around $150k."),
      heard("Please call me at (617) 555-0142 or 617.555.0199 after 2pm.", { asks: ["person"] }),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "95 people",
      budget: "$150K",
      timeline: null,
      coreTeam: null,
    },
  },
  {
    name: "LT7-34-shorthand-beside-questions",
    set: "tuned",
    turns: [
      t("hi, wht does it cost? we r ~120 ppl on sage, want netsuite by q3", "price"),
      t("n how long wd it take?", "duration"),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /Sage/,
      systems: ["Sage"],
      companySize: "120 people",
      timeline: /Q3/,
    },
  },
];

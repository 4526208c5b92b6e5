/**
 * A seventh round of tuned qualification cases about dates and money (set "tuned", written before
 * any fix of the round): a first year's figure with a running cost after it, with and without a
 * stated term, phases that add up, dates of several kinds joined by "once", "after", "ideally"
 * and "at the latest", a decision date corrected a turn later (the go-live stands), and a budget
 * given as a bare answer to Clarity's question.
 */
import { goLive, money, type QualificationCase } from "./case";

export const tunedQualification7b: QualificationCase[] = [
  {
    name: "a first year's figure and a running cost: the first year plus one year of it",
    chat: ["We have 120k for year one and 40k a year after that, 80 staff."],
    expect: { budget: money("USD", 160_000), companySize: 80 },
  },
  {
    name: "a first year and a running cost over a stated term: the total",
    chat: ["Over a three-year term: £150k in the first year, then £50k a year. 160 employees."],
    expect: { budget: money("GBP", 250_000), companySize: 160 },
  },
  {
    name: "two phases add up",
    chat: ["Phase one gets €70k and phase two €50k; we're 95 people."],
    expect: { budget: money("EUR", 120_000), companySize: 95 },
  },
  {
    name: "live at the latest, once the board approves",
    chat: ["We go live in November at the latest, once the board approves the spend in June."],
    expect: { timeline: goLive("2027-11") },
  },
  {
    name: "kick off after the audit, ideally live by September",
    chat: [
      "We kick off after the audit in March and would ideally be live by September; 250 employees.",
    ],
    expect: { timeline: goLive("2027-09"), companySize: 250 },
  },
  {
    name: "the decision date corrected a turn later: the go-live stands",
    chat: [
      "Decision in January, go-live in May.",
      "Sorry, the decision is in February, not January.",
    ],
    expect: { timeline: goLive("2027-05") },
  },
  {
    name: "note: the CFO approves, a first year plus annual cost, live after sign-off",
    form: {
      name: "Ruth Okafor",
      email: "ruth@lantern-supply.example",
      company: "Lantern Supply",
      phone: "+1 617 555 0143",
      note: "Our CFO has to approve. 175 staff. Budget is 200k the first year plus 50k annually. Rollout after sign-off in April, live by October ideally.",
    },
    expect: { companySize: 175, budget: money("USD", 250_000), timeline: goLive("2027-10") },
  },
  {
    name: "the budget as a bare answer to Clarity's question",
    chat: [
      "Wholesaler with 300 people moving from QuickBooks onto NetSuite because month-end takes two weeks.",
      "Operations and finance.",
      "Before our financial year ends in June.",
      "roughly 250 all in",
    ],
    expect: { companySize: 300, budget: money("USD", 250_000), timeline: goLive("2027-06") },
  },
];

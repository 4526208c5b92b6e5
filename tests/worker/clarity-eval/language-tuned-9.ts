/**
 * A ninth round of prospects in our own words (`tuned`), written before the round's fixes, about
 * dates, budgets and corrections as the roadmap shows them: a range with its currency said once,
 * a supplier's quote beside the prospect's own budget, the currency corrected alone, the month
 * corrected alone, a figure corrected without its unit, a correction naming the budget, dates of
 * different kinds in one sentence, "end of next quarter", "after the summer", "in 18 months".
 */
import { type Conversation, heard, t } from "./script";

export const languageTuned9: Conversation[] = [
  {
    name: "LT9-1-range-currency-once",
    set: "tuned",
    turns: [
      heard("New ERP, somewhere between 300 and 400 thousand pounds, 250 staff.", {
        hears: [/£300K/],
        never: [/\$300K/],
      }),
    ],
    roadmap: { project: /ERP/, budget: "£300K–£400K", companySize: "250 people" },
  },
  {
    name: "LT9-2-quote-is-not-the-budget",
    set: "tuned",
    turns: [t("The SI quoted us 500k for the CRM rollout, but our own budget is $350k.")],
    roadmap: { project: /CRM/, budget: "$350K" },
  },
  {
    name: "LT9-3-currency-corrected-alone",
    set: "tuned",
    turns: [
      t("CRM project, budget about 80k pounds, 40 people."),
      heard("Sorry, dollars not pounds.", { hears: [/\$80K/], never: [/£80K/] }),
    ],
    roadmap: { project: /CRM/, budget: "$80K", companySize: "40 people" },
  },
  {
    name: "LT9-4-month-corrected-alone",
    set: "tuned",
    turns: [
      t("We want to go live with the new HR system in March."),
      heard("Not March, May.", { hears: [/May/] }),
    ],
    roadmap: { timeline: /May/, timelineKind: "go-live" },
  },
  {
    name: "LT9-5-figure-corrected-without-unit",
    set: "tuned",
    turns: [
      t("We're 60 people looking at a new CRM."),
      t("Budget is €100k."),
      heard("Make that 120.", { hears: [/€120K/] }),
    ],
    roadmap: { project: /CRM/, budget: "€120K", companySize: "60 people" },
  },
  {
    name: "LT9-6-correction-names-the-budget",
    set: "tuned",
    turns: [
      t("ERP replacement for 200 staff, budget CHF 100k."),
      heard("Budget is more like 80 now.", { hears: [/CHF 80K/] }),
    ],
    roadmap: { project: /ERP/, budget: "CHF 80K", companySize: "200 people" },
  },
  {
    name: "LT9-7-decide-then-live-in-one-sentence",
    set: "tuned",
    turns: [
      t("We're 300 people; we decide in February with go-live in September for the new WMS."),
    ],
    roadmap: { timeline: /September/, timelineKind: "go-live", companySize: "300 people" },
  },
  {
    name: "LT9-8-next-quarter-and-after-the-summer",
    set: "tuned",
    turns: [
      t("Replacing our payroll system. We need to decide by the end of next quarter."),
      t("And go live after the summer, ideally."),
    ],
    roadmap: { timeline: /September|summer/i, timelineKind: "go-live" },
  },
  {
    name: "LT9-9-live-in-18-months-with-a-range",
    set: "tuned",
    turns: [t("We'd like the new ERP live in 18 months; budget 1.2 to 1.5 million dollars.")],
    roadmap: { project: /ERP/, timeline: /2028|18 months/, budget: "$1.2M–$1.5M" },
  },
];

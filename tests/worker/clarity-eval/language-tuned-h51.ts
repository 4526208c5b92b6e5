/**
 * Round h51 (`tuned`): sizes and budgets said in passing. A team's count placed where it works
 * ("3 planners and 40 people in production", "15 people on the phones") is no company size; a sum
 * approved ("trustees signed off 250k", "finance has ring-fenced 300k") or the work's size said as
 * its cost ("its a 1.2M project", "roughly a 90k job") is the budget; the firm's size said humbly
 * ("we're only 30 staff", "we're just a small team of 12") is its size, no worry and no core team.
 * Written and played before any fix of the round, as 25 one-message cases (first play: 15 of 25
 * replies right, 11 of 25 roadmap fields right), then joined into these conversations.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH51: Conversation[] = [
  {
    name: "LTH51-1-planners-and-production",
    set: "tuned",
    turns: [
      // First play: "At 40 people you're outside our usual 50–500 people", companySize 40.
      heard("erp. we have 3 planners and 40 people in production", {
        hears: [/40 people in manufacturing/],
        never: [/At 40 people|outside our usual/],
      }),
      // First play: no budget read.
      heard("the directors have agreed 150k for a new erp", { hears: [/\$150K/] }),
    ],
    roadmap: {
      project: /ERP/,
      companySize: null,
      budget: "$150K",
      departments: [/manufacturing \(40 people\)/, /production planning \(3 people\)/],
    },
  },
  {
    name: "LTH51-2-charity-trustees-humble-size",
    set: "tuned",
    turns: [
      // First play: "Got it — an ERP project." and no budget.
      heard("erp for a charity. trustees signed off 250k", { hears: [/\$250K/] }),
      // First play: risk "Concern: we're only 30 staff".
      t("we're only 30 staff"),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "30 people",
      budget: "$250K",
      notRisks: [/only 30/i],
    },
  },
  {
    name: "LTH51-3-project-sized-by-cost",
    set: "tuned",
    turns: [
      // First play: no budget.
      heard("its a 1.2M project, erp, 300 people", { hears: [/\$1\.2M/, /300 people/] }),
      t("about 60 people work on the shop floor"),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "300 people",
      budget: "$1.2M",
      departments: [/manufacturing \(60 people\)/],
    },
  },
  {
    name: "LTH51-4-account-managers-and-phones",
    set: "tuned",
    turns: [
      // First play: "At 15 people you're outside our usual 50–500 people", companySize 15.
      heard("crm for us. 6 account managers and 15 people on the phones", {
        never: [/At 15 people|outside our usual/],
      }),
      // First play: no budget.
      heard("it's roughly a 90k job", { hears: [/\$90K/] }),
    ],
    roadmap: { project: /CRM/, companySize: null, budget: "$90K" },
  },
  {
    name: "LTH51-5-just-15-ring-fenced",
    set: "tuned",
    turns: [
      // First play: risk "Concern: we are just 15 people".
      t("erp, we are just 15 people, nothing big"),
      // First play: no budget.
      heard("finance has ring-fenced 300k", { hears: [/\$300K/] }),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "15 people",
      budget: "$300K",
      notRisks: [/just 15/i],
    },
  },
  {
    name: "LTH51-6-small-team-of-12",
    set: "tuned",
    turns: [
      // First play: "A core team of 12 is more than we need", no company size.
      heard("erp, we're just a small team of 12", {
        hears: [/At 12 people/],
        never: [/core team of 12/i],
      }),
      heard("we got sign-off for £400k last month", { hears: [/£400K/] }),
    ],
    roadmap: { project: /ERP/, companySize: "12 people", coreTeam: null, budget: "£400K" },
  },
  {
    name: "LTH51-7-hr-merely-40-board-approved",
    set: "tuned",
    turns: [
      t("hr system - we're merely 40 employees"),
      heard("the board approved 80k for this", { hears: [/\$80K/] }),
    ],
    roadmap: { companySize: "40 people", budget: "$80K", notRisks: [/merely/i] },
  },
];

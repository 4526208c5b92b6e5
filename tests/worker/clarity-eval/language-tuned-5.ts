/**
 * A fifth round of prospects in our own words (`tuned`), about what the roadmap must hold at the
 * end and what it must not: a date's kind taken from the verb that governs it (a start said with
 * a condition stays a start), a department named only in a question or as the one that approved
 * or cut the money (no department of the project), staff counted site by site (the total), a
 * need said as "what we need is …" (a driver), and money with a bound ("up to", "at least",
 * "no more than", "north of") kept as the bound it is.
 */
import { type Conversation, heard, t } from "./script";

export const languageTuned5: Conversation[] = [
  {
    name: "LT5-1-conditional-kickoff",
    set: "tuned",
    turns: [
      t("We're a 120-person wholesale distributor and our ERP is creaking."),
      heard(
        "Assuming the board approves the spend, we'd like to kick things off in March next year.",
        { hears: [/March/] },
      ),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "120 people",
      timeline: /March/,
      timelineKind: "start",
      notDepartments: [/board/i],
    },
  },
  {
    name: "LT5-2-departments-in-questions",
    set: "tuned",
    turns: [
      t("We want a proper CRM for our sales team, about 30 reps out of 140 staff."),
      t(
        "Would we have to install anything on our side, or get IT involved at all? And would finance need to sign anything off?",
      ),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "140 people",
      departments: [/sales/],
      notDepartments: [/IT/, /finance/],
    },
  },
  {
    name: "LT5-3-finance-trimmed-it",
    set: "tuned",
    turns: [
      t("Looking at a new helpdesk platform for our support agents, we're around 200 people."),
      heard("We had $400k pencilled in but finance trimmed it to $300k last week.", {
        hears: [/\$300K/],
      }),
    ],
    roadmap: {
      budget: "$300K",
      departments: [/customer service/],
      notDepartments: [/finance/],
    },
  },
  {
    name: "LT5-4-staff-by-site",
    set: "tuned",
    turns: [
      t(
        "We need field service software. We've got 45 staff at HQ and 200 out in the field, mostly technicians on the road.",
      ),
    ],
    roadmap: { companySize: "245 people", departments: [/field service/] },
  },
  {
    name: "LT5-5-three-sites",
    set: "tuned",
    turns: [
      t("Hi, we run a manufacturing group thinking about an MES."),
      t("Headcount is 80 in Leeds, 120 in Manchester and 50 in Bristol."),
    ],
    roadmap: { companySize: "250 people", drivers: [] },
  },
  {
    name: "LT5-6-need-is-visibility",
    set: "tuned",
    turns: [
      t("We're a 90-person logistics firm on Sage 50 looking at NetSuite."),
      t("What we need is visibility. Right now nobody can see margins by customer."),
    ],
    roadmap: {
      project: /NetSuite/,
      companySize: "90 people",
      drivers: [/reporting|visibility/i],
      notDepartments: [/warehouse/],
    },
  },
  {
    name: "LT5-7-up-to-ceiling",
    set: "tuned",
    turns: [
      t("Mid-size insurer, 400 people, we want to replace our policy admin CRM."),
      heard("We can go up to $500k for the whole thing, no more.", {
        hears: [/up to \$500K/],
        never: [/budget of \*\*\$500K\*\*/],
      }),
    ],
    roadmap: { budget: "up to $500K", companySize: "400 people", drivers: [] },
  },
  {
    name: "LT5-8-at-least-north-of",
    set: "tuned",
    turns: [
      t("ERP project for a 250-person food producer."),
      heard("Realistically we'd need at least 300k set aside for it.", { hears: [/\$300K\+/] }),
    ],
    roadmap: { budget: "$300K+", companySize: "250 people" },
  },
  {
    name: "LT5-9-no-more-than-euros",
    set: "tuned",
    turns: [
      t(
        "so we're about 70 ppl in Lyon, looking at Odoo vs our current Sage setup, and honestly the budget is no more than €200k all in, if that matters, and we need to decide by February before the go-live in September",
      ),
    ],
    roadmap: {
      budget: "up to €200K",
      companySize: "70 people",
      timeline: /September/,
      timelineKind: "go-live",
      drivers: [],
    },
  },
  {
    name: "LT5-10-board-decides-then-start",
    set: "tuned",
    turns: [
      t("We're 300 people across two plants and need a new ERP."),
      t("The board signs off in January; once they approve, we'd begin in April."),
      t("Legal and HR won't be touched by this, it's purely production and purchasing."),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "300 people",
      timeline: /April/,
      timelineKind: "start",
      departments: [/manufacturing/, /procurement/],
      notDepartments: [/legal/, /HR/],
    },
  },
];

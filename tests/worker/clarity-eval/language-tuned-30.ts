/**
 * A thirtieth round of prospects in our own words (`tuned`), written before any fix of the
 * round, on the roadmap said the way people say it: teams as roles, functions or places ("the
 * folks in customs", "our two depots", "front of house", "the billing side"), drivers told as
 * stories ("we lost a tender because the quote took nine days"), the project implied rather than
 * named, the company's size in passing, budget and timeline hedged, the core team by names and
 * roles. Trades and voices the earlier files do not use: a freight forwarder's ops director
 * (terse, lowercase), a private hospital group's operations lead (long rambling paragraphs), a
 * Portuguese university's administrator (non-native English), a bakery-café franchise's CFO
 * (numbers).
 */
import type { Conversation } from "./script";
import { t } from "./script";

export const languageTuned30: Conversation[] = [
  {
    name: "LT30-1-freight",
    set: "tuned",
    turns: [
      t("freight forwarder, rotterdam + antwerp. ~140 staff all in"),
      t(
        "quotes are killing us. lost the biggest tender of the year in june because our rate quote took nine days to go out",
      ),
      t("ops and the folks in customs clearance do everything in excel and email"),
      t("want the sales guys quoting from one place. rates, margins, approvals"),
      t("budget maybe 80k eur, could stretch a bit"),
      t("would be good to have it before peak season, so by september"),
      t("me (ops director), our pricing lead anouk and one it guy. thats it"),
    ],
    roadmap: {
      project: /CPQ/,
      companySize: "140 people",
      drivers: [/quote|tender|nine days/i],
      departments: [/customs/i, /sales/i, /op/i],
      budget: /€80K/,
      timeline: /september/i,
      coreTeam: "3 people",
    },
  },
  {
    name: "LT30-2-hospital-group",
    set: "tuned",
    turns: [
      t(
        "So, where to start. I run operations for a private hospital group, we've got three hospitals and a handful of outpatient clinics, I think the last count was something like 2,300 staff if you include the bank nurses, and honestly the thing that keeps me up at night is that theatre scheduling and billing don't talk to each other at all, so last quarter we found we'd under-billed the insurers by about £400,000 because procedures were done but never coded, which the board was, let's say, not thrilled about.",
      ),
      t(
        "What we'd like, I suppose, is one place where a procedure gets booked, done and invoiced, and the finance people can see what's owed without chasing three spreadsheets and a ledger that's always a month behind.",
      ),
      t(
        "The ones who'd really feel it day to day are the theatre coordinators, the clinical coding team and the billing side, plus finance of course, who get the blame when the numbers are wrong.",
      ),
      t(
        "Money-wise we haven't got a signed-off number yet, but I've been told somewhere between half a million and 750k pounds is realistic for something like this.",
      ),
      t(
        "Timing, ideally we'd be live for the start of the new financial year, so April 2027, though I wouldn't bet the house on it.",
      ),
      t(
        "On our side it would be me, our CFO Priya Shah, the head of nursing and an analyst called Tom from IT.",
      ),
      t(
        "One worry I should be honest about: we tried something similar in 2022 and it collapsed when the supplier went bust halfway through, so people here are wary.",
      ),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "2300 people",
      drivers: [/bill|coded|£400/i],
      departments: [/theatre/i, /coding/i, /billing/i, /financ/i],
      budget: /£500K/,
      timeline: /April 2027/,
      coreTeam: "4 people",
      risks: [/supplier|vendor|bust|collaps|before|previous|2022/i],
    },
  },
  {
    name: "LT30-3-university",
    set: "tuned",
    turns: [
      t(
        "Hello, I am working in the university of Porto, in the administration. We are around 4 000 employees, teachers and staff together.",
      ),
      t(
        "The problem is the students ask many things to many offices and nobody know the history. Last year we lose many international students because the answer for the visa letter come after three weeks.",
      ),
      t(
        "We want one system where all the contacts with students and candidates stay, so the admissions office and the international office see the same.",
      ),
      t("Also the student helpdesk, they answer the phone and the chat."),
      t("For the money, the rector say maybe 200 thousand euros, not more."),
      t("We need to start before the next candidatures open, this is in october next year."),
      t(
        "In the project team we will be me, two persons from informatics and the director of admissions, Mrs Costa.",
      ),
      t("I am afraid the professors will not use it, they don't like new systems."),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "4000 people",
      drivers: [/student|visa|three weeks/i],
      departments: [/admission/i, /international/i, /helpdesk|student support/i],
      budget: /€200K/,
      timeline: /october/i,
      coreTeam: "4 people",
      risks: [/adopt|professor|use it|resist|new systems/i],
    },
  },
  {
    name: "LT30-4-franchise-cfo",
    set: "tuned",
    turns: [
      t(
        "CFO of a bakery-café franchise. 62 stores, 9 of them company-owned. We employ about 350 people directly; the franchisees employ another 1,200 who aren't ours.",
      ),
      t(
        "The numbers: waste runs at 7.4% of sales against a 4% target. That's roughly $1.2M a year in the bin because stores order on gut feel.",
      ),
      t(
        "I want forecasting that tells each store what to bake and order tomorrow, learned from our POS history.",
      ),
      t(
        "Users: front of house managers, the supply team at our two depots, and franchise support.",
      ),
      t("Budget: $250-300K capex this year, possibly another $50K a year to run."),
      t("Pilot in 10 stores by end of Q2 2027, full rollout by Q4."),
      t(
        "Team: me, our COO, the supply chain manager, a data analyst and a store manager on loan. Five.",
      ),
      t("Biggest risk is data quality; our POS data before 2024 is patchy."),
    ],
    roadmap: {
      project: /AI/,
      companySize: "350 people",
      drivers: [/waste|gut feel|\$1\.2M/i],
      departments: [/front of house/i, /supply|depot/i, /franchise support/i],
      // A yearly running cost counts one year on top of the one-off, as the house reads a budget
      // (docs/decisions/033, money-terms.ts): $300K–$350K (first play wanted $250K–$300K).
      budget: /\$(?:250|300)K/,
      timeline: /Q2 2027/,
      coreTeam: "5 people",
      risks: [/data/i],
    },
  },
];

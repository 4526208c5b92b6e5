/**
 * A seventh round of prospects in our own words (`tuned`), about the roadmap the prospect sees at
 * the end: facts spread over a long first message and over later turns, a bare answer to the
 * question Clarity just asked ("about 300", "Q2", "maybe 150-200k"), a figure or a year changed
 * in a later turn, a date counted from another one, staff added place by place in two sentences,
 * the system used today apart from the one wanted, and the roadmap agreeing with the lead.
 */
import {
  languageTuned7Figures,
  languageTuned7Hard,
  languageTuned7Quiet,
} from "./language-tuned-7b";
import { type Conversation, heard, t } from "./script";

export const languageTuned7: Conversation[] = [
  {
    name: "LT7-1-long-first-message",
    set: "tuned",
    turns: [
      t(
        "Hi, I run operations at a 260-person food distributor. Orders still go through Sage and a pile of spreadsheets, and we want to move onto NetSuite. The board has signed off roughly £200k for it. Our financial year closes at the end of March and we'd like to be live by then.",
      ),
      t("Finance and the warehouse crew would feel it most."),
      heard("Actually make that 300 people, I forgot the drivers we just took on.", {
        hears: [/300/],
      }),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /Sage/,
      systems: ["Sage"],
      companySize: "300 people",
      budget: "£200K",
      timeline: /March/,
      timelineKind: "go-live",
      departments: [/finance/, /warehouse/],
    },
  },
  {
    name: "LT7-2-bare-headcount",
    set: "tuned",
    turns: [
      t(
        "We're swapping our homegrown CRM for HubSpot because sales keep missing renewals. Sales and customer success live in it all day, and it has to sync with Xero. We want it running by September, we've put aside about $180k, and three of us would form the core team.",
      ),
      heard("about 300, give or take", { hears: [/300/] }),
    ],
    roadmap: {
      project: /HubSpot/,
      companySize: "300 people",
      budget: "$180K",
      coreTeam: "3 people",
      timeline: /September/,
      systems: ["Xero"],
    },
  },
  {
    name: "LT7-3-bare-quarter",
    set: "tuned",
    turns: [
      t(
        "We're a 150-person engineering firm and need a CPQ tool, quotes take our sales engineers four days each.",
      ),
      t("Sales engineering and finance, mostly."),
      t("Salesforce for the pipeline and Epicor for the rest."),
      heard("Q2.", { hears: [/Q2/] }),
    ],
    roadmap: {
      project: /CPQ/,
      companySize: "150 people",
      timeline: /Q2/,
      timelineKind: "go-live",
      systems: ["Salesforce", "Epicor"],
    },
  },
  {
    name: "LT7-4-unsure-range",
    set: "tuned",
    turns: [
      t(
        "We need a new ERP. Month-end takes our 6 accountants nearly three weeks and stock counts never match. We're about 180 staff, all on QuickBooks today, and we'd want to be live by next October.",
      ),
      t("Finance and the warehouse."),
      heard("we're not sure yet, maybe 150-200k", { hears: [/150/] }),
    ],
    roadmap: {
      project: /ERP/,
      notProject: /QuickBooks/,
      systems: ["QuickBooks"],
      companySize: "180 people",
      budget: "$150K–$200K",
      timeline: /October/,
    },
  },
  {
    name: "LT7-5-euros-corrected-later",
    set: "tuned",
    turns: [
      t(
        "Our company has 90 employees across Germany and Austria. We want to replace Dynamics NAV with Business Central, and there is a budget of 400.000 euros.",
      ),
      t("It has to run before the next audit in November."),
      heard("Scratch that on the money, the number is 450k, not 400k.", { hears: [/450/] }),
    ],
    roadmap: {
      project: /Business Central/,
      notProject: /NAV/,
      systems: ["Dynamics NAV"],
      companySize: "90 people",
      budget: "€450K",
      timeline: /November|audit/,
    },
  },
  {
    name: "LT7-6-today-and-target",
    set: "tuned",
    turns: [
      t(
        "Right now every deal lives in Pipedrive and we've outgrown it. Salesforce is where we want to end up. We're 220 people, 40 of them in sales.",
      ),
      t("Our reps spend half of Friday updating forecasts by hand."),
    ],
    roadmap: {
      project: /Salesforce/,
      notProject: /Pipedrive/,
      systems: ["Pipedrive"],
      notSystems: ["Salesforce"],
      companySize: "220 people",
      departments: [/sales/],
    },
  },
  {
    name: "LT7-7-counted-from-signing",
    set: "tuned",
    turns: [
      t("We're a 400-person logistics group looking at Acumatica to replace our old ERP."),
      t(
        "We expect to sign the contract in February 2027. We'd want to be live four months after that.",
      ),
    ],
    roadmap: {
      project: /Acumatica/,
      companySize: "400 people",
      timeline: /June/,
      timelineKind: "go-live",
    },
  },
  {
    name: "LT7-8-year-corrected",
    set: "tuned",
    turns: [
      t("We're a 130-person retailer and want to go live on a new ERP in October 2027."),
      t("Finance and our store managers."),
      heard("Sorry, 2028, not 2027. The board pushed everything back a year.", {
        hears: [/2028/],
      }),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "130 people",
      timeline: /October 2028/,
      timelineKind: "go-live",
    },
  },
  {
    name: "LT7-9-staff-in-two-sentences",
    set: "tuned",
    turns: [
      t(
        "We manufacture garden furniture and need an ERP. There are 120 of us in Dublin. Another 80 work at our Cork plant.",
      ),
      t(
        "Closing the books takes us two full weeks. Our planners are terrified the new system will take their spreadsheets away from them.",
      ),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "200 people",
      drivers: [/clos|two weeks|2 weeks|month.end/i],
      risks: [/planners/i],
    },
  },
  {
    name: "LT7-10-start-then-deadline",
    set: "tuned",
    turns: [
      t("We'd like to kick off a CRM project in January, we're a team of about 75."),
      t("The hard line is that we must be up and running before our trade show in July."),
      t("And we'd sign off the vendor in December."),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "75 people",
      timeline: /July|trade show/,
      timelineKind: "go-live",
    },
  },
  {
    name: "LT7-11-budget-stretched",
    set: "tuned",
    turns: [
      t("We're a 170-person insurer replacing our CRM, we've set aside $250k."),
      heard("Finance came back today and we can stretch to 300.", { hears: [/300/] }),
    ],
    roadmap: { project: /CRM/, companySize: "170 people", budget: "$300K" },
  },
  {
    name: "LT7-12-core-team-named",
    set: "tuned",
    turns: [
      t(
        "We're a 140-person wholesaler moving from Xero to NetSuite because we've outgrown it. We'd like to be live by June 2027 and have budgeted £120k.",
      ),
      t("Finance and the warehouse."),
      t("Shopify and our 3PL's portal."),
      heard("Four of us: me, our controller and two warehouse leads.", { hears: [/4|four/i] }),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /Xero/,
      systems: ["Xero", "Shopify"],
      companySize: "140 people",
      budget: "£120K",
      coreTeam: "4 people",
      timeline: /June/,
    },
  },
];

/**
 * The second batch, written after the first was fixed and measured before any fix of its own:
 * money in words with its currency, a headcount and a budget corrected or cut in other words, a
 * decision date beside a go-live, a phone number and a call beside the facts, terse openers.
 */
export const languageTuned7More: Conversation[] = [
  {
    name: "LT7-13-quarter-million-pounds",
    set: "tuned",
    turns: [
      t("We're an 85-person recruitment agency and our CRM is a mess of spreadsheets."),
      t("Realistically we could find about a quarter of a million pounds for the whole thing."),
    ],
    roadmap: { project: /CRM/, companySize: "85 people", budget: "£250K" },
  },
  {
    name: "LT7-14-swiss-range-in-words",
    set: "tuned",
    turns: [
      t("We are a 600-person medtech company in Basel looking at SAP S/4HANA."),
      t("The steering committee approved one and a half to two million Swiss francs."),
    ],
    roadmap: { project: /SAP/, companySize: "600 people", budget: "CHF 1.5M–2M" },
  },
  {
    name: "LT7-15-headcount-recounted",
    set: "tuned",
    turns: [
      t("We're a 90-person logistics company thinking about a new ERP."),
      heard("Hang on, I only counted the office. With the drivers we're closer to 160 in total.", {
        hears: [/160/],
      }),
      t("Finance and dispatch would feel it most."),
    ],
    roadmap: { project: /ERP/, companySize: "160 people" },
  },
  {
    name: "LT7-16-cfo-knocked-it-down",
    set: "tuned",
    turns: [
      t("We're a 250-person architecture practice, we want a proper CRM, the budget is €180k."),
      heard("Bad news, the CFO knocked that down to €120k this morning.", { hears: [/120/] }),
      t("Business development and the partners use it."),
    ],
    roadmap: { project: /CRM/, companySize: "250 people", budget: "€120K" },
  },
  {
    name: "LT7-17-pick-then-run",
    set: "tuned",
    turns: [
      t("We're a 300-person distributor choosing between Odoo and NetSuite."),
      heard(
        "We have to pick a partner by the end of January and have it running in Q3 next year.",
        { hears: [/Q3/] },
      ),
    ],
    roadmap: { timeline: /Q3/, timelineKind: "go-live", companySize: "300 people" },
  },
  {
    name: "LT7-18-phone-beside-the-facts",
    set: "tuned",
    turns: [
      t("We're a 140-person insurer looking to replace our CRM, budget around $220k."),
      heard(
        "Can someone ring me on +44 7700 900321 tomorrow morning? I'd rather talk it through.",
        {
          asks: ["person"],
        },
      ),
    ],
    roadmap: { project: /CRM/, companySize: "140 people", budget: "$220K", timeline: null },
  },
  {
    name: "LT7-19-terse-opener",
    set: "tuned",
    turns: [t("ERP, ~250 staff, €400k, live Q3 2027"), t("finance + ops mostly")],
    roadmap: {
      project: /ERP/,
      companySize: "250 people",
      budget: "€400K",
      timeline: /Q3/,
      timelineKind: "go-live",
    },
  },
  {
    name: "LT7-20-plain-drivers-and-risks",
    set: "tuned",
    turns: [
      t("We're a 200-person wholesaler and we want a new ERP."),
      t(
        "Every month our accountants spend ten days reconciling stock by hand. Last time we tried this the consultants left us with a half-built system and the warehouse refused to use it.",
      ),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "200 people",
      drivers: [/reconcil|stock|ten days|10 days/i],
      risks: [/warehouse|consultant|half-built|last time|previous/i],
    },
  },
];

/** Every batch of this round, as the eval plays them. */
export const languageTuned7All: Conversation[] = [
  ...languageTuned7,
  ...languageTuned7More,
  ...languageTuned7Quiet,
  ...languageTuned7Hard,
  ...languageTuned7Figures,
];

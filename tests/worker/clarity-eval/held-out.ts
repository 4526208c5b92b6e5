/**
 * Held-out prospects: written before any tuning, in words of their own, and never tuned on.
 * Terse openers, shorthand and typos, corrected figures, budgets in words and other currencies,
 * timelines with the event named, "moving from X to Y". The questions, objections, call requests
 * and rephrased questions are in held-out-more.ts.
 */
import { moreHeldOutProspects } from "./held-out-more";
import { type Conversation, heard, t } from "./script";

const firstHeldOut: Conversation[] = [
  {
    name: "Held out: terse opener, EUR, size and project in one line",
    set: "held-out",
    turns: [
      heard("netsuite erp, 120 ppl, €250k buget, want to go live nxt september", {
        hears: [/120/, /€250K|€250,000|250K\s?EUR/i],
        never: [/\$250/],
      }),
      t("finance + warehouse mainly"),
      t("month end close takes us 12 days, all in excel. thats the pain"),
      t("3 of us can do the core team"),
      t("j.roos@brightfield-foods.nl"),
    ],
    roadmap: {
      project: /NetSuite/i,
      companySize: "120 people",
      budget: "€250K",
      timeline: /sep/i,
      coreTeam: /3/,
      email: "j.roos@brightfield-foods.nl",
      systems: ["Excel"],
      departments: [/financ/i, /warehouse/i],
      drivers: [/close|month.end|12 days/i],
    },
  },
  {
    name: "Held out: headcount corrected, the old figure never comes back",
    set: "held-out",
    turns: [
      t("Hi, we're looking at a CRM, probably Dynamics 365. Roughly 120 staff."),
      heard("sorry, I meant 200 not 120 — forgot the new Lyon office", {
        hears: [/200/],
        never: [/\b120\b/],
      }),
      t("Sales and customer service would use it, about 60 reps between them"),
      t("we want to be live by Q2 2027"),
    ],
    roadmap: {
      project: /Dynamics/i,
      companySize: "200 people",
      timeline: /Q2/i,
      departments: [/sales/i, /service|support/i],
    },
  },
  {
    name: "Held out: budget cut mid-conversation",
    set: "held-out",
    turns: [
      t("CPQ project, we have ~400k set aside. 300 employees, mostly sales engineers"),
      t("quotes take 4-5 days to get out the door and discounts are all over the place"),
      heard("actually scratch that, CFO cut it last week. make it 350k", {
        hears: [/350/],
        never: [/\b400\s?[kK]\b|\$400/],
      }),
      t("we use salesforse today and nobody wants to leave it"),
      t("no deadline yet, sometime next year"),
    ],
    roadmap: {
      project: /CPQ/i,
      budget: "$350K",
      companySize: "300 people",
      systems: ["Salesforce"],
      drivers: [/quote|discount/i],
    },
  },
  {
    name: "Held out: budget in words, pounds",
    set: "held-out",
    turns: [
      t("Morning. We're a Manchester distributor, 180 people, outgrowing Sage 50."),
      heard("Board has signed off two hundred and fifty thousand pounds for the whole thing", {
        hears: [/£250K|£250,000|250,000 pounds|£250k/i],
        never: [/\$250/, /€250/],
      }),
      t("Haven't picked an ERP yet. Business Central and NetSuite are on the shortlist."),
      t("ideally live April 2027, before the new financial year"),
    ],
    roadmap: {
      budget: "£250K",
      companySize: "180 people",
      systems: ["Sage 50"],
      notProject: /Sage/i,
      timeline: /apr/i,
    },
  },
  {
    name: "Held out: a range in Swiss francs",
    set: "held-out",
    turns: [
      t("We are a medtech supplier in Basel, ~90 FTE. Looking at SAP Business One vs Odoo."),
      heard("budget is somewhere between 300 and 400 thousand francs, not fixed yet", {
        hears: [/CHF/, /300/, /400/],
        never: [/\$300|€300/],
      }),
      t("the regulator audit in 2027 is why now — our batch traceability is on paper"),
      t("Quality and production are the teams, maybe 25 people use it daily"),
    ],
    roadmap: {
      budget: /CHF.*300.*400|300.*400.*CHF/i,
      companySize: /90/,
      notProject: /SAP Business One.*Odoo|Odoo.*SAP Business One/i,
      drivers: [/audit|traceab/i],
      departments: [/quality/i, /production/i],
    },
  },
  {
    name: "Held out: a quarter million, hedged",
    set: "held-out",
    turns: [
      t("hubspot → salesforce migration, 70 ppl company"),
      heard("we're thinking a quarter million euros give or take", {
        hears: [/€250K|€250,000|250K/i],
        never: [/\$250/],
      }),
      t("marketing and sales. reporting is a nightmare, 3 spreadsheets per forecast"),
      t("go-live end of Q1 2027 if we can"),
    ],
    roadmap: {
      project: /Salesforce/i,
      notProject: /HubSpot/i,
      systems: ["HubSpot"],
      budget: /€250K/,
      companySize: "70 people",
      timeline: /Q1/i,
      departments: [/marketing/i, /sales/i],
    },
  },
  {
    name: "Held out: project under $100K, told honestly",
    set: "held-out",
    turns: [
      t("small CRM rollout, pipedrive probably. we're 55 people"),
      heard("budget somewhere around 80-ish k USD all in", {
        hears: [/\$100K|fixed-scope|not (?:a|the right) fit/i],
        never: [/Good to know/],
      }),
      t("so you're saying not worth it for us?"),
      t("ok fair. what would you suggest instead then"),
    ],
    roadmap: { budget: /\$80K/, companySize: "55 people", project: /Pipedrive|CRM/i },
  },
  {
    name: "Held out: decide by March, go live in Q4",
    set: "held-out",
    turns: [
      t("ERP replacement for a 240 person manufacturer. we run on an old AS/400 system + excel"),
      heard("we need to decide by March, go live in Q4 2027", {
        hears: [/Q4/i],
        never: [/live (?:by|in) March/i],
      }),
      t("budget is $1.2M approx"),
      t("the guy who wrote the AS/400 code retires next year, that's really the driver"),
      t("finance, purchasing, production planning. 4 people could be core team"),
    ],
    roadmap: {
      timeline: /Q4/i,
      budget: /\$1\.2M/,
      companySize: "240 people",
      systems: ["Excel"],
      coreTeam: /4/,
      drivers: [/retire/i],
    },
  },
  {
    name: "Held out: kickoff date and live date both given",
    set: "held-out",
    turns: [
      t("Hello! We'd like to kick off in February and be live by October 2027."),
      t("It's a CPQ for our 150-person industrial pumps business, Salesforce is the CRM"),
      heard("Budget €400-500k", { hears: [/€/, /400/, /500/], never: [/\$400/] }),
      t("thx. no rush on the call btw, just exploring"),
      t("m.berg@vortex-pumps.de if you want to send something"),
    ],
    roadmap: {
      timeline: /oct/i,
      project: /CPQ/i,
      companySize: "150 people",
      systems: ["Salesforce"],
      budget: /€400K.*500K|€400.*€?500/,
      email: "m.berg@vortex-pumps.de",
    },
  },
  {
    name: "Held out: moving from Sage to NetSuite",
    set: "held-out",
    turns: [
      heard("we're moving from Sage to NetSuite, contract not signed yet", {
        never: [/Sage (?:project|implementation)/i],
      }),
      t("400 staff across 3 countries, consolidation takes finance 2 weeks each month"),
      t("we have roughly $600k for it"),
      t("live by July 2027 latest"),
      t("anna.kowalski@tessaro-group.com"),
    ],
    roadmap: {
      project: /NetSuite/i,
      notProject: /Sage/i,
      systems: ["Sage"],
      companySize: "400 people",
      budget: "$600K",
      timeline: /jul/i,
      email: "anna.kowalski@tessaro-group.com",
      drivers: [/consolidat|2 weeks/i],
    },
  },
];

export const heldOutProspects: Conversation[] = [...firstHeldOut, ...moreHeldOutProspects];

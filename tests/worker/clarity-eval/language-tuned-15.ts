/**
 * A fifteenth round of prospects in our own words (`tuned`), written before any fix of the round,
 * each with the FULL roadmap its words give. Their class: the systems a prospect runs today and the
 * project told apart by the conversation, not by a cue word — a platform of the project's kind
 * named bare after "replace our CRM", a run-today list whose names no table knows, a legacy
 * program or a shared drive named by its generic noun, names given as the answer to "which
 * systems…?" or joined to a system to connect to; a person, a place or a team in the same list is
 * no system.
 */
import { type Conversation, t } from "./script";

export const languageTuned15: Conversation[] = [
  {
    name: "LT15-1-replace-our-crm-then-a-bare-name",
    set: "tuned",
    turns: [
      t("Time to replace our CRM: nobody trusts the forecast any more."),
      t("Insightly, plus a pile of spreadsheets the reps keep on the side."),
      t(
        "Fourteen reps and a small customer success team in a 60-person parts wholesaler. Live by next September, around $80k.",
      ),
    ],
    roadmap: {
      project: /^CRM$/,
      notProject: /Insightly/,
      systems: ["Insightly", "spreadsheets"],
      companySize: "60 people",
      coreTeam: null,
      budget: "$80K",
      timeline: /September/,
      timelineKind: "go-live",
      departments: [/sales/i, /customer/i],
      drivers: [/forecast|report|trust/i],
    },
  },
  {
    name: "LT15-2-a-foxpro-program-and-a-shared-drive",
    set: "tuned",
    turns: [
      t(
        "We make kitchen cabinets, 130 people, and every order still goes through a FoxPro program a contractor wrote in 1998.",
      ),
      t(
        "Stock counts live in spreadsheets on a shared drive, and the planners print everything on paper anyway.",
      ),
      t("We'd want a proper ERP in by mid-2027, something like Epicor Kinetic or Acumatica."),
    ],
    roadmap: {
      project: /Epicor Kinetic or Acumatica|Acumatica or Epicor Kinetic/,
      systems: ["FoxPro", "spreadsheets", "shared drive"],
      notSystems: ["Epicor", "Acumatica"],
      companySize: "130 people",
      timeline: /2027/,
      departments: [/manufacturing/i],
      drivers: [/legacy|1998|spreadsheet|paper|manual/i],
    },
  },
  {
    name: "LT15-3-the-stack-is-a-list-of-unknown-names",
    set: "tuned",
    turns: [
      t(
        "We sell outdoor gear online and in three shops. Right now the stack is Shopify, Lightspeed in the stores, Xero and a Google Sheet for purchase orders.",
      ),
      t(
        "Inventory never matches between the shops and the website, so we oversell every weekend. We think it's time for an ERP.",
      ),
      t("Ops and the two store managers would run it; we're 55 staff and could spend maybe £60k."),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Shopify", "Lightspeed", "Xero", "spreadsheets"],
      companySize: "55 people",
      budget: "£60K",
      departments: [/operations/i],
      drivers: [/inventory|oversell|stock/i],
    },
  },
  {
    name: "LT15-4-names-given-as-the-answer-to-which-systems",
    set: "tuned",
    turns: [
      t(
        "We're a 240-person staffing agency moving to NetSuite because month-end takes us three weeks.",
      ),
      t(
        "Bullhorn for the recruiters, Paylocity for payroll, and TempWorks for the temps' timesheets.",
      ),
      t("Finance mostly, plus the branch managers."),
    ],
    roadmap: {
      project: /NetSuite/,
      systems: ["Bullhorn", "Paylocity", "TempWorks"],
      notSystems: ["NetSuite"],
      companySize: "240 people",
      departments: [/finance/i],
      drivers: [/month-end|close|three weeks/i],
    },
  },
  {
    name: "LT15-5-today-a-list-with-a-person-and-a-place",
    set: "tuned",
    turns: [
      t(
        "Our accounting software is on its last legs and the board has agreed we replace it next year.",
      ),
      t(
        "An ERP, yes. Today it's Sage 200 in the UK office and MYOB over in Brisbane, and Priya in finance glues it together in Excel.",
      ),
      t("We're leaning towards Business Central; 85 people across the two countries."),
    ],
    roadmap: {
      project: /Business Central/,
      notProject: /Sage|MYOB/,
      systems: ["Sage 200", "MYOB", "spreadsheets"],
      notSystems: ["Priya", "Brisbane", "UK", "Business Central"],
      companySize: "85 people",
      departments: [/finance/i],
      notDepartments: [/board/i],
      drivers: [/legacy|last legs|outdated|spreadsheet|manual/i],
    },
  },
  {
    name: "LT15-6-cpq-joined-to-systems-it-feeds",
    set: "tuned",
    turns: [
      t("We need a CPQ: our reps build every quote by hand and margins are all over the place."),
      t("Sales and the pricing team, about 30 people, in a company of 400."),
      t("It has to read from Salesforce and push orders into Acumatica and Avalara for the tax."),
      t("Go-live before our sales kickoff in February; budget is 90 to 120 thousand dollars."),
    ],
    roadmap: {
      project: /^CPQ$/,
      systems: ["Salesforce", "Acumatica", "Avalara"],
      companySize: "400 people",
      budget: "$90K–$120K",
      timeline: /February/,
      timelineKind: "go-live",
      departments: [/sales/i],
      drivers: [/quote|margin|hand|manual/i],
    },
  },
];

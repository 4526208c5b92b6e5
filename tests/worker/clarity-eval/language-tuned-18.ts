/**
 * An eighteenth round of prospects in our own words (`tuned`), written before any fix of the
 * round, each with the FULL roadmap its words give, in trades no earlier case used. Their class:
 * what a prospect runs and what they want, said the way people tell it — the systems as a story
 * across turns, by the team that uses each, as what goes and what stays, with versions and
 * editions, misspelt, in brackets or after "via"/"through"/"using"; the project said by what it
 * must do ("something to run the whole business", "a system that does quotes properly"), as one
 * module changing, with a candidate asked about or ruled out; the company's size as a story, per
 * site, with contractors, as a role at a company, or not at all (revenue only). A customer's
 * system, a place, a person and a month are none of theirs.
 */
import { type Conversation, t } from "./script";

export const languageTuned18: Conversation[] = [
  {
    name: "LT18-1-coffee-roaster-systems-as-a-story",
    set: "tuned",
    turns: [
      t(
        "hi - we roast and wholesale coffee. we started on quickbook years ago, bolted on Fishbowl for the inventory side, and now there's a Zapier mess between them and Shopify that breaks every other week",
      ),
      t(
        "We'd keep Shopify for the webshop, the accounting and inventory bit goes. we need something to run the whole business really",
      ),
      t(
        "we were 40 people two years ago, 95 now. ops manager + our bookkeeper would run it, maybe $70k all in",
      ),
    ],
    roadmap: {
      project: /^ERP$/,
      notProject: /Shopify|QuickBooks|Fishbowl/,
      systems: ["QuickBooks", "Fishbowl", "Zapier", "Shopify"],
      companySize: "95 people",
      coreTeam: /2/,
      budget: "$70K",
      departments: [/operations/i, /finance/i],
      drivers: [/break|integration|manual|growth|inventory/i],
    },
  },
  {
    name: "LT18-2-vet-clinics-by-team-and-per-site",
    set: "tuned",
    turns: [
      t(
        "We run veterinary clinics. Finance lives in Xero, ops in a tracker on Airtable, and the clinics book appointments through VetHub.",
      ),
      t(
        "Honestly we need one system that handles the lot - stock, invoicing, rotas. get off spreadsheets for good",
      ),
      t("3 sites of about 60 each. Budget's roughly £120k and we'd like it live by next spring."),
    ],
    roadmap: {
      project: /^ERP$/,
      systems: ["Xero", "Airtable", "VetHub", "spreadsheets"],
      notSystems: ["Finance"],
      companySize: "180 people",
      budget: "£120K",
      timeline: /spring/i,
      departments: [/finance/i, /operations/i],
      drivers: [/spreadsheet|manual/i],
    },
  },
  {
    name: "LT18-3-contractor-versions-and-a-ruled-out-candidate",
    set: "tuned",
    turns: [
      t(
        "I'm the controller at a 300-person mechanical contractor. Job costing is on Sage 100 Contractor and payroll runs through ADP.",
      ),
      t(
        "We looked at SAP and ruled it out, too heavy for us. Is Acumatica any good for construction?",
      ),
      t(
        "One of our divisions is still on NAV 2009 (don't ask), that would go too. Our customers mostly use Procore but that's their side.",
      ),
      t("Target is to go live January 2028, budget around $400k."),
    ],
    roadmap: {
      project: /Acumatica/,
      notProject: /SAP|Sage|NAV/,
      systems: ["Sage 100", "ADP payroll", "Dynamics NAV"],
      notSystems: ["SAP", "Acumatica", "Procore"],
      companySize: "300 people",
      budget: "$400K",
      timeline: /2028/,
      timelineKind: "go-live",
      departments: [/finance/i],
    },
  },
  {
    name: "LT18-4-misspelt-stack-replace-just-inventory",
    set: "tuned",
    turns: [
      t(
        "we're a 70 staff plus 30 contractors electrical wholesaler, financials on netsuit and the reps use salesfroce.",
      ),
      t(
        "We don't want to touch any of that. We just want to replace the inventory side - at the moment it's a warehouse app called StockPilot that the old IT guy wrote",
      ),
      t("Something that does barcode scanning and talks to netsuit properly. Around 50k USD."),
    ],
    roadmap: {
      project: /ERP|warehouse|inventory/i,
      notProject: /NetSuite|Salesforce|StockPilot/,
      systems: ["NetSuite", "Salesforce", "StockPilot"],
      companySize: "70 people",
      budget: "$50K",
      departments: [/sales/i, /warehouse/i],
    },
  },
  {
    name: "LT18-5-an-ai-thing-for-the-support-inbox",
    set: "tuned",
    turns: [
      t(
        "Looking for an AI thing for our support inbox. Tickets come in via Zendesk, customer data sits in HubSpot (the free tier), and refunds go through Stripe.",
      ),
      t("We do about $12M in revenue, subscription boxes for pet owners, based in Leeds."),
      t(
        "The support team is 9 people and they're buried in where-is-my-order emails. Could start in March, budget maybe £30k.",
      ),
    ],
    roadmap: {
      project: /AI/,
      notProject: /Zendesk|HubSpot|Stripe/,
      systems: ["Zendesk", "HubSpot", "Stripe"],
      notSystems: ["Leeds"],
      companySize: null,
      budget: "£30K",
      timeline: /March/,
      departments: [/customer service/i],
    },
  },
  {
    name: "LT18-6-quotes-done-properly-odoo-asked",
    set: "tuned",
    turns: [
      t(
        "We make bespoke staircases. quotes are done in Excel by two estimators, then retyped into dynamcis - NAV 2013 - when the job is won.",
      ),
      t("we want a system that does quotes properly. is Odoo any good for this?"),
      t(
        "About 45 people in the workshop and office combined. no budget set yet, we'd want it before the busy season in the autumn",
      ),
    ],
    roadmap: {
      project: /CPQ|Odoo/,
      notProject: /NAV|Dynamics/,
      systems: ["spreadsheets", "Dynamics NAV"],
      companySize: "45 people",
      budget: /not set/,
      departments: [/sales|engineering/i],
      drivers: [/re-?key|spreadsheet|manual|quot/i],
    },
  },
];

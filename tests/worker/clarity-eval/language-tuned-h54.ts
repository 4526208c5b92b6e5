/**
 * Round h54 (`tuned`): systems named with their edition, their vendor or their job, as a stack is
 * told. An edition word after a product is no system of its own ("hubspot free + zendesk",
 * "salesforce sales cloud enterprise"), a product's own edition name is kept ("Exact Online"); a
 * kind said with its vendor is one system by both ("a TMS from descartes": Descartes TMS, "a MES
 * from Siemens"); a product told with its job ("nmbrs for payroll", "Pegasus Opera for the
 * books", "billing is chargebee") is a system, lower case or not, and a list typed with "+" goes
 * on past it ("google docs + a pricing sheet"); the vendor acting on its product ("Oracle is
 * ending support for it") is neither the project nor a second system. Written and played before
 * any fix of the round (first play: 19 of 36 replies right, 19 of 32 roadmap fields right).
 * Voices: a garden wholesaler, a freight forwarder's IT manager, a Dutch HVAC installer, a
 * packaging group's controller, an Auckland food importer, a Pune pharma distributor, a German
 * dental lab chain, a SaaS firm's revops, a charity.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH54: Conversation[] = [
  {
    name: "LTH54-1-garden-wholesaler-hubspot-free",
    set: "tuned",
    turns: [
      t(
        "hi, we're a garden products wholesaler, 85 staff, sales team is 12 reps. want to sort out our CRM",
      ),
      // First play: "I've added Zendesk, spreadsheets, HubSpot and free to the systems".
      heard("hubspot free + zendesk + a lot of google sheets", {
        hears: [/Zendesk/, /HubSpot/, /spreadsheets/],
        never: [/\bfree\b/i, /is the platform/],
      }),
      t("we're looking at pipedrive or salesforce starter, not decided yet"),
      t("ideally live before march, budget around 30k"),
    ],
    roadmap: {
      project: /CRM/,
      systems: ["HubSpot", "Zendesk", "spreadsheets"],
      notSystems: ["free", "Free", "Pipedrive", "Salesforce", "Starter"],
      budget: /\$30K/,
      timeline: "March",
    },
  },
  {
    name: "LTH54-2-freight-forwarder-tms-from-descartes",
    set: "tuned",
    turns: [
      t(
        "Hello, I'm IT manager at a freight forwarder, 230 people across 4 depots in the Midlands.",
      ),
      // First play: "Got it — a **Salesforce (CRM)** project", the Descartes TMS lost.
      heard(
        "we have a TMS from descartes and salesforce service cloud for the customer service desk, finance is on sage 200 cloud",
        {
          hears: [/Descartes TMS/, /Salesforce Service Cloud/, /Sage 200/],
          never: [/\*\*Salesforce[^*]*\*\* project/],
        },
      ),
      // First play: the WMS no project (Salesforce stayed it).
      heard("the project is a new WMS for the two warehouses, right now its paper and excel", {
        hears: [/\*\*WMS\*\* project/],
      }),
      t("needs to talk to the descartes one and to sage. go live before Q3 next year"),
    ],
    roadmap: {
      project: /^WMS$/,
      systems: ["Descartes TMS", "Salesforce Service Cloud", "Sage 200"],
      notSystems: ["TMS", "descartes", "Descartes", "Salesforce", "Cloud"],
      timeline: /Q3/,
    },
  },
  {
    name: "LTH54-3-dutch-hvac-exact-online-nmbrs",
    set: "tuned",
    turns: [
      t("hoi, we're a dutch installation company (HVAC), 140 employees, our planning is a mess"),
      // First play: "I've added spreadsheets and Exact": Nmbrs lost, Exact Online cut short.
      heard(
        "exact online for the books, nmbrs for payroll and the planners use an excel sheet + whatsapp groups",
        { hears: [/Exact Online/, /nmbrs/i] },
      ),
      t(
        "we want a field service system, been looking at simpro and also the free version of odoo, not sure yet",
      ),
      t("our boss wants it before the winter when the heating calls start"),
    ],
    roadmap: {
      project: /Field service/,
      systems: ["Exact Online", "nmbrs"],
      notSystems: ["Exact", "free", "Simpro", "Odoo"],
      timeline: /winter/,
    },
  },
  {
    name: "LTH54-4-packaging-jde-oracle-ending-support",
    set: "tuned",
    turns: [
      t("Morning. Group financial controller at a packaging manufacturer, 3 plants, ~520 staff."),
      // First play: "I've added JD Edwards, Oracle and RPG to the systems" — Oracle is the vendor.
      heard(
        "We're on JD Edwards World on an IBM i, Oracle is ending support for it and our one RPG developer retires next year",
        { hears: [/JD Edwards/, /key-person/i], never: [/Oracle(?:,| and) RPG|added[^.]*Oracle/] },
      ),
      t("looking at Infor CloudSuite Industrial or Epicor Kinetic, maybe IFS Cloud"),
      // First play: "ADP payroll and manufacturing execution go on the integration list".
      heard("the plants also use a MES from Siemens and payroll is ADP, both stay", {
        hears: [/Siemens MES/],
        never: [/manufacturing execution/],
      }),
      t("budget roughly £1.5m, want to go live Jan 2028"),
    ],
    roadmap: {
      project: /Infor CloudSuite or Epicor Kinetic or IFS/,
      systems: ["JD Edwards", "ADP payroll", "Siemens MES"],
      notSystems: [
        "Oracle",
        "RPG",
        "manufacturing execution",
        "Infor CloudSuite",
        "Epicor Kinetic",
        "IFS",
      ],
      drivers: [/ending support/],
      risks: [/key person/i],
      budget: /£1\.5M/,
      timeline: /Jan 2028/,
    },
  },
  {
    name: "LTH54-5-auckland-importer-myob-cin7",
    set: "tuned",
    turns: [
      heard(
        "Hi there, bit of context first. We're a family owned food importer based in Auckland, around 60 staff, with a second warehouse in Christchurch that opened last year. The accounts have been on MYOB AccountRight Premier for about 12 years and honestly it's held together with tape, our stock lives in Cin7 Core (used to be dear systems) which syncs to MYOB most nights but not always, and the reps take orders on their phones through a B2B portal from Foodstuffs, plus a lot of phone/email orders that get keyed in twice. The accountant wants us on Xero, the ops manager wants a proper ERP like NetSuite or Acumatica, and I'm stuck in the middle trying to work out what we actually need before we sign anything. Budget is maybe NZD 150k all in, would love it sorted before our financial year end in March.",
        { hears: [/NetSuite or Acumatica/, /MYOB AccountRight/, /Cin7/] },
      ),
      heard(
        "sorry, the portal isnt from foodstuffs, it's our own built by an agency, they call it OrderHub",
        { hears: [/OrderHub/] },
      ),
      // First play: "Why now, as you put it: payroll is iPayroll" — a system kept is no reason.
      heard("oh and payroll is iPayroll, that can stay", {
        hears: [/iPayroll/],
        never: [/Why now/],
      }),
    ],
    roadmap: {
      project: /NetSuite or Acumatica/,
      systems: ["MYOB AccountRight", "Cin7", "OrderHub", "iPayroll"],
      // First play: "DEAR Inventory" beside Cin7 — the name Cin7 Core used to have.
      notSystems: ["Xero", "NetSuite", "Acumatica", "Foodstuffs", "Premier", "DEAR Inventory"],
      notDrivers: [/iPayroll/],
      timeline: /March/,
    },
  },
  {
    name: "LTH54-6-pune-pharma-distributor-lists-with-slashes",
    set: "tuned",
    turns: [
      t("we are pharma distributor in pune, 300 staff, 18 branches"),
      // First play: no system read at all.
      heard(
        "current stack tally prime / busy for 2 branches / marg erp at the retail counters & lots of exel",
        { hears: [/Tally, busy and marg/] },
      ),
      heard(
        "we want to move everything onto sap business one or ms dynamics 365 business central, one system for all branches",
        { hears: [/SAP or Business Central/] },
      ),
      t("deadline is april 1 for new financial year"),
    ],
    roadmap: {
      project: /SAP or Business Central/,
      systems: ["Tally", "busy", "marg"],
      notSystems: ["365", "Business Central", "SAP", "exel"],
      timeline: /1 April/,
    },
  },
  {
    name: "LTH54-7-dental-lab-chain-datev-cloud",
    set: "tuned",
    turns: [
      t("Hello, we are a german dental lab chain, 11 labs, 260 employees"),
      heard(
        "accounting is DATEV (the cloud one), the lab software is an old Dentalab version on each site and we have no CRM at all",
        { hears: [/DATEV/], never: [/\bCloud\b/] },
      ),
      t("project: one lab management system for all sites, connected to DATEV"),
      t("maybe a CRM later but first the lab software"),
    ],
    roadmap: { systems: ["DATEV"], notSystems: ["Cloud", "cloud"] },
  },
  {
    name: "LTH54-8-saas-revops-sales-cloud-enterprise",
    set: "tuned",
    turns: [
      t("hey - revops at a b2b saas, 140 ppl"),
      // First play: "I've added Salesforce and Salesforce Sales Cloud" — Google Docs, Chargebee lost.
      heard(
        "we're on salesforce sales cloud enterprise, quotes are built in google docs + a pricing sheet, billing is chargebee",
        {
          hears: [/Salesforce Sales Cloud/, /google docs/i, /chargebee/i],
          never: [/Salesforce and Salesforce/, /Enterprise/],
        },
      ),
      heard("looking at salesforce cpq (revenue cloud now i think) or dealhub", {
        hears: [/Salesforce CPQ or DealHub/],
      }),
      t("must be live before the new pricing launches on 1 october"),
    ],
    roadmap: {
      project: /CPQ/,
      systems: ["Salesforce Sales Cloud", "google docs", "chargebee"],
      notSystems: ["Salesforce", "Enterprise", "DealHub", "Salesforce CPQ"],
      timeline: "1 October",
    },
  },
  {
    name: "LTH54-9-charity-business-central-mailchimp-free",
    set: "tuned",
    turns: [
      t("Hi, we're a charity with 95 staff and 400 volunteers, we need a new CRM for fundraising"),
      heard(
        "finance runs on dynamics 365 business central, sage for payroll, donors are in an access database and mailchimp (the free one)",
        {
          hears: [/Business Central/, /Mailchimp/, /Access database/, /Sage/],
          never: [/\bfree\b/i],
        },
      ),
      t("everything else is microsoft 365 so ideally something that fits with that"),
      t("shortlist: dynamics 365 for nonprofits or beacon crm"),
    ],
    roadmap: {
      systems: ["Business Central", "Mailchimp", "Access database", "Sage"],
      notSystems: ["free", "365", "Beacon"],
    },
  },
];

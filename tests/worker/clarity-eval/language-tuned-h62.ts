/**
 * Round h62 (`tuned`): numbers that are not what they look like. Staff counted per place when the
 * places were counted in another message ("We have 14 shops" … "about 12 staff per shop plus 30
 * at head office"); a size said as a ceiling ("fewer than 50 people", "under 250"); one count
 * shared by a trade and its office ("about 140 drivers and office staff"); a product's short name
 * with its version ("AX 2012"); counts of things that are no people nor money (trucks, SKUs,
 * tickets, accounts) and products with figures in their names (Sage 200, Office 365, Sage 50,
 * Dynamics 365, IRIS) that must stay what they are. Written and played before any fix of the
 * round (first play: 19 of 26 replies right, 10 of 17 roadmap fields right). Voices: a food
 * wholesaler, a haulage firm, a software company, a shop chain, a manufacturer, a finance head, a
 * care provider, a logistics broker.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH62: Conversation[] = [
  {
    name: "LTH62-1-food-wholesaler-skus",
    set: "tuned",
    turns: [
      t("hi, we're a food wholesaler with 85 staff"),
      heard("we run Sage 200 for accounts and Office 365 for everything else", {
        never: [/365 people|200 people/i],
      }),
      heard("we hold about 4,000 SKUs across 2 warehouses", { never: [/4,?000 people/i] }),
      t("budget is roughly £120k"),
    ],
    roadmap: { companySize: "85 people", systems: ["Sage 200", "Office 365"], budget: "£120K" },
  },
  {
    name: "LTH62-2-haulage-trucks-and-drivers",
    set: "tuned",
    turns: [
      // First play: "With 140 people in warehouse and logistics", no company size.
      heard(
        "Hello, I run operations at a haulage firm, 60 trucks and about 140 drivers and office staff",
        { hears: [/At 140 people/], never: [/140 people in warehouse/] },
      ),
      // First play: "AX" alone.
      heard("we're on AX 2012 and Windows 10 laptops, nothing else really", {
        hears: [/Dynamics AX/],
        never: [/\b10 people/],
      }),
      heard("sorry, 70 trucks not 60", { never: [/\$70|70 people|budget/i] }),
      t("we could spend 250k"),
    ],
    roadmap: { companySize: "140 people", systems: ["Dynamics AX"], budget: "$250K" },
  },
  {
    name: "LTH62-3-software-fewer-than-50",
    set: "tuned",
    turns: [
      // First play: "At 50 people you're right in the range".
      heard("we're a software company, fewer than 50 people", {
        hears: [/fewer than 50 people you're outside/],
      }),
      heard("we get around 900 tickets a month on Zendesk", { never: [/900 people/] }),
      heard("our biggest 12 accounts are 80% of revenue", { never: [/12 people|budget/i] }),
      t("budget under 40k"),
    ],
    roadmap: { companySize: "under 50 people", systems: ["Zendesk"], budget: "up to $40K" },
  },
  {
    name: "LTH62-4-shops-staff-per-shop",
    set: "tuned",
    turns: [
      t("We have 14 shops across the north west"),
      // First play: "At 42 people … With **12 staff**, we'd interview them in parallel".
      heard("about 12 staff per shop plus 30 at head office", {
        hears: [/At 198 people/],
        never: [/12 staff\*\*/],
      }),
      t("tills run on SAP B1 and we want to replace it"),
    ],
    roadmap: { companySize: "198 people" },
  },
  {
    name: "LTH62-5-manufacturer-under-250",
    set: "tuned",
    turns: [
      t("we're a manufacturer, about 300 people"),
      // First play: "At 250 people".
      heard("actually smaller than that, under 250", {
        hears: [/fewer than 250 people/],
        never: [/At 250 people/],
      }),
    ],
    roadmap: { companySize: "under 250 people" },
  },
  {
    name: "LTH62-6-finance-head-reports-to-ceo",
    set: "tuned",
    turns: [
      t("I'm the head of finance, I report to the CEO"),
      t("the finance team is 4 of us"),
      heard("we're on Sage 50 and Dynamics 365 for the CRM", { never: [/365 people|50 people/] }),
    ],
    roadmap: { coreTeam: null, companySize: null, systems: ["Sage 50", "Microsoft Dynamics"] },
  },
  {
    name: "LTH62-7-care-homes-staff-each",
    set: "tuned",
    turns: [
      t("we're a care provider with 9 homes in Yorkshire"),
      // First play: "At 45 people you're outside our usual 50–500 people".
      heard("roughly 45 staff in each home", { hears: [/At 405 people/], never: [/At 45 people/] }),
      t("payroll runs on IRIS and rotas on spreadsheets"),
    ],
    roadmap: { companySize: "405 people", systems: ["IRIS"] },
  },
  {
    name: "LTH62-8-broker-accounts-corrected",
    set: "tuned",
    turns: [
      t("we're a logistics broker, 25 staff, 3 big accounts are most of our work"),
      heard("sorry, 4 big accounts not 3", { never: [/budget|\$[34]|[34] people/i] }),
      t("budget about 60k"),
    ],
    roadmap: { companySize: "25 people", budget: "$60K" },
  },
];

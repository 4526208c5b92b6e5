/**
 * A sixteenth round of prospects in our own words (`tuned`), written before any fix of the round,
 * each with the FULL roadmap its words give. Its classes: teams named as the people who do a piece
 * of work ("the lads who load the lorries", "the person who raises our bills"), by the work itself
 * ("quality keep batch records", "the costing clerks"), as the ones a change would land on, and in
 * lists; reasons for change said as a pain today, as a goal ("so we can open a trade webshop"), as
 * an event (a bakery taken over, a client's new demand) or as a figure that hurts; worries in new
 * words. Customers, contractors and a board that wants a date are no team in scope.
 */
import { type Conversation, t } from "./script";

export const languageTuned16: Conversation[] = [
  {
    name: "LT16-1-lads-who-load-accounts-clerks-peak",
    set: "tuned",
    turns: [
      t("We're a garden-furniture wholesaler, 210 staff, and it's time for a proper ERP."),
      t(
        "The lads who load the lorries still work off printed sheets, and our accounts clerks type every sales order into Sage 200 a second time.",
      ),
      t(
        "Nobody believes the stock figures any more, so our account managers keep promising tables we haven't got.",
      ),
      t("Spring is our peak: if the switch lands in March, orders will back up for weeks."),
    ],
    roadmap: {
      project: /ERP/,
      notProject: /Sage/,
      systems: ["Sage 200"],
      timeline: null,
      companySize: "210 people",
      departments: [/warehouse/i, /finance/i, /sales/i],
      drivers: [/believes|stock figures/i, /printed|second time|re-?key|by hand/i],
      risks: [/spring|peak|March|back up/i],
    },
  },
  {
    name: "LT16-2-schedulers-bills-client-demand-tablets",
    set: "tuned",
    turns: [
      t(
        "We service commercial boilers with 95 people and want a CRM that ties maintenance contracts to site visits.",
      ),
      t(
        "Our schedulers juggle thirty engineers from a wall planner, and the person who raises our bills waits days for the job sheets to come back.",
      ),
      t(
        "The reason we're moving now: our biggest client has started asking for proof of every visit.",
      ),
      t(
        "Budget is about 60 grand. My fear is that the older engineers simply won't fill anything in on a tablet.",
      ),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "95 people",
      budget: "$60K",
      departments: [/field service/i, /finance/i],
      drivers: [/wall planner|juggle|job sheets|waits days/i, /proof|client/i],
      risks: [/engineers|tablet|adopt/i],
    },
  },
  {
    name: "LT16-3-bakery-taken-over-quality-binders-planners",
    set: "tuned",
    turns: [
      t(
        "We make sauces for supermarkets, 340 people over two plants, and we're choosing between SAP Business One and Odoo.",
      ),
      t(
        "Last spring we took over a bakery in Wrexham, so now there are two sets of recipes, two payrolls and two ways of costing.",
      ),
      t(
        "A retailer's audit marked us down on traceability, and quality keep batch records in ring binders.",
      ),
      t(
        "The production planners would feel it most, and I doubt the night shift will give up their paper sheets.",
      ),
    ],
    roadmap: {
      project: /SAP Business One|Odoo/,
      companySize: "340 people",
      departments: [/quality/i, /manufacturing/i, /HR|finance/i],
      drivers: [/audit|traceab/i, /bakery|took over|acqui|merger/i],
      risks: [/night shift|paper|adopt/i],
    },
  },
  {
    name: "LT16-4-one-version-of-truth-payables-goods-in-wizard",
    set: "tuned",
    turns: [
      t(
        "We're a 75-person tile importer on QuickBooks Desktop and a pile of workbooks, looking at NetSuite.",
      ),
      t("We want one version of the truth so we can finally open a trade webshop."),
      t(
        "Closing the books eats eleven working days for our payables clerk, and the goods-in team logs supplier credits in a notebook.",
      ),
      t(
        "What scares me is our one Excel wizard: the whole price list lives in her head and she goes on maternity leave soon.",
      ),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /QuickBooks/,
      companySize: "75 people",
      departments: [/finance/i, /warehouse/i],
      drivers: [/one version|truth|webshop|online/i, /closing the books|close|eleven|11/i],
      risks: [/key person|wizard|her head|maternity/i],
    },
  },
  {
    name: "LT16-5-pumps-costing-clerks-margin-slipped",
    set: "tuned",
    turns: [
      t(
        "We build industrial pumps to order, around 500 employees, and quotes go out in Word after three rounds of emails.",
      ),
      t(
        "A CPQ would touch the inside sales desk, the application engineers and the costing clerks.",
      ),
      t(
        "Our head of sales reckons Salesforce CPQ is the obvious pick; our margin slipped four points last year on careless discounts.",
      ),
      t("Frankly, if the price rules are wrong on day one, the reps will never trust it again."),
    ],
    roadmap: {
      project: /CPQ/,
      companySize: "500 people",
      departments: [/sales/i, /engineering/i, /finance/i],
      drivers: [/Word|emails|rounds|quot/i, /margin|discount/i],
      risks: [/price rules|trust|reps|day one/i],
    },
  },
  {
    name: "LT16-6-repairs-line-contractors-not-ours-tenant-data",
    set: "tuned",
    turns: [
      t(
        "We're a housing association with 260 staff, exploring an AI assistant for tenant enquiries.",
      ),
      t(
        "The repairs line takes 1,800 calls a week, and the people answering them also book the contractors.",
      ),
      t(
        "Tenants will still be able to phone, and our contractors keep their own system; neither is in scope.",
      ),
      t(
        "The board wants a decision by June, and my worry is residents' personal data ending up somewhere it shouldn't.",
      ),
    ],
    roadmap: {
      project: /AI/,
      companySize: "260 people",
      timeline: /June/,
      timelineKind: "decision",
      departments: [/customer service/i],
      notDepartments: [/field service/i, /board/i],
      drivers: [/calls|1,800|repairs/i],
      risks: [/personal data|security|residents/i],
    },
  },
];

/**
 * Round h55 (`tuned`): the teams affected said as sub-teams ("inside sales", "applications
 * engineering", "credit control", "production planning"), as a bare function ("pricing",
 * "estimating", "dispatch", "underwriting", "payroll", "AP"), as the work people do ("whoever does
 * the invoicing", "whoever books the trucks", "our estimators", "the shop floor", "the back
 * office", "month-end"), by place ("the warehouse in Leeds and the office") and as negations ("not
 * HR, not IT"). A sub-team or function is filed under the site's team it belongs to (credit
 * control, AP, invoicing and month-end under finance; inside sales under sales; applications
 * engineering under engineering; dispatch and transport under warehouse and logistics; the shop
 * floor and production planning under manufacturing; the back office under operations); a
 * function with no such team (pricing, estimating, underwriting, claims, payroll) keeps its own
 * name. Written and played before any fix of the round (first play: 21 of 29 roadmap fields right,
 * 8 of 15 department fields; 30 of 31 replies passed the checks first written, though 7 said the
 * teams wrong). Three expectations then moved to the house's placement: estimators are sales,
 * payroll is HR, a returns team is warehouse and logistics. A driver read from a list of teams
 * ("the people affected are inside sales") is H53's; not asserted here.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH55: Conversation[] = [
  {
    name: "LTH55-1-valve-maker-cpq-sub-teams",
    set: "tuned",
    turns: [
      t("hi - we make industrial valves, about 280 people, and we're looking at a CPQ tool"),
      heard(
        "The people affected are inside sales, applications engineering and pricing, plus a bit of the order desk",
        // First play: "Sales and engineering are in scope too" (pricing lost).
        { hears: [/pricing/i] },
      ),
      t("budget maybe 350k and we'd want it live by Q3 next year"),
    ],
    roadmap: {
      project: /CPQ/,
      companySize: "280 people",
      departments: [/sales/i, /engineering/i, /pricing/i],
    },
  },
  {
    name: "LTH55-2-contractor-estimators-not-hr-not-it",
    set: "tuned",
    turns: [
      t("we're a building contractor, 190 staff. need a new erp, the old one is from 2009"),
      t(
        "main ones who'd feel it are our estimators and the site managers, and whoever does the invoicing in the office",
      ),
      heard("not HR, not IT really, they're fine with what they've got", {
        never: [/\bHR\b.*(?:added|noted)|(?:added|noted).*\bHR\b/i],
      }),
      t("around 500k all in"),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "190 people",
      // Estimators are sales (the house files estimating with quoting); site managers keep their word.
      departments: [/sales/i, /site managers/i, /finance/i],
      notDepartments: [/HR/, /^IT$/],
    },
  },
  {
    name: "LTH55-3-food-distributor-long-run-on",
    set: "tuned",
    turns: [
      t("Hello, I run operations at a chilled food distributor, 230 people"),
      t(
        "so the background is we're looking at an ERP with a proper WMS bolted on, because right now its all over the place. the warehouse in Leeds and the office in Wakefield basically run on different versions of the truth, whoever books the trucks does it on a whiteboard and a shared spreadsheet and if she's off nobody knows which driver is going where, dispatch print pick lists off an export that's a day old so we short-ship maybe 3% of orders, and credit control chase customers by phone using a ledger export that never matches what the depot actually sent out. we tried fixing it with more spreadsheets in 2022 and it made things worse honestly. the directors want one system before the christmas peak and theyve said roughly 700k is the ceiling",
      ),
      t("the core team would be me, our finance manager and the warehouse manager"),
    ],
    roadmap: {
      project: /ERP|WMS/,
      companySize: "230 people",
      departments: [/warehouse|logistics/i, /finance/i],
      notDepartments: [/^Leeds$/i, /Wakefield/i],
    },
  },
  {
    name: "LTH55-4-mga-underwriting-claims-back-office",
    set: "tuned",
    turns: [
      t("we're an MGA, 120 staff, looking at a new policy admin system"),
      // First play: "Finance and operations are in scope too" (underwriting and claims lost).
      heard(
        "it touches underwriting, claims and the back office mostly, and finance for the bordereaux",
        { hears: [/underwriting/i, /claims/i] },
      ),
      t("£600k budget, board wants a decision by march"),
    ],
    roadmap: {
      companySize: "120 people",
      departments: [/underwrit/i, /claims/i, /operations|back office/i, /finance/i],
    },
  },
  {
    name: "LTH55-5-mouldings-shop-floor-planning",
    set: "tuned",
    turns: [
      t("we make plastic mouldings, 3 sites, 410 ppl. our mrp is a mess"),
      t("production planning and the shop floor are who it hurts most. purchasing a bit too"),
      t("we'd like to be live in 12 months"),
    ],
    roadmap: {
      companySize: "410 people",
      departments: [/manufacturing|production/i, /procurement|purchasing/i],
      notDepartments: [/planning/i],
    },
  },
  {
    name: "LTH55-6-services-firm-payroll-ap-month-end",
    set: "tuned",
    turns: [
      t("Hi, finance director here, professional services firm of ~150 people"),
      t("We want to replace our finance system, month-end takes us 12 working days"),
      // First written "payroll and AP are the two teams that do most of the manual work. AR less
      // so": its driver ("AP are the two teams that do most of the manual") is H53's to fix.
      t("payroll and AP do most of the manual keying, AR less so"),
      t("budget is 200-250k"),
    ],
    roadmap: {
      companySize: "150 people",
      // Payroll is HR's (the house's placement).
      departments: [/HR|payroll/, /finance/i],
      notDepartments: [/^AP$/, /^AR$/],
    },
  },
  {
    name: "LTH55-7-lift-maintainer-field-service-correction",
    set: "tuned",
    turns: [
      t(
        "We maintain lifts and escalators across the south east, 260 people, want a new FSM system",
      ),
      t("field service and the planners are the main users, oh and the lads in the stores"),
      // First play: "So the pressure comes from actually scratch the stores." and stores kept.
      heard("actually scratch the stores, theyre not really part of it", {
        hears: [/taken off[^.]*stores/i],
        never: [/pressure comes from/i],
      }),
      t("go-live before april, budget 300k"),
    ],
    roadmap: {
      companySize: "260 people",
      departments: [/field service/i],
      notDepartments: [/warehouse|stores/i],
    },
  },
  {
    name: "LTH55-8-distributor-crm-negations",
    set: "tuned",
    turns: [
      t("looking at a CRM for a 75 person distributor"),
      // First play: "Finance, sales and customer service are in scope too."
      heard("just the sales guys and customer service. not finance, not the warehouse", {
        never: [/finance/i],
      }),
      t("timeline is this year ideally"),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "75 people",
      departments: [/sales/i, /customer service/i],
      notDepartments: [/finance/i, /warehouse/i],
    },
  },
  {
    name: "LTH55-9-electrical-wholesaler-typos",
    set: "tuned",
    turns: [
      t("we're a wholesaler of electrical parts, ~300 staff across 14 branches, erp replacement"),
      t(
        "the counter staff in the branchs, the people who do the purchasing, and the acounts team all complain about it",
      ),
      t("the team that handles returns too, they re-key everything"),
      t("we have about 1.2m set aside"),
    ],
    roadmap: {
      companySize: "300 people",
      // Returns are goods coming back: warehouse and logistics (customer service would do too).
      departments: [/sales/i, /procurement/i, /finance/i, /warehouse|customer service|returns/i],
    },
  },
];

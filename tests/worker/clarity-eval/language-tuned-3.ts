/**
 * A third round in our own words (`tuned`), on the roadmap a conversation ends with: pains said
 * as complaints (the drivers), worries and past failures (the risks), departments under many
 * names, budgets in words, pounds, euros and Swiss francs (a range, "1,2 Mio.", a cut made by
 * finance), sizes given loosely or corrected, timelines that say what is decided and what goes
 * live in one message, and moves from one system to another.
 */
import { type Conversation, t } from "./script";

export const languageTuned3: Conversation[] = [
  {
    name: "LT3-1-wholesaler-pounds-in-words",
    set: "tuned",
    turns: [
      t("Hello. Wholesale distributor here, roughly 90 FTE, and we've outgrown Sage 50."),
      t("Month-end takes us nine days and the accounts team basically lives in Excel."),
      t("We also can't see stock across our three depots, so purchasing keeps over-ordering."),
      t("The board has signed off about eighty grand, sterling."),
      t("Honestly my worry is that IT is two people and they're already stretched."),
    ],
    roadmap: {
      companySize: "90 people",
      budget: "£80K",
      departments: [/finance/, /procurement/],
      drivers: [/month-end|nine days|9 days/i, /stock/i],
      risks: [/IT/],
    },
  },
  {
    name: "LT3-2-medtech-francs-decide-then-live",
    set: "tuned",
    turns: [
      t(
        "We're a medtech manufacturer, about 450 across two countries, and our ERP is end of life.",
      ),
      t("The real trigger: the audit flagged our batch traceability last spring."),
      t("Budget is somewhere between 200 and 250k francs."),
      t("We want to decide by March and go live in Q4 2027."),
      t("The plant floor and the quality team would feel it the most."),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "450 people",
      budget: "CHF 200K–250K",
      timeline: /Q4/,
      departments: [/manufacturing/, /quality/],
      drivers: [/audit/i],
    },
  },
  {
    name: "LT3-3-budget-trimmed-gp-to-bc",
    set: "tuned",
    turns: [
      t("We're replacing Dynamics GP with Business Central."),
      t("Growth outran our tools: we doubled in two years and nothing scales."),
      t("We started with €150k for it, but finance trimmed it to €110k last week."),
      t("The warehouse staff will resist anything that adds scanning steps."),
      t("Around 220 people, if that matters."),
    ],
    roadmap: {
      project: /Business Central/,
      notProject: /GP/,
      systems: ["Dynamics GP"],
      budget: "€110K",
      companySize: "220 people",
      departments: [/warehouse/],
      drivers: [/growth|outran/i],
      risks: [/warehouse/i],
    },
  },
  {
    name: "LT3-4-broker-size-corrected-mio-chf",
    set: "tuned",
    turns: [
      t("Insurance broker in Zurich, 120 staff, shopping for a CRM."),
      t("Correction: 160 staff, I forgot the Geneva office."),
      t("Our reps quote from spreadsheets and half the pipeline lives in people's inboxes."),
      t("We've set aside 1,2 Mio. CHF for the whole programme."),
      t("Customer success and sales ops would be the main users."),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "160 people",
      budget: "CHF 1.2M",
      departments: [/customer (?:service|success)/, /sales/],
      drivers: [/spreadsheet|quote/i],
    },
  },
  {
    name: "LT3-5-lifts-season-deadline",
    set: "tuned",
    turns: [
      t(
        "We maintain lifts across the Benelux — 380 people overall, most of them engineers on the road.",
      ),
      t("Jobs are scheduled on a whiteboard and our homegrown dispatch tool keeps crashing."),
      t("We'd like to move onto a proper ERP with field service built in."),
      t("€400.000 is what's approved."),
      t("Kick-off in January, live before the spring maintenance season."),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "380 people",
      budget: "€400K",
      timeline: /spring/i,
      departments: [/field service/],
      drivers: [/whiteboard|crash|schedul/i],
    },
  },
  {
    name: "LT3-6-food-migration-key-person",
    set: "tuned",
    turns: [
      t("Food manufacturer, roughly 600 employees on three sites, looking at a new ERP."),
      t("Last time the data migration ate six months and we nearly lost our biggest customer."),
      t("There's also a key-person dependency: only Maria knows how our costing works."),
      t("Budget's about half a million euros."),
      t("Production planning and purchasing are the people who'd use it most."),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "600 people",
      budget: "€500K",
      departments: [/manufacturing/, /procurement/],
      risks: [/migration/i, /key person|Maria/i],
    },
  },
  {
    name: "LT3-7-retailer-peak-season",
    set: "tuned",
    turns: [
      t("Online retailer, ~150 people, our ERP can't keep up any more."),
      t("We must sign by June and be live before peak season, so October at the latest."),
      t("Pickers walk miles because nobody can see where stock actually sits."),
      t("Logistics and the customer service desk would use it every day."),
      t("Fifty thousand pounds, maybe a bit more."),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "150 people",
      budget: "£50K",
      timeline: /October|peak/i,
      departments: [/warehouse and logistics/, /customer service/],
      drivers: [/stock/i],
    },
  },
  {
    name: "LT3-8-construction-union",
    set: "tuned",
    turns: [
      t("We're a 700-person construction group and we need an ERP that handles procurement."),
      t("Purchase approvals happen over email and nobody knows what's been committed."),
      t("The union will resist anything that looks like tracking the site crews."),
      t("We'd sign in the new fiscal year and want it running by September 2027."),
      t("A budget of £300-350k."),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "700 people",
      budget: "£300K–£350K",
      timeline: /September/,
      departments: [/procurement/],
      drivers: [/approval|committed/i],
      risks: [/union/i],
    },
  },
  {
    name: "LT3-9-saas-dollars-in-words",
    set: "tuned",
    turns: [
      t(
        "SaaS company of about 250, moving from Zendesk to Salesforce for our customer success team.",
      ),
      t("We keep losing renewals because nobody sees usage drop in time."),
      t("Budget is two hundred thousand dollars, give or take."),
      t("My concern: the CS team is tiny and can't spare anyone for a long project."),
    ],
    roadmap: {
      project: /Salesforce/,
      notProject: /Zendesk/,
      systems: ["Zendesk"],
      companySize: "250 people",
      budget: "$200K",
      departments: [/customer (?:service|success)/],
      drivers: [/renewal/i],
      risks: [/spare|capacity|tiny/i],
    },
  },
  {
    name: "LT3-10-packaging-words-and-shifts",
    set: "tuned",
    turns: [
      t("We make packaging: about four hundred and fifty people, two plants, an ancient ERP."),
      t("Scheduling on the shop floor is done by hand and changeovers are chaos."),
      t("We'd kick off this autumn; go-live January 2028."),
      t("We worry the shift supervisors won't trust a new screen."),
      t("Ops and the planners own this, with HR for the shift rosters."),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "450 people",
      timeline: /January 2028/,
      departments: [/operations/, /HR/],
      drivers: [/schedul|changeover|by hand/i],
      risks: [/supervisors/i],
    },
  },
  {
    name: "LT3-11-quickbooks-to-netsuite-ap",
    set: "tuned",
    turns: [
      t("We're getting off QuickBooks and onto NetSuite this year."),
      t("AP keys in every invoice twice and errors slip through to suppliers."),
      t("We're 75 people, soon 110 after the acquisition closes."),
      t("People team and accounts payable are the two groups it changes most."),
      t("€95k is the ceiling."),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /QuickBooks/,
      systems: ["QuickBooks"],
      companySize: "110 people",
      budget: "€95K",
      departments: [/finance/, /HR/],
      drivers: [/invoice|twice|errors/i],
    },
  },
  {
    name: "LT3-12-crm-audit-and-turnover",
    set: "tuned",
    turns: [
      t("We need a CRM; about 300 people, mostly sales and field staff."),
      t("Sales ops can't forecast because every region tracks deals differently."),
      t(
        "Our sales director retires next year and he holds most customer relationships in his head.",
      ),
      t("Kick off in September, live by end of Q1 2028."),
      t("We've got CHF 180'000 for it."),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "300 people",
      budget: "CHF 180K",
      timeline: /Q1/,
      departments: [/sales/],
      drivers: [/forecast|region/i],
      risks: [/retir|key person|director/i],
    },
  },
];

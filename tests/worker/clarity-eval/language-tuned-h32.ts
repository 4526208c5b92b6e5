/**
 * Round h32 (`tuned`): prospects from trades with software of their own — a residential builder,
 * a dental group, a law firm, an HVAC outfit, a machine shop, a fastener distributor — naming it
 * the way they do: lower case, a version, "something like Procore", "we looked at X and Y",
 * "moving from X to Y", a list pasted after a sentence, a product after a shorthand's dot ("130
 * ppl. Current ERP is Sage 50 v28"). Written and played before any fix of the round: 1 of the 12
 * project and systems fields was right first time (the builder's systems).
 */
import { type Conversation, t } from "./script";

export const languageTunedH32: Conversation[] = [
  {
    // A residential builder: schedules in Buildertrend, books in QuickBooks Desktop, "something like Procore — not sure what category".
    name: "LTH32-1-residential-builder-like-procore",
    set: "tuned",
    turns: [
      t(
        "Hi, we're a residential builder in Brisbane, about 70 staff. Schedules are in Buildertrend and the books are in QuickBooks Desktop. We need something like Procore — not sure what category that is.",
      ),
      t("too much double entry, and site managers can't see variations until they're invoiced"),
      t("estimating, site supervisors and accounts"),
      t("plus a lot of excel and a shared drive for drawings"),
      t("by the end of next year"),
      t("around 120k AUD"),
      t("me, our ops manager and the accounts lead"),
    ],
    roadmap: {
      // First play: no project (Procore unknown; the reply asked for the kind).
      project: /Procore|ERP/,
      systems: ["Buildertrend", "QuickBooks Desktop", "spreadsheets", "shared drive"],
      notSystems: ["Procore"],
      companySize: "70 people",
    },
  },
  {
    // A dental group typed fast in lower case: most practices on Dentrix, three on Open Dental, a CRM weighed ("we looked at hubspot and zoho crm").
    name: "LTH32-2-dental-group-lowercase",
    set: "tuned",
    turns: [
      t(
        "hey we're a dental group, 14 practices, most on dentrix but 3 on open dental after acquisitions",
      ),
      t(
        "patient recalls are a mess and marketing has no idea who to contact. we looked at hubspot and zoho crm",
      ),
      t("front desk, marketing and the call centre"),
      t("athenahealth too for the 2 medical clinics"),
      t("spring next year"),
      t("maybe 80k"),
      t("~220 staff"),
    ],
    roadmap: {
      // First play: no project, and no systems at all (dentrix, open dental, athenahealth unknown).
      project: /HubSpot/,
      notProject: /Dentrix|Open Dental/,
      systems: ["Dentrix", "Open Dental", "athenahealth"],
      notSystems: ["HubSpot", "Zoho CRM"],
      companySize: "220 people",
    },
  },
  {
    // A law firm moving from Actionstep to Elite 3E, with Xero Practice Manager beside Xero.
    name: "LTH32-3-law-firm-actionstep-to-elite",
    set: "tuned",
    turns: [
      t(
        "Hi. We're a law firm in Wellington, 95 staff incl. 60 fee earners. We're moving from Actionstep to Elite 3E.",
      ),
      t("Partners want proper matter profitability and the current setup won't scale."),
      t("finance, practice support and the fee earners"),
      t("Xero Practice Manager for time and billing, Xero for the ledger, iManage for documents"),
      t("ideally live by 1 April 2027"),
      t("NZD 250k"),
      t("our COO, the finance manager and me"),
    ],
    roadmap: {
      // First play: no project (Elite 3E unknown); Xero Practice Manager read as Xero, no iManage.
      project: /Elite 3E/,
      notProject: /Actionstep/,
      systems: ["Actionstep", "Xero Practice Manager", "Xero", "iManage"],
      notSystems: ["Elite 3E"],
      companySize: "95 people",
      timeline: /1 April 2027/,
    },
  },
  {
    // An HVAC and plumbing outfit in lower case: on Jobber today, "looked at servicetitan and fieldedge".
    name: "LTH32-4-hvac-jobber-looked-at-two",
    set: "tuned",
    turns: [
      t(
        "hi we're an hvac + plumbing outfit in texas, 11 techs growing to 25. currently on jobber, its not cutting it",
      ),
      t("looked at servicetitan and fieldedge, servicetitan seems overkill?"),
      t("dispatch, the office and the techs obviously"),
      t("quickbooks online for accounts"),
      t("before summer rush, so may"),
      t("idk 30-40k"),
      t("27 people total"),
    ],
    roadmap: {
      // First play: Jobber read as a reason ("on jobber"), no shortlist.
      project: /ServiceTitan.*FieldEdge/,
      notProject: /Jobber/,
      systems: ["Jobber", "QuickBooks Online"],
      notSystems: ["ServiceTitan", "FieldEdge"],
      notDrivers: [/jobber/i],
      companySize: "27 people",
    },
  },
  {
    // A manufacturer's terse opener: "130 ppl. Current ERP is Sage 50 v28", a home-grown Access database, three candidates.
    name: "LTH32-5-machine-shop-ppl-current-erp",
    set: "tuned",
    turns: [
      t(
        "Manufacturing, 130 ppl. Current ERP is Sage 50 v28 and jobs are planned in a home-grown Access database. We're looking at Epicor Kinetic, JobBOSS and Acumatica.",
      ),
      t("we keep losing track of job costs and quoting is slow"),
      t("Production, quality, purchasing and finance"),
      t("Also Fishbowl for inventory and ADP for payroll."),
      t("Q3 2027"),
      t("£300-400k"),
      t("MD, FD, production manager and our IT guy"),
    ],
    roadmap: {
      // First play: "Current" listed as a system, a homegrown database beside the Access one,
      // JobBOSS missing from the shortlist.
      project: /Epicor Kinetic.*JobBOSS.*Acumatica/,
      notProject: /Sage/,
      systems: ["Sage 50", "Access database", "Fishbowl", "ADP payroll"],
      notSystems: ["Current", "homegrown database", "Sage 50 v28"],
      companySize: "130 people",
      budget: /£300K.*£400K/,
    },
  },
  {
    // A distributor pasting its stack after a sentence ("Current stack:" mid-line), then replacing Pipedrive with Dynamics 365 Sales.
    name: "LTH32-6-distributor-pasted-stack",
    set: "tuned",
    turns: [
      t(
        "Hello, we're a wholesale distributor of industrial fasteners. Current stack:\n- Unleashed (inventory)\n- Cin7 for the B2B portal\n- MYOB for accounts\n- Pipedrive for sales\n- BambooHR",
      ),
      t(
        "We want to replace Pipedrive with Dynamics 365 Sales and add a quoting tool, probably DealHub or PandaDoc.",
      ),
      t("reps quote out of spreadsheets and we lose margin"),
      t("sales, customer service and the warehouse"),
      t("next financial year, so July"),
      t("AUD 120k"),
      t("85 staff"),
    ],
    roadmap: {
      // First play: Pipedrive read as the project, Unleashed, Cin7 and MYOB missing, Dynamics 365
      // Sales a system.
      project: /Dynamics 365 Sales/,
      notProject: /Pipedrive/,
      systems: ["Unleashed", "Cin7", "MYOB", "Pipedrive", "BambooHR", "spreadsheets"],
      notSystems: ["Dynamics 365 Sales", "DealHub", "PandaDoc"],
      notDrivers: [/MYOB/],
      companySize: "85 people",
    },
  },
];

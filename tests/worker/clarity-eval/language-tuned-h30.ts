/**
 * Round h30 (`tuned`): answers read in the light of the question Clarity just asked, names typed
 * with slips and chat shorthand, and structured text pasted into the chat — written before any fix
 * of the round. Each prospect answers Clarity's one question at a time in the question's own terms
 * ("warehousing, bottling and the shop", "sage and a lot of excel", "just us three"); answers that
 * are plainly about something else ("not sure yet", "why do you ask?") must add nothing. Trades
 * and voices the earlier files do not use: an Islay distillery (terse, friendly), a patient
 * transport firm (texting, misspelt), an Australian mining-services contractor pasting its scope
 * document, an Ohio cabinet shop (numbered lists, a question back).
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH30: Conversation[] = [
  {
    name: "LTH30-1-islay-distillery",
    set: "tuned",
    turns: [
      t("Hi there, we run a wee whisky distillery on Islay and we're after a proper ERP."),
      // Clarity asks what's pushing it now.
      t("the bank wants better numbers tbh"),
      // Clarity asks which teams.
      t("warehousing, bottling and the shop"),
      // Clarity asks which systems.
      t("sage and a lot of excel"),
      // Clarity asks when: a doubt, no date.
      heard("not sure yet", { never: [/Go-live target/i] }),
      t("maybe 150k"),
      t("me, Morag from the office and our stillman"),
      t("about 35 of us"),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/bank|numbers/i],
      departments: [/wareh/i, /bottl/i, /shop|retail/i],
      notDepartments: [/not sure/i],
      // First play wanted "Excel" (the house names it "spreadsheets").
      systems: ["Sage", "spreadsheets"],
      timeline: null,
      budget: /150K/,
      coreTeam: "3 people",
      companySize: "35 people",
    },
  },
  {
    name: "LTH30-2-patient-transport",
    set: "tuned",
    turns: [
      t("hi we do non emergency patient transport, need a proper crm for our bookings"),
      t("nhs contract renewal wants live tracking of every journey"),
      t("cust service, ops, finanace and HR/payroll"),
      t("salesfroce for the bookings, sage payrol, rest is excell"),
      t("by april ideally"),
      t("150-200k"),
      t("just us three"),
      t("around 140 staff"),
    ],
    roadmap: {
      project: /CRM/,
      drivers: [/nhs|contract|tracking/i],
      departments: [/customer service|cust/i, /operations|ops/i, /financ/i, /HR|payroll/i],
      // First play wanted "Excel" (the house names it "spreadsheets").
      systems: ["Salesforce", "Sage", "spreadsheets"],
      notSystems: ["excell", "salesfroce"],
      timeline: /april/i,
      budget: /150K.*200K/,
      coreTeam: "3 people",
      companySize: "140 people",
    },
  },
  {
    name: "LTH30-3-mining-services-scope",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. Pasting the relevant parts of our internal scope document below.\n\nProject: ERP replacement\nScope:\n- Finance (AP/AR)\n- Inventory\n- Field service\n- Procurement\n\nCurrent systems: MYOB AccountRight, an Access database for job costing\nDrivers: audit findings, 3x growth since 2023\nTimeline: go-live 1 July 2027",
      ),
      t("Budget: AUD 400-500k\nHeadcount: 260 (incl. 180 field staff)"),
      t(
        "Core team:\n1. Financial controller\n2. Operations manager\n3. Stores supervisor\n4. IT lead",
      ),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/audit/i, /growth|3x/i],
      departments: [/financ/i, /inventor|stores|wareh/i, /field/i, /procure|purchas/i],
      // First play wanted "MYOB" and "Access"; the roadmap keeps their fuller names.
      systems: ["MYOB AccountRight", "Access database"],
      // Added after the first play, which took the sentence opening the paste as a reason.
      notDrivers: [/pasting|below/i],
      timeline: /july.*2027/i,
      budget: /400K.*500K/,
      companySize: "260 people",
      coreTeam: "4 people",
    },
  },
  {
    name: "LTH30-4-cabinet-shop-ohio",
    set: "tuned",
    turns: [
      t(
        "We're a custom cabinet shop outside Columbus, Ohio and we've outgrown quickbooks. Need an ERP.",
      ),
      // Clarity asks which teams.
      t("estimating, the shop floor, install crews and purchsing"),
      // Clarity asks when: a question back, which must add nothing.
      heard("why do you ask?", { never: [/Go-live target/i] }),
      t(
        "1) quoting takes forever 2) we can't see what a job really cost 3) our biggest builder wants online order status",
      ),
      t("somewhere around $150k"),
      t("our GM, the shop foreman and me"),
      t("62 employees"),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/quot/i, /job.*cost|cost/i, /builder|order status/i],
      // First play wanted /estimat/, /install/ and /purchas/ only (the house reads estimating
      // as sales, install crews as field service and purchasing as procurement).
      departments: [
        /estimat|sales/i,
        /shop floor|production|manufactur/i,
        /install|field/i,
        /purchas|procure/i,
      ],
      notDepartments: [/why/i],
      systems: ["QuickBooks"],
      notSystems: ["why do you ask"],
      // Added after the first play, which kept "our GM" of the core team's list as a reason.
      notDrivers: [/\bGM\b|foreman/i],
      timeline: null,
      budget: /\$150K/,
      coreTeam: "3 people",
      companySize: "62 people",
    },
  },
];

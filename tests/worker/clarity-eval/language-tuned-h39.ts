/**
 * Round h39 (`tuned`): the systems run today and the target, said as a migration ("we're moving
 * off Sage 200 onto NetSuite", "we outgrew quickbooks, want to swap it for business central"), by
 * version or edition ("Dynamics GP 2016", "SAP B1 9.3", "Sales Cloud Enterprise"), with their
 * job ("Sage for the books, HubSpot for marketing"), as a shortlist leaning one way ("shortlist is
 * Acumatica and d365, leaning to d365"), as a system's end ("Sage is end of life next year"), in
 * lower case and with slips ("hubspt", "sales force", "ms dynamics", "netsuit"), as a project the
 * system implies ("we signed with Salesforce and go live in May") and as AI/CPQ in other words
 * ("a quoting tool, configure-price-quote", "a gpt bot for our helpdesk"). Written and played
 * before any fix of the round (first play: 23 of 31 replies right, 31 of 34 roadmap fields
 * right). Voices: a distributor's finance lead, an architecture practice, a small manufacturer,
 * a SaaS firm's sales ops, a pump maker, an online retailer's support head, a charity's CFO.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH39: Conversation[] = [
  {
    name: "LTH39-1-distributor-sage-200-to-netsuite",
    set: "tuned",
    turns: [
      t("Hi, I run finance at a wholesale distributor, around 180 staff"),
      // First play: "I've added Sage 200 to the systems it has to live with" — it is being left.
      heard("we're moving off Sage 200 onto NetSuite, go-live planned for April", {
        hears: [/\*\*NetSuite \(ERP\)\*\*/, /Sage 200/],
        never: [/Sage 200 to the systems it has to live with|work with Sage 200/i],
      }),
      t("Sage for the books, HubSpot for marketing, spreadsheets for everything else"),
      t("payroll runs through ADP and that stays"),
      t("budget is roughly £250k"),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /Sage/,
      systems: ["Sage 200", "HubSpot", "ADP payroll"],
      notSystems: ["NetSuite"],
      timeline: "April",
      budget: "£250K",
      companySize: "180 people",
    },
  },
  {
    name: "LTH39-2-architecture-practice-shortlist",
    set: "tuned",
    turns: [
      t("hello, we're a 90 person architecture practice"),
      // First play: "Go-live target: **next year**." — next year is when Sage ends, no go-live.
      heard("our books are on Sage 50 and Sage is end of life next year for us", {
        hears: [/\*\*ERP\*\*/, /replaces Sage 50/],
        never: [/Go-live target/],
      }),
      // First play: "Noted — **Acumatica** is the platform." ("d365" was no name it knew).
      heard("shortlist is Acumatica and d365, leaning to d365 at the moment", {
        hears: [/Dynamics/, /leaning to \*\*Microsoft Dynamics\*\*/],
        never: [/\*\*Acumatica\*\* is the platform/],
      }),
      t("we need a decision by end of January"),
    ],
    roadmap: {
      project: /^Microsoft Dynamics or Acumatica/,
      notProject: /^Acumatica \(|Sage/,
      systems: ["Sage 50"],
      notSystems: ["Acumatica", "Microsoft Dynamics"],
      drivers: [/end of life/],
      companySize: "90 people",
    },
  },
  {
    name: "LTH39-3-manufacturer-quickbooks-to-business-central",
    set: "tuned",
    turns: [
      t("hi there, small manufacturer, 60 ppl"),
      // First play: "I've added QuickBooks to the systems it has to live with" — it is swapped out.
      heard("we outgrew quickbooks, want to swap it for business central", {
        hears: [/\*\*Business Central \(ERP\)\*\*/, /QuickBooks/],
        never: [/QuickBooks to the systems it has to live with|work with QuickBooks/i],
      }),
      t("crm is hubspt, free version, and job tracking is in a homegrown access db"),
      // First play: "Noted as a risk to test in the simulation." — more scope, no concern.
      heard("replace our homegrown Access db as well if it can be done in the same go", {
        never: [/as a risk/i],
      }),
      t("aiming to go live by july"),
    ],
    roadmap: {
      project: /Business Central/,
      notProject: /QuickBooks/,
      systems: ["QuickBooks", "HubSpot", "Access database"],
      notSystems: ["Business Central"],
      timeline: "July",
      notRisks: [/replace our homegrown/i],
      companySize: "60 people",
    },
  },
  {
    name: "LTH39-4-saas-signed-with-salesforce",
    set: "tuned",
    turns: [
      t("I'm sales ops at a SaaS company, 220 employees"),
      heard("we signed with Salesforce and go live in May", {
        hears: [/\*\*Salesforce \(CRM\)\*\*/, /May/],
      }),
      t("today the reps live in spreadsheets and a bit of pipedrive"),
      t("it's Sales Cloud Enterprise, 80 seats"),
    ],
    roadmap: {
      project: /Salesforce/,
      systems: ["Pipedrive"],
      notSystems: ["Salesforce"],
      timeline: "May",
      companySize: "220 people",
    },
  },
  {
    name: "LTH39-5-pump-maker-quoting-tool",
    set: "tuned",
    turns: [
      t("hey, we make industrial pumps, about 300 people"),
      heard("we want a quoting tool, configure-price-quote, that sits on top of SAP B1 9.3", {
        hears: [/\*\*CPQ\*\*/, /SAP/],
      }),
      // First play: "Noted: sales will feel the change." — "sales force" was no name it knew.
      heard("crm is sales force, we've had it 5 years", { hears: [/Salesforce/] }),
      t("quotes take 3 days today and we lose deals over it"),
    ],
    roadmap: {
      project: /CPQ/,
      notProject: /Salesforce|SAP/,
      systems: ["SAP", "Salesforce"],
      drivers: [/3 days/],
      companySize: "300 people",
    },
  },
  {
    name: "LTH39-6-retailer-helpdesk-bot",
    set: "tuned",
    turns: [
      // First play: "Got it — an **AI adoption** project." — 45 agents are people.
      heard(
        "Hi, I'm head of customer support at an online retailer, 45 agents in the support team",
        { never: [/AI adoption\*\* project/] },
      ),
      heard("we'd like a gpt bot for our helpdesk, zendesk is the helpdesk", {
        hears: [/AI adoption/, /Zendesk/],
      }),
      t("orders are in ms dynamics and finance is in netsuit"),
      t("copilot rollout for the back office would come after"),
    ],
    roadmap: {
      project: /AI adoption/,
      systems: ["Zendesk", "NetSuite", "Microsoft Dynamics"],
      departments: [/customer service/],
    },
  },
  {
    name: "LTH39-7-charity-gp-2016-to-netsuite",
    set: "tuned",
    turns: [
      t("Good morning, I'm the CFO of a charity with 140 staff"),
      heard("We're on Dynamics GP 2016 and it's going out of support", {
        hears: [/\*\*ERP\*\*/, /Dynamics GP/],
      }),
      heard("NetSuite is what we've landed on, replacing GP", {
        hears: [/NetSuite/],
        never: [/NetSuite (?:goes|to the systems)|work with NetSuite/],
      }),
      t("payroll runs through ADP, fundraising crm is raisers edge"),
      t("we want to start in the spring"),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /Dynamics GP/,
      systems: ["Dynamics GP", "ADP payroll", "raisers edge"],
      notSystems: ["NetSuite"],
      drivers: [/out of support/],
      timeline: "spring",
      timelineKind: "start",
      companySize: "140 people",
    },
  },
];

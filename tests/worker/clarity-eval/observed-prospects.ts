/**
 * The three prospects observed in the field (/work/shared/conversations/clarity-observed.md),
 * replayed into docs/clarity-conversations.md.
 */
import { type Conversation, t } from "./script";

export const observedProspects: Conversation[] = [
  {
    name: "A-CFO-NetSuite",
    observed: true,
    turns: [
      t(
        "I'm the CFO of a 300-person industrial equipment manufacturer. We run on QuickBooks Enterprise plus a mountain of spreadsheets and we're planning to move to NetSuite next year.",
      ),
      t(
        "Month-end close takes us 12 business days and inventory costing is basically done in Excel. The auditors flagged it last year.",
      ),
      t(
        "Finance (8 people), operations and the warehouse, plus purchasing. Sales uses HubSpot and doesn't want to change.",
      ),
      t(
        "We also have a homegrown MRP system on SQL Server that the plant relies on, and ADP for payroll. HubSpot needs to stay in sync with orders.",
      ),
      t(
        "Budget is around $400K for software and implementation, and the board wants us live by Q3 next year.",
      ),
      t(
        "Honestly my biggest worry is that the plant managers won't adopt it and will keep their own spreadsheets.",
      ),
      t(
        "What would the simulation actually cost us and how long would it take?",
        "price",
        "duration",
      ),
      t("OK. You can reach me at dana.whitfield@acme-equip.com"),
    ],
    roadmap: {
      project: /NetSuite \(ERP\)/,
      timeline: "Q3 next year",
      coreTeam: null,
      companySize: "300 people",
      budget: "$400K",
      email: "dana.whitfield@acme-equip.com",
      systems: ["QuickBooks Enterprise", "spreadsheets", "HubSpot", "homegrown MRP", "ADP payroll"],
      departments: [/finance \(8 people\)/, /operations/, /procurement/, /manufacturing/],
      drivers: [/month-end close \(12 days\)/, /audit/],
      risks: [/plant managers/],
    },
  },
  {
    name: "B-COO-CPQ",
    observed: true,
    turns: [
      t(
        "COO here, 180 employees, we sell configurable HVAC systems. We're weighing Salesforce CPQ because quoting takes 3-4 days and margins leak on discounts.",
      ),
      t(
        "Right now reps build quotes in Excel templates and email them to engineering to validate the configuration. About 25 reps.",
      ),
      t(
        "Discounts over 15% are supposed to go to me but half the time they don't. Finance only finds out at invoicing.",
      ),
      t(
        "We're on Salesforce Sales Cloud already, and Epicor for ERP. Orders get re-keyed from the quote into Epicor.",
      ),
      t(
        "Is Salesforce CPQ even the right tool or should we look at something like DealHub or Conga?",
        "vendor",
      ),
      t(
        "Sales leadership and finance disagree on who owns pricing. That's probably the real problem.",
      ),
      t("What would you need from us to start?", "needs"),
    ],
    roadmap: {
      project: /Salesforce CPQ \(CPQ\)/,
      coreTeam: null,
      companySize: "180 people",
      timeline: null,
      systems: ["spreadsheets", "Epicor"],
      notSystems: ["a CPQ platform", "DealHub", "Conga"],
      departments: [/sales \(25 people\)/, /engineering/, /finance/],
      drivers: [/quoting/, /margin/],
      risks: [/pricing/, /approvals/],
    },
  },
  {
    name: "C-IT-AIagents",
    observed: true,
    turns: [
      t(
        "I lead IT at a 450-person SaaS company. We want to deploy AI agents to handle tier-1 customer support tickets.",
      ),
      t(
        "We get about 6,000 tickets a month in Zendesk. Around 40% are password resets, billing questions and how-to questions.",
      ),
      t(
        "Our knowledge base is in Confluence and it's pretty out of date. Half the articles are from 2021.",
      ),
      t(
        "Security is a big concern - the agent can't see customer PII beyond what's needed, and we're SOC 2 Type II.",
      ),
      t("Support team is 22 agents across two time zones. They're worried about being replaced."),
      t("We'd want to measure deflection rate and CSAT. Target is 30% deflection in 6 months."),
      t(
        "Do you help with vendor selection too, e.g. Intercom Fin vs Zendesk AI vs building on our own?",
        "vendor",
      ),
      t("Thanks. What happens next?", "next"),
    ],
    roadmap: {
      project: /AI adoption/,
      coreTeam: null,
      companySize: "450 people",
      timeline: "6 months",
      systems: ["Zendesk", "Confluence"],
      notSystems: ["Intercom Fin"],
      departments: [/IT/, /customer service \(22 people\)/],
      drivers: [/6,000/, /30% ticket deflection/],
      risks: [/knowledge base/, /Security/, /replaced/],
    },
  },
];

/**
 * New prospects, written as paraphrases of the failure classes seen with real visitors (asking
 * for a person, a call or a phone number; budgets in euros and pounds; questions about their
 * data; today's systems beside the target; a comparison that is not a decision; facts nobody
 * gave; pains with numbers; timelines given as events; "no budget yet"; whole email addresses).
 * The engines are tuned on these; `held-back.ts` holds the ones kept out of tuning.
 */
import { type Conversation, heard, t } from "./script";

/** A reply that deflects or acknowledges nothing in particular. */
export const deflects = /rather not guess|keep for the 30-minute call/i;
export const generic = /Thanks, that helps|that's useful context|^Good to know/m;

export const newProspects: Conversation[] = [
  {
    name: "Q-EUR-person",
    set: "tuned",
    turns: [
      t("We're a 220-person wholesale distributor near Hamburg and we want to replace our ERP."),
      heard("Budget is roughly €400k including the integrator.", {
        hears: [/€400K/],
        never: [/\$400K/],
      }),
      heard("Can I talk to an actual person about this?", {
        asks: ["person"],
        never: [deflects],
      }),
      heard(
        "Our warehouse pickers lose about 2 hours a day hunting for stock because bin locations in the system are wrong.",
        { hears: [/2 hours a day/], never: [generic] },
      ),
      t("Reach me at k.o'neill@lager-nord.de"),
    ],
    roadmap: {
      project: /ERP/,
      budget: "€400K",
      companySize: "220 people",
      email: "k.o'neill@lager-nord.de",
      drivers: [/2 hours a day/],
      coreTeam: null,
    },
  },
  {
    name: "R-GBP-data",
    set: "tuned",
    turns: [
      t(
        "Hi, I run operations for a UK furniture maker, about 160 staff. We're looking at a CPQ tool.",
      ),
      heard(
        "Our reps quote from a monster Excel file; a typical quote takes 3 days to get out of the door and roughly 1 in 10 has a pricing mistake.",
        { hears: [/3 days/, /1 in 10/], never: [generic] },
      ),
      heard("How would you keep our pricing data confidential? It's commercially sensitive.", {
        asks: ["data"],
        never: [deflects],
      }),
      heard("We've set aside about £250k for the whole thing.", {
        hears: [/£250K/],
        never: [/\$250K/],
      }),
      heard("Is there a number I can ring?", { asks: ["person"], never: [deflects] }),
    ],
    roadmap: {
      project: /CPQ/,
      budget: "£250K",
      companySize: "160 people",
      drivers: [/3 days/, /1 in 10/],
      systems: ["spreadsheets"],
    },
  },
  {
    name: "S-today-vs-target",
    set: "tuned",
    turns: [
      heard(
        "Today we run Salesforce for sales and HubSpot for marketing, and we need a proper CPQ on top.",
        { never: [/Salesforce, HubSpot|HubSpot \(CRM|Salesforce \(CRM/] },
      ),
      heard("Quotes go out with outdated prices about 15% of the time.", {
        hears: [/15%/],
        never: [generic],
      }),
      t("Sales ops, finance and the product team would be involved."),
      heard("We'd like it running before our spring trade show.", {
        hears: [/spring trade show/],
      }),
      heard("Could someone from your team give me a call?", {
        asks: ["person"],
        never: [deflects],
      }),
    ],
    roadmap: {
      project: /CPQ/,
      notProject: /Salesforce|HubSpot/,
      systems: ["Salesforce", "HubSpot"],
      timeline: /spring trade show/,
      drivers: [/15%/],
    },
  },
  {
    name: "T-comparison",
    set: "tuned",
    turns: [
      heard("We're a 300-person medical device company trying to decide: NetSuite or Acumatica?", {
        asks: ["vendor"],
        never: [/(?:a|an) \*\*(?:NetSuite|Acumatica) \(ERP\)\*\* project/],
      }),
      t("We currently use QuickBooks and a homegrown inventory database."),
      heard("Month-end takes us about 15 working days and we restate inventory every quarter.", {
        hears: [/15 (?:working )?days/],
        never: [generic],
      }),
      heard("No budget yet — we need the business case first.", {
        never: [/budget range/i],
      }),
      t("What happens next?", "next"),
    ],
    roadmap: {
      project: /NetSuite.*Acumatica|Acumatica.*NetSuite/,
      notProject: /QuickBooks/,
      systems: ["QuickBooks"],
      companySize: "300 people",
      budget: /not set|no budget/i,
      drivers: [/15 (?:working )?days/],
    },
  },
  {
    name: "U-no-invented-facts",
    set: "tuned",
    turns: [
      heard("I'm the IT manager at a logistics firm and I'll be driving a CRM rollout.", {
        never: [/core team of \d/i, /\bat \d+ people\b/i],
      }),
      heard(
        "Our account managers track renewals in Outlook reminders and we missed 12 renewals last year.",
        { hears: [/12 renewals/], never: [generic, /core team of \d/i] },
      ),
      heard("About 40 account managers, spread across 5 depots.", {
        never: [/At 40 people/i, /core team of \d/i],
      }),
      heard("We want to be live before peak season in October.", {
        hears: [/October|peak season/],
      }),
      heard("Would you sign an NDA before we share customer lists?", {
        asks: ["data"],
        never: [deflects],
      }),
    ],
    roadmap: {
      project: /CRM/,
      coreTeam: null,
      companySize: null,
      timeline: /October|peak season/,
      drivers: [/12 renewals/],
      departments: [/sales \(40 people\)/],
    },
  },
];

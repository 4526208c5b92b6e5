/**
 * New prospects kept out of the engines' tuning loop: the same failure classes as
 * new-prospects.ts, phrased another way. `npm run eval:clarity` scores them as their own set
 * (and shows only the score, not the misses, unless run with `-- --show-held-back`).
 */
import { deflects, generic } from "./new-prospects";
import { type Conversation, heard } from "./script";

export const heldBackProspects: Conversation[] = [
  {
    name: "HB-1-euro-off-SAP",
    set: "held-back",
    turns: [
      heard(
        "Hello, we're an Austrian packaging company with 280 staff and we need to move off SAP Business One.",
        { never: [/\*\*SAP \(ERP\)\*\* project/] },
      ),
      heard("We'd have something like 350.000 € for it.", {
        hears: [/€350K/],
        never: [/\$350K/],
      }),
      heard("Is there someone I could phone?", { asks: ["person"], never: [deflects] }),
      heard(
        "Supplier invoices are matched by hand: three people spend two full days on it every month.",
        { hears: [/two (?:full )?days|2 days/], never: [generic] },
      ),
    ],
    roadmap: {
      project: /ERP/,
      notProject: /SAP/,
      systems: ["SAP"],
      companySize: "280 people",
      budget: "€350K",
    },
  },
  {
    name: "HB-2-versus-data",
    set: "held-back",
    turns: [
      heard(
        "We're evaluating Salesforce versus Dynamics 365 Sales for a 150-person insurance brokerage.",
        { asks: ["vendor"] },
      ),
      heard("What happens to our client data during the simulation, do you need the real thing?", {
        asks: ["data"],
        never: [deflects],
      }),
      heard(
        "Our brokers keep notes in Outlook and we lose roughly 1 in 5 renewals to competitors.",
        { hears: [/1 in 5/], never: [generic] },
      ),
      heard("Timeline: before our regulatory audit in the autumn.", { hears: [/audit|autumn/] }),
      heard("bye for now, j.d'souza+crm@brokers.example-mail.co.uk", {}),
    ],
    roadmap: {
      project: /Salesforce.*Dynamics|Dynamics.*Salesforce/,
      companySize: "150 people",
      timeline: /audit|autumn/,
      email: "j.d'souza+crm@brokers.example-mail.co.uk",
      drivers: [/1 in 5/],
    },
  },
  {
    name: "HB-3-systems-today",
    set: "held-back",
    turns: [
      heard("We use Pipedrive and Xero today. We want an ERP that pulls it all together.", {
        never: [/\*\*Pipedrive/],
      }),
      heard("Stock counts are off by around 8% every quarter.", {
        hears: [/8%/],
        never: [generic],
      }),
      heard("There's no budget approved yet.", { never: [/budget range/i] }),
      heard("Can someone ring me tomorrow?", { asks: ["person"], never: [deflects] }),
      heard("What do you need from us?", { asks: ["needs"] }),
    ],
    roadmap: {
      project: /ERP/,
      notProject: /Pipedrive|Xero/,
      systems: ["Pipedrive", "Xero"],
      budget: /not set|no budget/i,
      drivers: [/8%/],
    },
  },
  {
    name: "HB-4-invented-team",
    set: "held-back",
    turns: [
      heard("I'm the finance director; I'd own the CPQ project.", {
        never: [/core team of \d/i],
      }),
      heard("Discount approvals take up to 4 days because they sit in my inbox.", {
        hears: [/4 days/],
        never: [generic, /core team of \d/i],
      }),
      heard("We'd want to be up and running ahead of the new financial year.", {
        hears: [/financial year/],
      }),
      heard("How do you protect what we share with you?", {
        asks: ["data"],
        never: [deflects],
      }),
    ],
    roadmap: {
      project: /CPQ/,
      coreTeam: null,
      timeline: /financial year/,
      drivers: [/4 days/],
    },
  },
  {
    name: "HB-5-sterling-appeal",
    set: "held-back",
    turns: [
      heard("We're a 60-person charity and we want a CRM for donors and volunteers.", {}),
      heard("Roughly 120 grand in sterling, maybe a bit more.", {
        hears: [/£120K/],
        never: [/\$120K/],
      }),
      heard("Gift Aid claims are done by hand and take a week every quarter.", {
        hears: [/a week|1 week/],
        never: [generic],
      }),
      heard("We need it before our annual appeal goes out.", { hears: [/annual appeal/] }),
      heard("Who do I talk to, is there a phone line?", { asks: ["person"], never: [deflects] }),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "60 people",
      budget: "£120K",
      timeline: /annual appeal/,
    },
  },
];

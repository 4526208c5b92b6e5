/** More new prospects the engines are tuned on (see new-prospects.ts). */
import { deflects, generic } from "./new-prospects";
import { type Conversation, heard, t } from "./script";

export const moreNewProspects: Conversation[] = [
  {
    name: "V-event-timeline",
    set: "tuned",
    turns: [
      t(
        "Family-owned garden centre chain, 14 stores, about 350 employees. Our till and stock system is ancient and we want a modern ERP.",
      ),
      heard(
        "It has to be in before the busy season starts, spring is when we make most of our revenue.",
        { hears: [/busy season/] },
      ),
      heard("Honestly, we haven't got a budget yet.", { never: [/budget range/i] }),
      heard(
        "Store managers re-order by phone and we overstock by about 20% on slow-moving lines.",
        { hears: [/20%/], never: [generic] },
      ),
      heard("I'd rather just talk to someone, can you call me?", {
        asks: ["person"],
        never: [deflects],
      }),
      t("sure: priya.shah+erp@greenleaf.garden.co.uk"),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "350 people",
      timeline: /busy season/,
      budget: /not set|no budget/i,
      email: "priya.shah+erp@greenleaf.garden.co.uk",
      drivers: [/20%/],
    },
  },
  {
    name: "W-EUR-range-options",
    set: "tuned",
    turns: [
      heard(
        "Dutch food producer, 120 FTE. We're shortlisting a new ERP: Business Central or Odoo.",
        { never: [/(?:a|an) \*\*(?:Odoo|Business Central) \(ERP\)\*\* project/] },
      ),
      heard("Budget between 300 and 450 thousand euros.", {
        hears: [/€300K–€450K/],
        never: [/\$300K/],
      }),
      heard(
        "Production planning is done on a whiteboard and changeovers cost us around 6 hours a week.",
        { hears: [/6 hours a week/], never: [generic] },
      ),
      heard("Is it safe to give you access to our recipes and supplier prices?", {
        asks: ["data"],
        never: [deflects],
      }),
      heard("Can we get on a call this week?", { asks: ["person"], never: [deflects] }),
    ],
    roadmap: {
      project: /Business Central.*Odoo|Odoo.*Business Central/,
      companySize: "120 people",
      budget: "€300K–€450K",
      drivers: [/6 hours a week/],
    },
  },
  {
    name: "X-apostrophe-email",
    set: "tuned",
    turns: [
      heard(
        "We need an AI assistant for our customer service team, 30 agents answering about 9,000 emails a month.",
        { hears: [/9,000/] },
      ),
      heard("Around 25% of those emails are where-is-my-order questions.", {
        hears: [/25%/],
        never: [generic],
      }),
      heard("We run Zendesk and Shopify, and that's staying.", {
        never: [/\*\*(?:Zendesk|Shopify)/],
      }),
      t("Send the roadmap to siobhan.o'reilly@support.kettle-and-co.ie please."),
      t("What does it cost?", "price"),
    ],
    roadmap: {
      project: /AI adoption/,
      systems: ["Zendesk", "Shopify"],
      email: "siobhan.o'reilly@support.kettle-and-co.ie",
      drivers: [/9,000/, /25%/],
      departments: [/customer service \(30 people\)/],
    },
  },
  {
    name: "Y-phone-first",
    set: "tuned",
    turns: [
      heard("What's your phone number?", { asks: ["person"], never: [deflects] }),
      t("OK. It's about a CRM for our 70-person recruitment agency."),
      heard(
        "Recruiters copy candidate notes between three tools, and each placement needs about 45 minutes of admin.",
        { hears: [/45 minutes/], never: [generic] },
      ),
      heard("We have no budget set aside yet.", { never: [/budget range/i] }),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "70 people",
      budget: /not set|no budget/i,
      drivers: [/45 minutes/],
    },
  },
  {
    name: "Z-GBP-terse",
    set: "tuned",
    turns: [
      t("ERP for a 90-person engineering firm"),
      heard("£180k", { hears: [/£180K/], never: [/\$180K/] }),
      heard("after our year end in March", { hears: [/March|year end/] }),
      t("finance and projects teams"),
      heard("speak to a human please", { asks: ["person"], never: [deflects] }),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "90 people",
      budget: "£180K",
      timeline: /March|year end/,
      departments: [/finance/],
    },
  },
];

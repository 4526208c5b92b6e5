/**
 * A second round of prospects in our own words (`tuned`): site questions in unusual words (what
 * we end up holding, a free option, our people's hours, who runs it, a vendor's demo, too small,
 * payback), objections and doubts in several forms, a one-line brief with every figure, each fact
 * corrected, "moving from X to Y" variants, departments with their sizes, a deadline tied to an
 * event, and a call asked for with and without a phone.
 */
import { deflects, generic } from "./new-prospects";
import { type Conversation, heard, t } from "./script";

const sendsToContactPage =
  /(?:leave|with|give us) (?:your|a) (?:phone )?number|phone number and we'll call/i;

export const languageTuned2: Conversation[] = [
  {
    name: "LT2-1-site-questions-odd-words",
    set: "tuned",
    turns: [
      t("Hi, we're a 200-person distributor eyeing a new WMS."),
      heard("At the end of it all, what do we walk away with?", {
        asks: ["deliverables"],
        never: [deflects],
      }),
      heard("Is there a no-cost way to try this first?", {
        asks: ["assessment"],
        never: [deflects],
      }),
      heard("How many hours would my people have to put in?", {
        asks: ["needs"],
        never: [deflects],
      }),
      heard("And who's actually running the thing on your side?", {
        asks: ["who"],
        never: [deflects],
      }),
    ],
    roadmap: { companySize: "200 people" },
  },
  {
    name: "LT2-2-demo-small-payback",
    set: "tuned",
    turns: [
      t("We're looking at a CPQ for our sales team."),
      heard("How is this any different from the demo a vendor would give us for free?", {
        asks: ["vendor"],
        never: [deflects],
      }),
      heard("We're only 40 people — are we too tiny for you?", {
        asks: ["fit"],
        never: [deflects],
      }),
      heard("Will it pay back what we spend on it?", { asks: ["roi"], never: [deflects] }),
    ],
    roadmap: { project: /CPQ/, companySize: "40 people" },
  },
  {
    name: "LT2-3-doubts-many-forms",
    set: "tuned",
    turns: [
      t("We want to roll out an AI assistant for our claims handlers."),
      heard("Honestly this sounds like a consultancy upsell to me.", {
        never: [generic, deflects],
      }),
      heard("I'm not convinced a few weeks of simulation tells you anything real.", {
        never: [generic, deflects],
      }),
      heard("$25k just to be told what we already know seems steep.", {
        never: [generic, deflects],
      }),
      heard("What if your simulation says we shouldn't go ahead at all?", {
        never: [generic, deflects],
      }),
    ],
    roadmap: { project: /AI/ },
  },
  {
    name: "LT2-4-one-line-brief",
    set: "tuned",
    turns: [
      heard("350 staff / €600k / Dynamics 365 rollout / must be live by Jan 2028", {
        hears: [/€600K/, /350 people/],
        never: [/how many people work|what budget range|when do you need to be live/i],
      }),
      heard("finance and ops are the main users", {
        never: [/how many people work|what budget range|when do you need to be live/i],
      }),
    ],
    roadmap: { project: /Dynamics/, companySize: "350 people", budget: "€600K", timeline: /2028/ },
  },
  {
    name: "LT2-5-corrections-size-project",
    set: "tuned",
    turns: [
      t("We're around 60 people and thinking about a new CRM."),
      heard("Actually scratch that, it's an ERP we need, not a CRM.", { hears: [/ERP/] }),
      heard("And we're more like 260 people once you count the warehouse.", {
        hears: [/260/],
        never: [/\b60 people/],
      }),
    ],
    roadmap: { project: /ERP/, notProject: /CRM/, companySize: "260 people" },
  },
  {
    name: "LT2-6-corrections-budget-timeline",
    set: "tuned",
    turns: [
      t(
        "Replacing Zoho with HubSpot as our CRM, we've got about $400k set aside, live by June 2027.",
      ),
      heard("Finance just came back: the budget is now $300k, not 400.", {
        hears: [/\$300K/],
        never: [/\$400K/],
      }),
      heard("And June won't happen — think September 2027 instead.", {
        hears: [/September/],
      }),
    ],
    roadmap: { project: /HubSpot/, notProject: /Zoho/, budget: "$300K", timeline: /September/ },
  },
  {
    name: "LT2-7-migrating-variants",
    set: "tuned",
    turns: [
      heard("We're migrating off QuickBooks onto NetSuite.", { hears: [/NetSuite/] }),
      t("About 150 people in the company."),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /QuickBooks/,
      systems: ["QuickBooks"],
      companySize: "150 people",
    },
  },
  {
    name: "LT2-8-departments-sizes",
    set: "tuned",
    turns: [
      t("We need a new ERP that covers field service."),
      heard("It's for our 80 field engineers and the 12-person dispatch desk.", {
        never: [/which (?:teams|departments)/i],
      }),
      t("The whole company is roughly 400."),
    ],
    roadmap: { project: /ERP/, departments: [/dispatch/i], companySize: "400 people" },
  },
  {
    name: "LT2-9-event-deadline",
    set: "tuned",
    turns: [
      t("We're evaluating a new CPQ system."),
      heard("We have to pick one before our board meeting in March 2027.", {
        hears: [/March/],
      }),
      heard("Go-live should be ahead of the trade show in October 2027.", {
        hears: [/October/],
      }),
    ],
    roadmap: { project: /CPQ/, timeline: /October/ },
  },
  {
    name: "LT2-10-call-with-and-without-phone",
    set: "tuned",
    turns: [
      t("Hi, Priya here from Oakridge Foods — we're rethinking our ERP."),
      heard("Rather than typing, can someone just ring me tomorrow?", {
        asks: ["person"],
        never: [deflects],
      }),
      heard("Best number is 020 7946 0321.", {
        hears: [/\+44 20 7946 0321/],
        never: [sendsToContactPage],
      }),
    ],
    roadmap: { project: /ERP/ },
  },
];

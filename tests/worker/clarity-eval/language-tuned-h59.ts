/**
 * Round h59 (`tuned`): objections and doubts from people who have been burnt. A discovery paid
 * for already with "why would I pay you for another one" (the discovery done is the reason, not
 * "why not pick a vendor"); the service doubted as a lead funnel for an integrator ("who actually
 * pays you?"); a vendor's free presales workshop, worded loosely; consultants with extra steps;
 * the no-go with money asked back (the verdict, not stopping part way); their standing to judge
 * ("who are you to judge our processes?"); a pilot that "proved nothing", buried in a long message
 * whose facts still reach the roadmap, then a bare "convince me"; an IT director's doubt reported
 * ("we can just configure salesforce ourselves"); "can't chatgpt do this for free?" (ChatGPT is no
 * project of theirs); a polite doubt that they'd learn anything new (no risk of theirs). Written
 * and played before any fix of the round (first play: 18 of 32 replies right, 2 of 11 doubts
 * answered; 39 of 47 roadmap fields right).
 */
import { type Conversation, heard, t } from "./script";

const NOT_ACK = /Good to know|Noted as a risk/i;

export const languageTunedH59: Conversation[] = [
  {
    name: "LTH59-1-cfo-paid-deloitte-already",
    set: "tuned",
    turns: [
      t(
        "hi, CFO at a building materials distributor, 310 people. we're moving off navision to business central",
      ),
      // First play: "Because picking a vendor first means finding out in month three…".
      heard(
        "honestly we already paid deloitte for a discovery phase last year, 180k, and got a 90 page deck. why would i pay you for another one",
        {
          hears: [/head start/, /10–20% of a traditional discovery/, /4–8 weeks/],
          never: [/picking a vendor first/, NOT_ACK],
        },
      ),
      t("ok. budget for the whole thing is about 1.2m and we want to go live jan 2027"),
      t("you can reach me at k.moreau@brixdist.com"),
    ],
    roadmap: {
      project: /Business Central/,
      systems: ["Dynamics NAV"],
      budget: "$1.2M",
      timeline: "Jan 2027",
      email: "k.moreau@brixdist.com",
      companySize: "310 people",
    },
  },
  {
    name: "LTH59-2-cpq-lead-funnel-for-an-integrator",
    set: "tuned",
    turns: [
      t(
        "we're looking at a CPQ for our quoting, the sales team is 40 people and quotes take 3 days",
      ),
      // First play: the partnership paragraph "For implementation consultants: … win the deal".
      heard(
        "be straight with me, isnt this just a lead funnel for some integrator? who actually pays you",
        {
          hears: [/You pay for the simulation/, /vendor-neutral/, /Strategic No-Go/],
          never: [/win the deal/, NOT_ACK],
        },
      ),
      t("we use salesforce and sap b1"),
    ],
    roadmap: {
      project: /CPQ/,
      systems: ["Salesforce", "SAP"],
      drivers: [/slow quoting/],
      departments: [/sales/],
    },
  },
  {
    name: "LTH59-3-broker-vendor-free-presales-workshop",
    set: "tuned",
    turns: [
      t("Hi - we're a 90 person insurance broker, want to replace our CRM"),
      // First play: "Yes, we help with vendor selection, …" — read as a question about vendors.
      heard(
        "the vendor we're talking to said theyd run a discovery workshop for free as part of presales so not sure what this adds tbh",
        {
          hears: [/scope that product/, /ready for any of them/],
          never: [/Yes, we help/, NOT_ACK],
        },
      ),
      t("timeline is q3, around 300k all in"),
    ],
    roadmap: { project: /CRM/, companySize: "90 people", timeline: "Q3", budget: "$300K" },
  },
  {
    name: "LTH59-4-manufacturer-consultants-with-extra-steps",
    set: "tuned",
    turns: [
      t("we're a manufacturer, 220 staff, thinking about a new ERP"),
      // First play: the answer, then "I'm Clarity, the AI that runs the interviews…" again.
      heard(
        "oh great another AI thing. so it's consultants with extra steps and a chatbot sticker on it?",
        {
          hears: [/Not a consultancy in the usual sense/],
          never: [/I'm Clarity/, NOT_ACK],
        },
      ),
      t("fine. what does it actually test then"),
      t("our planning is all in excel and the shop floor doesnt trust it"),
    ],
    roadmap: {
      project: /ERP/,
      notProject: /chatbot|AI/i,
      systems: ["spreadsheets"],
      companySize: "220 people",
    },
  },
  {
    name: "LTH59-5-wholesale-coo-money-back-on-a-no-go",
    set: "tuned",
    turns: [
      t("COO here, 150 ppl wholesale, we want AI for demand forecasting"),
      // First play: "Our pages don't say whether money is refunded if you stop part way".
      heard("and what if your simulation tells us not to do it, do i get my money back or what", {
        hears: [/don't promise your money back/, /Strategic No-Go/, /\$500K–\$5M/],
        never: [/stop part way/, NOT_ACK],
      }),
      t("we'd need to know by end of march"),
    ],
    roadmap: { project: /AI/, companySize: "150 people" },
  },
  {
    name: "LTH59-6-family-business-who-are-you-to-judge",
    set: "tuned",
    turns: [
      t("we run a 60 year old family business, 400 employees, and we need to replace our ERP"),
      // First play: "I'm Clarity, the AI that runs the interviews and the simulation." only.
      heard(
        "with respect, who are you to judge our processes? we've been doing this for decades and it works",
        {
          hears: [/Nobody knows your processes better than your people/, /working prototype/],
          never: [/I'm Clarity/, NOT_ACK],
        },
      ),
      t("the erp is from 2004 and the vendor stops support next year"),
    ],
    roadmap: { project: /ERP/, companySize: "400 people", drivers: [/stops support/] },
  },
  {
    name: "LTH59-7-food-distributor-pilot-proved-nothing-long",
    set: "tuned",
    turns: [
      // First play: the generic "Fair challenge — it isn't a workshop or a slide deck" answer.
      heard(
        "ok so some context. we're a regional food distributor, about 260 staff across 3 depots, and we've been on the same homegrown ordering system plus sage 200 for 11 years. the board signed off on looking at a proper ERP this year, budget is roughly 750k, and our MD wants it live before the christmas peak 2027. the people involved would be me (finance director), our ops manager, the depot lead from leeds and our one IT guy who honestly holds the whole thing together. last time we tried something like this we did a 3 month pilot with a vendor and it proved absolutely nothing, everyone went back to spreadsheets the week it ended, so im a bit sceptical a simulation would be any different. warehouse and transport planning are the biggest pain, orders get re-keyed twice between the depots and head office",
        {
          hears: [/the failure the simulation is built to catch/, /\*\*ERP\*\* project/, /\$750K/],
          never: [NOT_ACK],
        },
      ),
      // First play: a hidden dependency and the ask for an email; no case made.
      heard("so yeah. convince me", {
        hears: [/tests, before you commit/, /Strategic No-Go/, /\$25K–\$50K/],
        never: [NOT_ACK],
      }),
    ],
    roadmap: {
      project: /ERP/,
      systems: ["Sage 200"],
      companySize: "260 people",
      budget: "$750K",
      timeline: /christmas peak/i,
      departments: [/warehouse/],
      notRisks: [/sceptical|proved/i],
    },
  },
  {
    name: "LTH59-8-saas-it-director-says-configure-ourselves",
    set: "tuned",
    turns: [
      t("hi i'm head of sales ops at a saas company, ~180 people, we want a CPQ"),
      // First play: the generic slide-deck answer, nothing for the IT director.
      heard(
        "our IT director says we dont need any of this, we can just configure salesforce ourselves",
        {
          hears: [/your IT director/, /same answers first/],
          never: [NOT_ACK],
        },
      ),
    ],
    roadmap: { project: /CPQ/, systems: ["Salesforce"], companySize: "180 people" },
  },
  {
    name: "LTH59-9-service-chatgpt-for-free",
    set: "tuned",
    turns: [
      t("we want to bring AI into our customer service, we have 70 agents"),
      // First play: the data-privacy answer, then "Noted — **ChatGPT** is the platform."
      heard("cant i just ask chatgpt to write me a project plan for free? whats the difference", {
        hears: [/A chatbot writes a plan/, /working prototype/],
        never: [/ChatGPT\*\* is the platform/, /used only for your simulation/, NOT_ACK],
      }),
      t("budget maybe 150k"),
    ],
    roadmap: { project: /AI adoption/, notProject: /ChatGPT/i, budget: "$150K" },
  },
  {
    name: "LTH59-10-housing-pmo-polite-doubt",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. I lead the PMO at a housing association (about 900 staff, so perhaps bigger than your usual client).",
      ),
      t("We are planning to replace our housing management system over the next 18 months."),
      // First play: "Noted as a risk to test in the simulation: interesting approach."
      heard(
        "Interesting approach, though I do wonder whether we would learn anything we don't already know.",
        {
          hears: [/never wrote down/],
          never: [NOT_ACK],
        },
      ),
    ],
    roadmap: {
      project: /housing management/,
      companySize: "900 people",
      notRisks: [/interesting approach/i],
    },
  },
];

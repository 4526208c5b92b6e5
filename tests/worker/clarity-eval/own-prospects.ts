/**
 * Prospects of our own: terse, rambling, hostile, question-heavy, too small, changing their mind,
 * a partner, and quick starts.
 */
import { type Conversation, longPaste, t } from "./script";

export const ownProspects: Conversation[] = [
  {
    name: "G-terse",
    turns: [
      t("CRM"),
      t("growth"),
      t("sales and marketing"),
      t("HubSpot and NetSuite"),
      t("by March"),
      t("300k"),
      t("4 of us"),
      t("no"),
      t("ok"),
    ],
    roadmap: { project: /CRM/, timeline: "March", coreTeam: "4 people", budget: "$300K" },
  },
  {
    name: "H-rambling",
    turns: [
      t(
        "So, long story. We're a family-owned food distributor, about 240 employees now after two acquisitions, and honestly our systems never caught up. We run an old Sage 100 install that our IT guy keeps alive, a separate warehouse management tool nobody likes, and more spreadsheets than I can count. My brother (the CEO) thinks we should just buy whatever our competitor bought, which was Acumatica I think, but I'd like to understand what we actually need first. Reporting is a nightmare: every Monday someone spends half a day pulling numbers together for the leadership meeting, and they are wrong half the time.",
      ),
      t(
        "Anyway, the people who'd feel it most are finance, purchasing, the warehouse crew and our customer service reps who take orders by phone. The warehouse team is about 60 people across two sites. Customer service is 9 people. Our controller would probably lead this, along with our ops manager and me.",
      ),
      t(
        "Timing-wise nothing is fixed, but our Sage support contract ends in December 2027, so that's the real deadline. We have maybe $500K to $700K set aside, though my brother keeps saying it should be cheaper.",
      ),
      t(
        "My brother and I don't really agree on who should own the project, which is awkward. And the warehouse folks are skeptical after the last WMS rollout was abandoned halfway.",
      ),
      t(
        "How does the simulation work in practice, and who on your side actually does the work?",
        "how",
        "who",
      ),
    ],
    roadmap: {
      project: /Acumatica|ERP/,
      timeline: "December 2027",
      coreTeam: "3 people",
      companySize: "240 people",
      budget: "$500K–$700K",
      departments: [/warehouse and logistics \(60 people\)/, /customer service \(9 people\)/],
      risks: [/Ownership/, /skeptical|abandoned/],
    },
  },
  {
    name: "I-hostile",
    turns: [
      t("Is this just another chatbot trying to sell me consulting?", "who"),
      t("Fine. ERP for a 90-person machine shop. Probably Epicor."),
      t(
        "Your price is ridiculous. What does this cost and is it really free to talk to you?",
        "price",
        "assessment",
      ),
      t(longPaste("We tried everything and nothing works and everyone hates the old system", 3990)),
      t("Whatever. We have about $60k."),
    ],
    roadmap: { project: /Epicor \(ERP\)/, companySize: "90 people", budget: "$60K" },
  },
  {
    name: "J-question-heavy",
    turns: [
      t("We're a 200-person insurance broker looking at a new CRM. How does this work?", "how"),
      t("What does it cost? How long does it take?", "price", "duration"),
      t("Is our data safe with you? We handle client financial information.", "security"),
      t("Are we even a fit? Our budget is around $350K.", "fit"),
      t("What do we actually get at the end?", "deliverables"),
      t("What happens next?", "next"),
      t("What happens next?", "next"),
    ],
    roadmap: { project: /CRM/, companySize: "200 people", budget: "$350K" },
  },
  {
    name: "K-CRM-with-ERP",
    turns: [
      t("We want Salesforce for our 15-person sales team, and it has to sync with NetSuite."),
      t("Mostly we keep losing deals because nobody follows up and forecasting is guesswork."),
      t("Sales, finance and customer success. Core team would be 3 people."),
      t("We'd like to be live in 4 months. Budget is between 250 and 400 thousand."),
    ],
    roadmap: {
      project: /Salesforce \(CRM\)/,
      coreTeam: "3 people",
      timeline: "4 months",
      budget: "$250K–$400K",
      systems: ["NetSuite"],
      departments: [/sales \(15 people\)/],
    },
  },
  {
    name: "L-too-small",
    turns: [
      t("Small CRM rollout for a 30-person agency, probably Pipedrive."),
      t("Our budget is about $40k all in."),
      t("So you can't help us at all?", "fit"),
    ],
    roadmap: { project: /Pipedrive/, budget: "$40K", companySize: "30 people" },
  },
  {
    name: "M-change-of-mind",
    turns: [
      t("We're looking at HubSpot CRM for our marketing and sales teams."),
      t("It has to work with Shopify and QuickBooks."),
      t(
        "Actually, we've decided the bigger problem is our ERP — we're switching to Odoo instead and the CRM can wait.",
      ),
      t("Operations and finance, mostly. We're 140 employees."),
    ],
    roadmap: {
      project: /Odoo \(ERP\)/,
      companySize: "140 people",
      systems: ["Shopify", "QuickBooks"],
    },
  },
  {
    name: "N-partner",
    turns: [
      t(
        "I'm an implementation partner for Dynamics 365. Could I use your simulation as a pre-engagement step for my clients?",
      ),
      t(
        "Typical client: 150 to 400 employees, $300K-$800K projects. Do you work with partners like us?",
        "fit",
      ),
      t("What would you need from us to start?", "needs"),
    ],
    roadmap: {},
  },
  {
    name: "O-AI-quick",
    turns: [
      t("AI Implementation"),
      t("We want Copilot for our finance team of 12 to speed up reporting."),
      t("Is it confidential? Who sees our data?", "security"),
      t("Within six months. Maybe $250k."),
      t("How much is the simulation?", "price"),
      t("thanks, j.ortiz@northwind.io"),
    ],
    roadmap: { timeline: "six months", budget: "$250K", email: "j.ortiz@northwind.io" },
  },
  {
    name: "P-quick-start-ERP",
    turns: [
      t("ERP"),
      t("We're outgrowing QuickBooks and inventory lives in spreadsheets."),
      t("Finance, the warehouse and purchasing. Around 110 staff in total."),
      t("Live by the end of next year, budget 300-500k."),
      t("Me, our controller and the warehouse manager."),
      t("What happens next?", "next"),
    ],
    roadmap: {
      project: /ERP/,
      coreTeam: "3 people",
      companySize: "110 people",
      timeline: "end of next year",
      budget: "$300K–$500K",
      systems: ["QuickBooks", "spreadsheets"],
    },
  },
];

/**
 * A twenty-eighth round of prospects in our own words (`tuned`), written before any fix of the
 * round, on the opener read as a whole: a noun that is no software (stock, a funding round, a
 * function, a building) is never a system; what runs today is a system and never the project,
 * what is wanted is the project and never a system in use; a product named in a worry is no
 * project and gets acknowledged as a worry; a driver is the whole reason; a key person leaving
 * is a risk; a timeline keeps its words. Trades and voices the earlier files do not use: a
 * specialist coffee roaster typing fast, a multi-academy school trust's business manager
 * (formal), an electrical wholesaler's MD (terse), a hospice charity's finance lead (chatty).
 */
import { type Conversation, heard, t } from "./script";

export const languageTuned28: Conversation[] = [
  {
    name: "LT28-1-coffee-roaster",
    set: "tuned",
    turns: [
      t(
        "hey! coffee roaster, 45 of us. shopify for the webshop, wholesale orders come in by email and our green bean stock is honestly all over the place",
      ),
      t("we want something that does wholesale ordering and inventory properly, maybe Katana"),
      t("would love to be up and running before the christmas rush next year"),
    ],
    roadmap: {
      systems: ["Shopify"],
      notSystems: ["Katana", "stock", "green bean stock"],
      project: /Katana/,
      notProject: /Shopify/,
      timeline: /christmas rush next year/i,
    },
  },
  {
    name: "LT28-2-school-trust",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. I am the business manager of a multi-academy trust of eight schools, around 600 staff. Our finance sits in PS Financials and we are assessing whether to move the trust to Access Education's finance suite.",
      ),
      t(
        "We must move because month-end consolidation across the schools takes three weeks and the trustees cannot see a reliable cash position.",
      ),
      t(
        "I should mention that our chief financial officer left in September and the deputy is covering until a replacement is found.",
      ),
    ],
    roadmap: {
      systems: ["PS Financials"],
      notProject: /PS Financials/,
      drivers: [/consolidation|cash position/i],
      notDrivers: [
        /\b(?:takes|the|and|because|cannot)$/i,
        /chief financial officer|left in September/i,
      ],
      risks: [/key|officer|CFO|finance|cover|left/i],
    },
  },
  {
    name: "LT28-3-electrical-wholesaler",
    set: "tuned",
    turns: [
      t(
        "Electrical wholesaler, 11 branches, 180 staff. On Epicor Eclipse today. Looking at a CRM for the field sales team on top of it.",
      ),
      heard("Board's twitchy about Microsoft after what Dynamics did to a competitor of ours.", {
        hears: [/worr|concern|nervous|twitchy|understand|fair|wary/i],
        never: [/one for the simulation|simulation will compare|De-risk through simulation:/i],
      }),
      t("Need it before the branch conference in March 2027."),
    ],
    roadmap: {
      systems: ["Epicor Eclipse"],
      notSystems: ["Dynamics", "Microsoft", "Microsoft Dynamics"],
      project: /CRM/,
      notProject: /Epicor|Dynamics|Microsoft/,
      timeline: /March 2027/,
    },
  },
  {
    name: "LT28-4-hospice-finance",
    set: "tuned",
    turns: [
      t(
        "Hi there! I look after finance at a hospice charity, about 220 people including the shops. Our fundraising database is Raiser's Edge and the accounts are in Sage 200, plus a homegrown system for the retail side.",
      ),
      t(
        "Honestly none of the trustees trust the figures coming out of Sage 200, so we want a proper finance system that links to the fundraising side.",
      ),
      t("Gift aid and the payroll are done by hand in spreadsheets at the moment."),
    ],
    roadmap: {
      systems: ["Raiser's Edge", "Sage 200"],
      notSystems: ["payroll", "gift aid", "Gift aid"],
      notProject: /Sage|Raiser/,
    },
  },
];

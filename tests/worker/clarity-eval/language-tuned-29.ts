/**
 * A twenty-ninth round of prospects in our own words (`tuned`), written before any fix of the
 * round, on what the roadmap beside the chat reads: the teams that will work differently said
 * by function, by the people or with their sizes; the company's size said any way and never a
 * team's, a customer count or a branch count; the project's kind said without its acronym.
 * Trades and voices the earlier files do not use: a New Zealand dairy co-op's manager (laconic),
 * an Irish insurance broker (formal), a South African solar installer typing fast, a Canadian
 * home-care agency's director (chatty, corrects herself).
 */
import type { Conversation } from "./script";
import { t } from "./script";

export const languageTuned29: Conversation[] = [
  {
    name: "LT29-1-dairy-coop",
    set: "tuned",
    turns: [
      t("Kia ora. We're a dairy co-op in the Waikato, 120 strong once the tanker drivers are in."),
      t("We want one system to run the whole business, milk intake through to paying the farmers."),
      t("Mostly it's my two bookkeepers and the guys on the shop floor who'd be in it every day."),
    ],
    roadmap: {
      project: /ERP/,
      companySize: "120 people",
      departments: [/financ|bookkeep|account/i, /production|shop floor|operation|manufactur/i],
    },
  },
  {
    name: "LT29-2-insurance-broker",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. We are a commercial insurance broker in Cork; headcount is about 300 across four offices, and we look after some 2,000 clients.",
      ),
      t(
        "We are seeking something to manage our pipeline and customer history, as renewals currently live in Outlook and a shared workbook.",
      ),
      t("The account executives and the claims handlers would be the main users."),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "300 people",
      systems: ["Outlook"],
      departments: [/account exec|sales|broking/i, /claims/i],
    },
  },
  {
    name: "LT29-3-solar-installer",
    set: "tuned",
    turns: [
      t(
        "hey, solar + battery installs in Gauteng, we employ roughly 85 over 5 branches. quotes take days",
      ),
      t("need a configurator for our reps so they can price a system on site"),
      t("users = our 12 salespeople, dispatch and the installers"),
    ],
    roadmap: {
      project: /CPQ/,
      companySize: "85 people",
      departments: [/sales.*12/i, /dispatch/i, /install|field/i],
    },
  },
  {
    name: "LT29-4-home-care",
    set: "tuned",
    turns: [
      t(
        "Hi there! I'm the director of a home-care agency in Manitoba, we're two hundred-ish FTEs, give or take.",
      ),
      t(
        "We'd love to use AI to read the invoices that come in from our suppliers, payroll is eating the office alive too.",
      ),
      t("Sorry, I should say closer to 240 staff now with the new contracts."),
      t("It's mostly the care coordinators and the payroll team who'd feel the difference."),
    ],
    roadmap: {
      project: /AI/,
      companySize: "240 people",
      // The payroll team is labelled HR, as the house labels it (first play wanted "payroll").
      departments: [/care/i, /payroll|HR/i],
    },
  },
];

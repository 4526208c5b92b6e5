/**
 * Prospects written for the memory's reading through the language module (docs/decisions/033):
 * terse and misspelt openers, figures in words, corrections of a figure, a budget or a date, a
 * start or decision date after the go-live, a move from today's system to the target, and a phone
 * given with a call asked for. Written in our own words; the engines are tuned on these (`tuned`).
 */
import { deflects } from "./new-prospects";
import { type Conversation, heard, t } from "./script";

const sendsToContactPage =
  /(?:leave|with|give us) (?:your|a) (?:phone )?number|phone number and we'll call/i;

export const languageTuned: Conversation[] = [
  {
    name: "LT-1-terse-shorthand",
    set: "tuned",
    turns: [
      heard("~120 ppl, budgt abt 200k, want a new CRM", {
        hears: [/\$200K/, /120 people/],
        never: [/how many people work|what budget range/i],
      }),
      heard("sales + customer service mainly", {
        never: [/how many people work|what budget range/i],
      }),
    ],
    roadmap: { project: /CRM/, companySize: "120 people", budget: "$200K" },
  },
  {
    name: "LT-2-budget-in-words",
    set: "tuned",
    turns: [
      t("We're a wholesaler looking at an ERP, roughly 90 employees."),
      heard("We have put aside three hundred and fifty thousand euros for it.", {
        hears: [/€350K/],
        never: [/\$350K/],
      }),
    ],
    roadmap: { project: /ERP/, budget: "€350K", companySize: "90 people" },
  },
  {
    name: "LT-3-headcount-corrected",
    set: "tuned",
    turns: [
      t("Looking at HubSpot for our team, we are 70 employees in total."),
      heard("oops, typo — I meant 170, not 70", {
        hears: [/170/],
        never: [/\b70 people/],
      }),
    ],
    roadmap: { project: /HubSpot|CRM/, companySize: "170 people" },
  },
  {
    name: "LT-4-budget-corrected-currency",
    set: "tuned",
    turns: [
      t("We need a CPQ tool, our budget is around $150k."),
      heard("Correction: it's £150k, we're a UK business.", {
        hears: [/£150K/],
        never: [/\$150K/],
      }),
    ],
    roadmap: { project: /CPQ/, budget: "£150K" },
  },
  {
    name: "LT-5-go-live-moved",
    set: "tuned",
    turns: [
      t("New ERP, we want to be live by Q1 2028."),
      heard("Sorry, make that Q3 2027 — the board moved it forward.", { hears: [/Q3/] }),
    ],
    roadmap: { project: /ERP/, timeline: /Q3/ },
  },
  {
    name: "LT-6-start-after-go-live",
    set: "tuned",
    turns: [
      t("We're replacing our CRM and need to be live by November 2027."),
      t("The kickoff would be in February 2027 if we get approval."),
      t("We also need to choose a vendor by December."),
    ],
    roadmap: { project: /CRM/, timeline: /November/ },
  },
  {
    name: "LT-7-move-today-to-target",
    set: "tuned",
    turns: [
      heard("We're switching from Pipedrive to Salesforce next year.", {
        hears: [/Salesforce/],
      }),
      t("About 45 salespeople use it every day."),
    ],
    roadmap: { project: /Salesforce/, notProject: /Pipedrive/, systems: ["Pipedrive"] },
  },
  {
    name: "LT-8-phone-and-call",
    set: "tuned",
    turns: [
      t("Hello, I'm Tom from Brightwell Engineering, we're looking at NetSuite."),
      heard("Could somebody phone me? My mobile is +44 7700 900 654.", {
        asks: ["person"],
        hears: [/\+44 7700 900654/, /call you/i],
        never: [sendsToContactPage, deflects],
      }),
    ],
    roadmap: { project: /NetSuite/ },
  },
  {
    name: "LT-9-number-later-call-earlier",
    set: "tuned",
    turns: [
      heard("I'd like a call about an AI rollout for our support team.", {
        asks: ["person"],
      }),
      heard("You can reach me on (415) 555-0139.", {
        hears: [/\+1 415 555 0139/],
        never: [sendsToContactPage],
      }),
    ],
    roadmap: { project: /AI/ },
  },
];

/**
 * A twenty-fifth round of prospects in our own words (`tuned`), written before any fix of the
 * round, on what Clarity's memory reads into the roadmap: a word typed in capitals for emphasis
 * is no product; a product named as what a category is ("our WMS is X", "X (our CRM)") stands for
 * that category; a limit on people's time or money is no reason for the project; a question, a
 * doubt about us, is no risk of the project, and a real risk is labelled whole; a product only
 * weighed ("maybe", "looking at", "or") is no system in use, and one a piece of work runs on
 * today is. Trades and voices the earlier files do not use: a food wholesaler's operations
 * director, a law firm's partner writing formally, a vet group's practice manager typing fast, a
 * specialist printer's owner who distrusts consultants.
 */
import type { Conversation } from "./script";
import { t } from "./script";

/** A risk made of a question or of a doubt about the service, or a label cut mid-phrase. */
const notARisk =
  /cost|come to|price|burned|let down|consultants|sceptic|skeptic| (?:the|who|is|what|a|of|to)$/i;

export const languageTuned25: Conversation[] = [
  {
    name: "LT25-1-food-wholesaler",
    set: "tuned",
    turns: [
      t(
        "Morning. We're a food wholesaler, about 140 staff across two depots. Orders come in by phone and email, our WMS is Snapfulfil, the accounts are on Xero and there's a HUGE amount of copy-paste between the two.",
      ),
      t(
        "The pickers work early shifts so they can give an hour a fortnight to this, no more. The reason we're looking now is that we lost two big contracts over mis-picks this year.",
      ),
      t("If we went ahead with the whole thing, roughly what would it come to?"),
    ],
    roadmap: {
      companySize: "140 people",
      systems: ["Snapfulfil", "Xero"],
      notSystems: ["HUGE", "warehouse management"],
      notDrivers: [/pickers|fortnight|no more/i],
      notRisks: [notARisk],
    },
  },
  {
    name: "LT25-2-law-firm-formal",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. We are a 35-lawyer firm in Leeds. Our case management system is Proclaim, which we intend to keep; our CRM is essentially Outlook and the partners' memories.",
      ),
      t(
        "For time recording we are looking at Clio, or possibly Actionstep. The fee earners cannot give more than two hours each to workshops before March.",
      ),
      t(
        "I should say I have been burned before by consultants who sold us a strategy document and vanished.",
      ),
    ],
    roadmap: {
      notProject: /^CRM$/,
      systems: ["Proclaim", "Outlook"],
      notSystems: ["Clio", "Actionstep", "case management"],
      notDrivers: [/fee earners|two hours|workshops/i],
      notRisks: [notARisk],
    },
  },
  {
    name: "LT25-3-vet-group-fast",
    set: "tuned",
    turns: [
      t(
        "hi, 9 vet practices, ~110 staff. PMS is RxWorks, payroll thru ADP, rotas done in Deputy. we want one system for stock + ordering across all sites",
      ),
      t(
        "stock counts are REALLY bad, we write off loads of expired drugs every qtr. nurses can only spare like 20 mins a week tho",
      ),
      t(
        "biggest worry is the 12 years of patient history in RxWorks, if that migration goes wrong we're in trouble",
      ),
    ],
    roadmap: {
      systems: ["RxWorks", "Deputy", "ADP payroll"],
      notSystems: ["REALLY", "practice management", "payroll"],
      notDrivers: [/nurses|20 mins|spare/i],
      risks: [/RxWorks|patient history|migrat/i],
      notRisks: [notARisk],
    },
  },
  {
    name: "LT25-4-printer-doubtful",
    set: "tuned",
    turns: [
      t(
        "We're a specialist printer, 50 people. Quotes are built on Power Apps today and production runs on an old Tharstern install. We're replacing Tharstern with maybe Printlogic or Avanti.",
      ),
      t(
        "Our budget is capped at £80k, the bank won't lend more. What do we get at the end of your part?",
      ),
      t("to be blunt I'm sceptical a prototype tells you much about how the real thing will go"),
    ],
    roadmap: {
      systems: ["Power Apps", "Tharstern"],
      notSystems: ["Printlogic", "Avanti"],
      notDrivers: [/capped|bank|80/i],
      notRisks: [notARisk],
    },
  },
];

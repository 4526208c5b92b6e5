/**
 * A twelfth round of prospects in our own words (`tuned`), about the roadmap, written before any
 * fix of the round: systems run today beside the candidates being weighed (said with "runs on",
 * "stuck with", "shortlist", "versus", "considering"), dates of several kinds in one sentence
 * ("once … in March … by October at the latest", "after … in February, ideally by June") and a
 * decision date corrected a turn later, budgets over years and phases, a role named as who
 * approves (not a team in scope), and facts given as bare answers to Clarity's question.
 */
import { type Conversation, heard, t } from "./script";

/** A system run today offered back as one of the candidates. */
const todayAsCandidate =
  /\b(?:Sage|Dynamics NAV)\b[^.]{0,12}\b(?:or|versus|vs)\b|should be (?:Sage|Dynamics)\b/i;

export const languageTuned12: Conversation[] = [
  {
    name: "LT12-1-runs-on-today-shortlist-versus",
    set: "tuned",
    turns: [
      t("Right now the business runs on Sage 200 plus a mountain of spreadsheets."),
      heard("The shortlist is NetSuite versus Acumatica, and we're 140 staff.", {
        never: [todayAsCandidate],
      }),
    ],
    roadmap: {
      project: /NetSuite or Acumatica/,
      notProject: /Sage/,
      systems: ["Sage 200", "spreadsheets"],
      notSystems: ["NetSuite", "Acumatica"],
      companySize: "140 people",
    },
  },
  {
    name: "LT12-2-stuck-with-considering",
    set: "tuned",
    turns: [
      heard(
        "We're stuck with Dynamics NAV and it is creaking; considering Business Central or Odoo.",
        { never: [todayAsCandidate] },
      ),
      t("About 90 people; finance and the warehouse crew would use it day to day."),
    ],
    roadmap: {
      project: /Business Central or Odoo/,
      notProject: /NAV/,
      systems: ["Dynamics NAV"],
      companySize: "90 people",
      departments: [/finance/i, /warehouse/i],
    },
  },
  {
    name: "LT12-3-systems-as-a-bare-answer",
    set: "tuned",
    turns: [
      t("We need a CRM for 60 people because leads keep slipping through the cracks."),
      t("Sales and customer service."),
      t("Xero for the books, plus our Shopify store."),
    ],
    roadmap: {
      project: /CRM/,
      systems: ["Xero", "Shopify"],
      departments: [/sales/i, /customer service/i],
      companySize: "60 people",
    },
  },
  {
    name: "LT12-4-once-funded-at-the-latest",
    set: "tuned",
    turns: [
      heard(
        "New WMS for our three depots, 200 staff. We start once the funding is approved in March, and we have to be running by October at the latest.",
        { hears: [/October/] },
      ),
    ],
    roadmap: { timeline: /October/, timelineKind: "go-live", companySize: "200 people" },
  },
  {
    name: "LT12-5-after-approval-ideally-then-corrected",
    set: "tuned",
    turns: [
      heard(
        "Payroll replacement for 75 people. Launch after the committee approves it in February, ideally by June.",
        { hears: [/June/], never: [/Go-live target: \*\*February/] },
      ),
      heard("Sorry, the committee meets in March, not February.", {
        never: [/Go-live target: \*\*March/],
      }),
    ],
    roadmap: { timeline: /June/, timelineKind: "go-live", companySize: "75 people" },
  },
  {
    name: "LT12-6-first-year-and-a-running-cost",
    set: "tuned",
    turns: [
      heard(
        "We're 220 people looking at a new ERP. We can fund 150k in the first year and 50k a year after that.",
        { hears: [/\$200K/] },
      ),
    ],
    roadmap: { project: /ERP/, budget: "$200K", companySize: "220 people" },
  },
  {
    name: "LT12-7-two-phases-add-up",
    set: "tuned",
    turns: [
      heard("CRM for 45 people. Phase 1 is funded at €80k and phase 2 at another €60k.", {
        hears: [/€140K/],
        never: [/€80K/],
      }),
    ],
    // "CRM for 45 people" may be its users: no company size is expected from it.
    roadmap: { project: /CRM/, budget: "€140K" },
  },
  {
    name: "LT12-8-approvers-are-not-teams",
    set: "tuned",
    turns: [
      t(
        "It's a CPQ for the sales team, 110 people in the company. The COO has to sign off on anything over 50k, and our finance director holds the purse strings.",
      ),
      t("Getting the CFO to say yes is the hard part."),
    ],
    roadmap: {
      project: /CPQ/,
      departments: [/sales/i],
      notDepartments: [/finance/i, /operations/i],
      companySize: "110 people",
      coreTeam: null,
    },
  },
  {
    name: "LT12-9-go-live-corrected-next-turn",
    set: "tuned",
    turns: [
      t("We want the new HR platform live by September, 130 employees."),
      heard("Scratch September, the earliest realistic go-live is November.", {
        hears: [/November/],
      }),
    ],
    roadmap: { timeline: /November/, timelineKind: "go-live", departments: [/HR/] },
  },
  {
    name: "LT12-10-budget-as-a-bare-answer",
    set: "tuned",
    turns: [
      t(
        "Mid-size distributor, 300 people, moving from QuickBooks onto NetSuite because month-end takes two weeks.",
      ),
      t("Operations and finance."),
      t("Before our financial year ends in June."),
      heard("roughly 250 all in", { hears: [/\$250K/] }),
    ],
    roadmap: {
      project: /NetSuite/,
      notProject: /QuickBooks/,
      systems: ["QuickBooks"],
      budget: "$250K",
      timeline: /June/,
      companySize: "300 people",
    },
  },
];

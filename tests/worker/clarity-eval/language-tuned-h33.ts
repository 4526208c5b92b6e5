/**
 * Round h33 (`tuned`): teams named as people really name them ("the girls in accounts", "the
 * guys on the floor", "whoever does the invoicing", "our reps", "the PMO") and reasons for now
 * given as events ("auditor finding on WIP", "e-invoicing is obligatory", "a new CEO", "our
 * planning manager who built half of it is retiring", "a big supermarket is demanding EDI") —
 * written and played before any fix of the round (first play: 15 of 33 replies right, 3 of 12
 * roadmap fields for teams and reasons). Voices: a terse COO, a chatty office manager, a Polish
 * haulier in second-language English, a manufacturer answering "which teams?" in a sentence, a
 * CFO after a failed rollout, a sauce maker listing its people.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH33: Conversation[] = [
  {
    name: "LTH33-1-civil-contractor-terse-coo",
    set: "tuned",
    turns: [
      // First play took "civil engineering contractor" for an engineering team.
      heard("COO, civil engineering contractor, 150 staff. Replacing our job costing system.", {
        never: [/engineering will feel/i],
      }),
      // First play kept the acquisition only: the audit's finding said as a thing is why now too.
      heard("Auditor finding on WIP. And we bought a paving firm in May.", {
        hears: [/auditor finding/i, /paving firm/i],
      }),
      t("Estimators, field crews, AP/AR, buyers."),
      t("Viewpoint Vista. Excel."),
      t("Q2. ~$400k."),
    ],
    roadmap: {
      drivers: [/audit/i, /paving firm|bought/i],
      departments: [/sales|estimat/i, /field/i, /financ/i, /procure|buyer/i],
      notDepartments: [/engineering/i],
      timeline: "Q2",
      budget: /\$400K/,
      companySize: "150 people",
    },
  },
  {
    name: "LTH33-2-heating-firm-chatty-office-manager",
    set: "tuned",
    turns: [
      // First play counted "40 engineers out on the road" as an engineering team.
      heard(
        "Hiya! I'm the office manager at a heating and plumbing firm, we've got about 40 engineers out on the road and honestly it's chaos, we need some sort of job management system",
        { hears: [/40 people in field service/i], never: [/in engineering/i] },
      ),
      t(
        "Well our old system is being switched off by the vendor at the end of the year, they've stopped supporting it, so we sort of have to do something!",
      ),
      t(
        "Oh gosh, the girls in accounts obviously, the people who schedule jobs, the techs themselves, and the front desk who take all the calls",
      ),
      t("It's an old thing called JobWatch, and Xero for the accounts"),
      t("Budget maybe 30 to 50 thousand pounds?"),
      t("It'd be me, Dave the owner and our lead tech Sam"),
    ],
    roadmap: {
      drivers: [/legacy|support|switched off/i],
      departments: [/field service/i, /financ/i, /front desk|customer service/i],
      notDepartments: [/^engineering/i],
      systems: ["Xero", "JobWatch"],
      budget: /£30K.*£50K/,
    },
  },
  {
    name: "LTH33-3-polish-haulier-second-language",
    set: "tuned",
    turns: [
      t("Hello, we are transport company from Poland, 120 employees, we look for new TMS and ERP."),
      // First play kept the depot only: a rule made binding is why now too.
      heard(
        "From next year e-invoicing is obligatory in Poland (KSeF) and we open new depot in Gdansk in March, so we must be ready.",
        { hears: [/e-invoicing is obligatory/i, /depot/i] },
      ),
      // First play read "Is concerning …" as a question without its mark and said no team back.
      heard("Is concerning dispatchers, our drivers, the accounting and customer care.", {
        hears: [/dispatch/i, /customer care/i],
      }),
      t("Now we have Excel and some old program from 2009"),
      t("Budget around 400 000 PLN, we want to start in spring"),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/e-invoicing/i, /depot/i],
      departments: [/dispatch/i, /wareh|logist/i, /financ/i, /customer care|customer service/i],
      // Added after the first fix, which read "Is concerning dispatchers" as a worry.
      notRisks: [/concerning/i],
      companySize: "120 people",
    },
  },
  {
    name: "LTH33-4-metal-pressings-teams-in-a-sentence",
    set: "tuned",
    turns: [
      t("We're a 200-person contract manufacturer (metal pressings) looking at replacing our MRP."),
      // First play kept the retirement as a risk only: one who built it going is why now too.
      heard(
        "Honestly we've outgrown it. And our planning manager who built half of it is retiring in March.",
        { hears: [/planning manager is retiring/i] },
      ),
      // First play added "floor" as a team of its own beside manufacturing.
      heard(
        "Mostly it's the guys on the floor and the planners, but whoever does the invoicing would feel it too, and the buyers obviously.",
        {
          hears: [/manufacturing/i, /finance/i, /procurement/i],
          never: [/\bfloor will/i, /and floor\b/i],
        },
      ),
      t("Currently Epicor Vantage 8 and a lot of spreadsheets."),
      t("18 months, budget maybe $600k."),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/legacy|outgr/i, /planning manager/i],
      departments: [/manufactur/i, /financ/i, /procure/i],
      notDepartments: [/^floor$/i],
      risks: [/planning manager/i],
      budget: /\$600K/,
      companySize: "200 people",
    },
  },
  {
    name: "LTH33-5-consultancy-new-ceo-failed-rollout",
    set: "tuned",
    turns: [
      t(
        "Hi, I'm the CFO at an engineering consultancy, ~300 people across 4 offices. We're looking at a PSA / ERP.",
      ),
      // First play kept the board only: a new head of the company is why now too.
      heard(
        "We have a new CEO since June and the board asked for proper project margins by quarter. We also tried Deltek three years ago and the rollout failed, so people are nervous.",
        { hears: [/new CEO/i, /board/i] },
      ),
      // First play took "the PMO" of the list for the source of pressure.
      heard("The PMO, finance, back office, and the project managers.", {
        never: [/pressure comes from/i],
      }),
      t("Timesheets in Harvest, accounts in Sage Intacct."),
      t("We'd like to go live by next July."),
      t("Me, the COO and our head of PMO."),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/new CEO/i, /board/i],
      notDrivers: [/PMO/],
      departments: [/financ/i, /project management|PMO/i],
      risks: [/rollout/i],
      timeline: /July/,
      coreTeam: "3 people",
      companySize: "300 people",
    },
  },
  {
    name: "LTH33-6-sauce-maker-people-listed",
    set: "tuned",
    turns: [
      t(
        "we make and distribute sauces, about 90 staff, looking at a proper ERP. Cash is tied up in stock and nobody trusts the numbers.",
      ),
      // First play kept the lost tender only: a big customer's demand is why now too.
      heard(
        "also a big supermarket is demanding EDI from us by January, and we lost a tender last month because we couldn't show lot traceability",
        { hears: [/supermarket/i, /lot traceability/i] },
      ),
      // First play took "the warehouse lads" of the list for the source of pressure.
      heard("the warehouse lads, inside sales, our reps and customer care mostly", {
        never: [/pressure comes from/i],
      }),
      t("Unleashed and QuickBooks"),
      t("about 150k"),
      t("me, our ops manager and the finance lead"),
    ],
    roadmap: {
      project: /ERP/,
      drivers: [/cash|stock/i, /supermarket|EDI/i, /traceab|tender/i],
      notDrivers: [/lads/i],
      departments: [/wareh/i, /sales/i, /customer care|customer service/i],
      budget: /\$150K/,
      coreTeam: "3 people",
      companySize: "90 people",
    },
  },
];

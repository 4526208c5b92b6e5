/**
 * Round h27 (`tuned`): recall of what the prospect plainly named, written before any fix of the
 * round. Departments named as people ("our bookkeeper", "the two buyers", "whoever does the
 * rotas"), by process ("goods in", "month-end", "quoting"), in a list, in lower case, in a
 * signature; reasons told as a customer's threat, a date, a board's ask, a number going the wrong
 * way; systems by nickname, in lower case, misspelt, with a version, as "the old green screen".
 * Precision as much as recall: a city moved between is no system, a generic label is not said
 * beside the prospect's own words, the project's kind is not said back twice. Trades and voices
 * the earlier files do not use: a commercial laundry in Yorkshire (chatty), a coach operator
 * (terse, lower case, a signature), a Californian winery (formal, US dollars), a pest-control
 * firm run by a second-language speaker.
 */
import { type Conversation, heard, t } from "./script";

/** The project's kind said back as news: once is enough. */
const kindAgain = /Got it — an? (?:\*\*)?(?:CRM|ERP|practice|new)/i;

export const languageTunedH27: Conversation[] = [
  {
    name: "LTH27-1-commercial-laundry",
    set: "tuned",
    turns: [
      t(
        "Ey up. We're a commercial laundry doing hotel and hospital linen, about 95 of us on two shifts.",
      ),
      heard(
        "We're leaving Bradford for a bigger unit in Leeds next spring, which is half the reason for all this.",
        { never: [/Bradford \(|Leeds \(/] },
      ),
      t(
        "Orders come in on the old green screen, our bookkeeper does everything in sage 50 v27, and the two buyers keep stock in a spreadsheet. Goods in just writes on a clipboard.",
      ),
      t(
        "Biggest hotel group we do has told us straight: give them online tracking of their linen by March or they'll walk. Lost linen is up 18% on last year as well.",
      ),
      heard("Budget's about £60k, and we want it running before the move.", {
        never: [kindAgain],
      }),
    ],
    roadmap: {
      companySize: "95 people",
      // First play wanted "sage 50" (the tables name it "Sage 50").
      systems: ["green screen", "Sage 50"],
      notSystems: ["Bradford", "Leeds"],
      departments: [/bookkeep|financ|account/i, /buy|purchas|procure/i, /goods in|receiv|wareh/i],
      // Added after the first play, which listed "bigger" (of "a bigger unit") as a team.
      notDepartments: [/bigger/i],
      drivers: [/tracking|walk|hotel/i, /lost linen|18%/i],
      budget: /£60K/,
    },
  },
  {
    name: "LTH27-2-coach-operator",
    set: "tuned",
    turns: [
      t(
        "coach hire + school contracts, 40 coaches, 120 staff. private hire quoting is all phone and email",
      ),
      t(
        "systems: distinctive for the schedules (old version, 2016), quickbook onlne for the money, the workshop has its own thing called fleetwise",
      ),
      heard(
        "council tender for the school routes closes 30 june and they now want live gps + digital registers. if we dont have it we lose 60% of turnover",
        { never: [/tender \(|go-live target/i] },
      ),
      heard("want a proper ops platform, 80-100k, live for september term", {
        never: [kindAgain],
      }),
      t("cheers\n\nkev marsh\nops manager | planning, private hire & workshop\nmarsh travel ltd"),
    ],
    roadmap: {
      companySize: "120 people",
      // First play wanted "quickbook" (the tables name it "QuickBooks").
      systems: ["distinctive", "QuickBooks", "fleetwise"],
      departments: [/private hire|quot|sales/i, /workshop|mainten/i, /planning|schedul/i],
      drivers: [/tender|council|gps|register/i],
      // Added after the first play, which took the signature's job title as a reason.
      notDrivers: [/ops manager|\|/i],
      budget: /£80K.*100K|80K.*100K/,
      timeline: /september/i,
    },
  },
  {
    name: "LTH27-3-winery-sonoma",
    set: "tuned",
    turns: [
      t(
        "Hello. I am the controller of a family winery in Sonoma County; we employ 75 people year-round and about 40 seasonal workers at harvest.",
      ),
      t(
        "Production runs on vintrace v5, the tasting room and wine club are on Commerce7, and accounting sits on what everyone calls 'our AS400 thing', which predates me.",
      ),
      heard(
        "Month-end takes us twelve days. The board asked in October for margin by SKU and we could not give it to them.",
        // "Go-live target: October" added after the first play: a month gone by is no target.
        { never: [/board \(|month-end \(/i, /Go-live target: \*\*October/] },
      ),
      t(
        "Our largest distributor now requires EDI on every purchase order from the first quarter, which we cannot do today.",
      ),
      heard("We have approved $250,000 and would like to go live on July 1, 2027.", {
        hears: [/\$250K|\$250,000/],
        never: [kindAgain, /£|€/],
      }),
    ],
    roadmap: {
      companySize: "75 people",
      systems: ["vintrace", "Commerce7", "AS400"],
      // First play wanted /production|cellar/ (a winery's production is its manufacturing).
      departments: [
        /production|cellar|manufactur/i,
        /tasting room|wine club|retail|sales/i,
        /account|financ/i,
      ],
      drivers: [/margin|board/i, /EDI|distributor/i],
      budget: /\$250K/,
      // First play wanted /july 2027/; "July 1 2027" is the same date.
      timeline: /july.*2027/i,
    },
  },
  {
    name: "LTH27-4-pest-control",
    set: "tuned",
    turns: [
      t(
        "Hello, I am owner of a pest control company in Birmingham, we are 48 people, most are technicians on the road.",
      ),
      t(
        "The planners book the jobs in servicem8 but the reports for customers we make in word, and whoever does payroll types the hours again from paper sheets.",
      ),
      heard(
        "Our insurance says from next year every bait inspection must have a photo and a signature, or they will not cover us.",
        { never: [/insurance \(/i] },
      ),
      t("Also the complaints about missed visits go up every month, in September we had 31."),
      heard("We think about 30 thousand pounds, start in January.", { never: [kindAgain] }),
    ],
    roadmap: {
      companySize: "48 people",
      // Typed "servicem8": the house's vendor vocabulary (H32) names it as its maker does.
      systems: ["ServiceM8"],
      notSystems: ["Birmingham"],
      // First play wanted /payroll/ (payroll is the house's HR).
      departments: [/technician|field/i, /planner|planning|schedul/i, /payroll|HR/],
      // Added after the first play: the planners are no manufacturing.
      notDepartments: [/manufactur/i],
      drivers: [/insur|photo|signature/i, /complaint|missed visit/i],
      // Added after the first play, which kept "or they may not adopt it" from the insurer's terms.
      notRisks: [/\bor they\b/i],
      budget: /£30K/,
      timeline: /january/i,
      timelineKind: "start",
    },
  },
];

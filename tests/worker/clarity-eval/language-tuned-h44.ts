/**
 * Round h44 (`tuned`): things read as systems that are not, and teams not read. Country codes in
 * brackets ("450 staff across EU (DE, NL, PL)") are places; a question's first word joined to a
 * team ("Would HR have to sign anything off?") names the team, no system "Would HR"; a team at a
 * sentence's start ("Treasury needs to sign off", "H&S and night shift would need training",
 * "marketing and digital") is a team, neither a system nor only a risk; what the company makes
 * ("makes kitchen units") is no team. Written and played before
 * any fix of the round (first play: 5 of 16 replies right, 13 of 21 roadmap fields right); team
 * sizes in brackets or after a slash ("HR/payroll (3)", "ops/warehouse ~25"), after the writer's
 * own team ("I work in purchasing, we are only two") or with the team in brackets ("my department
 * (HR) is three people") are those teams' sizes. Voices: a packaging distributor's ops lead across
 * Europe, a care provider's office manager, a kitchen-unit maker's buyer, an HR team of three.
 */
import { type Conversation, heard, t } from "./script";

export const languageTunedH44: Conversation[] = [
  {
    name: "LTH44-1-packaging-distributor-across-europe",
    set: "tuned",
    turns: [
      // First play: "DE, NL and PL go on the integration list."
      heard("Hi, I lead operations at a packaging distributor, 450 staff across EU (DE, NL, PL)", {
        never: [/integration list/i, /\bDE\b/],
      }),
      t(
        "We run SAP Business One and a lot of spreadsheets, and want to replace the ERP by next April",
      ),
      // First play: "It will need to work with Would HR."
      heard("Would HR have to sign anything off?", { never: [/Would HR/] }),
      // First play: "Treasury goes on the integration list."
      heard("Treasury needs to sign off anything over 50k, budget is around 120k", {
        hears: [/treasury/i],
        never: [/integration list/i],
      }),
    ],
    roadmap: {
      project: /ERP/,
      notSystems: ["DE", "NL", "PL", "Would HR", "Treasury"],
      departments: [/operations/, /treasury/],
      companySize: "450 people",
      budget: "$120K",
      timeline: "April",
    },
  },
  {
    name: "LTH44-2-care-provider-office-manager",
    set: "tuned",
    turns: [
      t("hello, I'm the office manager at a care provider, 85 staff"),
      // First play: "Operations, HR and warehouse and logistics are in scope too", no sizes.
      heard("HR/payroll (3) and ops/warehouse ~25 would be involved", {
        hears: [/HR is 3 people/],
      }),
      t("we use Sage 50 and Breathe HR, payroll is a mess and we want it fixed by september"),
      // First play: only "Noted as a risk", no team.
      heard("H&S and night shift would need training too", {
        hears: [/health and safety/i, /shift/i],
      }),
    ],
    roadmap: {
      systems: ["Sage 50", "Breathe HR"],
      departments: [/^HR \(3 people\)/, /^operations \(25 people\)/, /health and safety/, /shift/],
      companySize: "85 people",
      timeline: "September",
    },
  },
  {
    name: "LTH44-3-kitchen-units-buyer",
    set: "tuned",
    turns: [
      // First play: "Noted: procurement will feel the change", no size.
      heard("Hi, I work in purchasing, we are only two", { hears: [/Procurement is 2 people/] }),
      // First play: "Makes kitchen is in scope too": what the company makes, read as a team.
      heard("our company makes kitchen units, around 200 people in total (UK, IE)", {
        never: [/integration list/i, /kitchen/i],
      }),
      t("we are on Navision and want to move to something newer next year"),
      // First play: "Marketing, bdms and sdrs are in scope too" — digital missed, initials lower case.
      heard("BDMs and SDRs will use it too, and marketing and digital", {
        hears: [/marketing/i, /digital/i, /BDMs and SDRs/],
      }),
    ],
    roadmap: {
      systems: ["Dynamics NAV"],
      notSystems: ["UK", "IE"],
      departments: [/^procurement \(2 people\)/, /marketing/, /digital/],
      notDepartments: [/kitchen/],
      companySize: "200 people",
      timeline: "next year",
    },
  },
  {
    name: "LTH44-4-hr-team-of-three",
    set: "tuned",
    turns: [
      // First play: "**Three people** — few enough to involve them all directly": no team's size.
      heard("hello, my department (HR) is three people, the whole firm is 60", {
        hears: [/HR is 3 people/],
      }),
      t("we use BrightHR and Xero, and want one system for leave and payroll by january"),
      t("Could finance help with the budget? we have about 300k"),
      // First play: "Why now, as you put it: facilities needs the rota part"; no team.
      heard("Facilities needs the rota part as well", {
        hears: [/facilities/i],
        never: [/why now/i],
      }),
    ],
    roadmap: {
      systems: ["Xero", "BrightHR"],
      departments: [/^HR \(3 people\)/, /facilities/],
      notDrivers: [/facilities/],
      companySize: "60 people",
      budget: "$300K",
    },
  },
];

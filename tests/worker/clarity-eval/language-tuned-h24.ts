/**
 * Round h24 (`tuned`), written before any fix of the round, in trades and voices the earlier files
 * do not use: a Toronto theatre's operations lead (warm, chatty, Canadian dollars in words), a
 * Queensland vet group's manager (Australian, a date written 31.03.2027, a fiscal quarter), a New
 * Zealand engineering consultancy (terse, lower case, NZ dollars), a Dublin law firm's practice
 * manager (formal, "€1.2 mil", "before year end", "by the summer"). Sizes said as FTE, "~140",
 * two sites of 35, staff including contractors; systems in brackets, by nickname, with their
 * vendor, said as being left or replaced; the project's kind said once and never said back twice.
 */
import { type Conversation, heard, t } from "./script";

/** The project's kind said back as news: once is enough. */
const kindAgain = /Got it — an? (?:\*\*)?(?:CRM|ERP|practice|new)/i;

export const languageTunedH24: Conversation[] = [
  {
    name: "LTH24-1-theatre-toronto",
    set: "tuned",
    turns: [
      t(
        "Hi! I run operations at a mid-sized theatre company in Toronto. We're 60 FTE, plus a couple of hundred volunteers in season.",
      ),
      t(
        "The box office runs on tessitura (the hosted version) and donations live in a separate donor crm (blackbaud's raisers edge). We'd love one CRM for patrons and donors alike.",
      ),
      heard(
        "Money-wise we've set aside somewhere between eighty and a hundred and twenty grand Canadian.",
        { hears: [/CA?\$|CAD|Canadian/], never: [kindAgain, /£|€/] },
      ),
      heard(
        "We'd kick things off after the holidays and need it live before the new season opens in September.",
        { never: [kindAgain] },
      ),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "60 people",
      // Names typed in lower case are kept as typed (clarity-lower-names.ts).
      systems: ["tessitura", "raisers edge"],
      budget: /CA\$80K.*120K/,
      // The prospect's words are shown; the typed month is September 2027.
      timeline: /September/i,
      timelineKind: "go-live",
    },
  },
  {
    name: "LTH24-2-vet-clinics-queensland",
    set: "tuned",
    turns: [
      t(
        "G'day, we're a group of vet clinics in Queensland, headcount ~140 across the clinics and the pathology lab.",
      ),
      heard(
        "We're leaving VetPro for ezyVet — the old server is on its last legs. Xero stays for the accounts.",
        { never: [/VetPro (?:\(|project)/i] },
      ),
      heard("Budget is no more than A$200k all up.", {
        hears: [/A\$|AUD/],
        never: [kindAgain, /£|€/],
      }),
      heard("The board wants it live by 31.03.2027, the end of our FY27 Q3.", {
        never: [kindAgain],
      }),
    ],
    roadmap: {
      project: /ezyVet/i,
      notProject: /VetPro/,
      companySize: "140 people",
      systems: ["VetPro", "Xero"],
      budget: /A\$200K/,
      timeline: /March 2027|31\.03\.2027/i,
      timelineKind: "go-live",
    },
  },
  {
    name: "LTH24-3-engineering-nz",
    set: "tuned",
    turns: [
      t("structural engineering consultancy, two sites, 35 each. wellington + christchurch"),
      t(
        "timesheets and job costing sit in an old access db we call 'the beast'. it's being replaced, weighing up deltek vs workflowmax",
      ),
      // New Zealand dollars are a currency the facts cannot hold (money-other-currencies.test.ts):
      // the reply says so and shows no figure in another currency.
      heard("NZD 90-110k", {
        hears: [/can't show a budget in that currency/],
        never: [/£|€|\$\d|work with NZD/],
      }),
      heard("want to be live within 6 months. asap really", { never: [kindAgain] }),
    ],
    roadmap: {
      companySize: "70 people",
      systems: ["Access database"],
      budget: null,
      timeline: /May 2027|6 months/i,
    },
  },
  {
    name: "LTH24-4-law-firm-dublin",
    set: "tuned",
    turns: [
      t(
        "Good morning. I am the practice manager at a commercial law firm in Dublin; we are 140 staff including contractors.",
      ),
      t(
        "Our case management system, Proclaim, is being replaced. The partners have approved around €1.2 mil for the whole programme.",
      ),
      heard(
        "We must choose a supplier before year end and be live by the summer, ahead of the new legal term.",
        { never: [kindAgain, /\$1\.2/] },
      ),
    ],
    roadmap: {
      companySize: "140 people",
      systems: ["Proclaim"],
      notProject: /Proclaim/,
      budget: /€1\.2M/,
      timeline: /summer/i,
      timelineKind: "go-live",
    },
  },
];

/**
 * Round h48 (`tuned`): who is speaking — not always the buyer. Someone sent by the boss ("I'm the
 * PA to our CEO, she asked me to find out what this costs") speaks for a company whose facts are
 * the project's, but "she asked me" is no core team of 2, and "can you do a demo for her?" asks us
 * for a demo (the site has samples and a free call, no demo of the service), not about vendor
 * selection; an IT contractor's client's facts are the project's, the errand ("they've asked me
 * whether…") no reason; the chat handed to a colleague ("my colleague Dana will take it from
 * here") puts no Dana on the systems. A student, a journalist, a job seeker, a rival fishing for
 * the method and a reseller after a referral deal are no buyers: a short honest answer and the way
 * to a person, no interview, and nothing of theirs becomes a project fact (no ERP from a thesis
 * topic, no June go-live from a thesis deadline, no "500 people" from a CV). Written and played
 * before any fix of the round (first play: 9 of 29 replies right, 13 of 29 roadmap fields right).
 */
import { type Conversation, heard, t } from "./script";

/** The interview's questions, which no outsider should be asked. */
const INTERVIEW =
  /what kind of project|what's pushing|which teams|which systems|core team\?|budget range|best email|when do you need to be live/i;
/** Where a person is reached: the address the site gives, or the contact page. */
const ROUTE = /hello@clarity-readiness\.com|\(\/try\)/;

export const languageTunedH48: Conversation[] = [
  {
    name: "LTH48-1-pa-to-the-ceo-asks-the-price-and-a-demo",
    set: "tuned",
    turns: [
      // First play: "A core team of 2 is right in the 2–5 people range".
      heard("hi, I'm the PA to our CEO, she asked me to find out what this costs", {
        asks: ["price"],
        never: [/core team of 2/i],
      }),
      t(
        "we're a property management company, about 180 staff across 4 offices. she's thinking about a new CRM I think, or maybe ERP, tbh she wasn't very specific",
      ),
      // First play: "Yes, we help with vendor selection, and we're vendor-neutral".
      heard("can you do a demo for her next week?", {
        hears: [/no demo of the service/i, /working-prototype/, /30-minute call/],
        never: [/vendor selection/i, /vendor-neutral/i],
      }),
      // First play: "Why now, as you put it: she'd probably want our finance director".
      heard("ok. she'd probably want our finance director and head of lettings in on it too", {
        never: [/why now/i],
      }),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "180 people",
      departments: [/finance/],
      notDrivers: [/want/i],
    },
  },
  {
    name: "LTH48-2-it-contractor-for-a-distributor",
    set: "tuned",
    turns: [
      t(
        "hello, I'm an independent IT contractor. my client is a 200-person distributor running sage 200 and a pile of excel sheets, they want to move to business central sometime next year",
      ),
      // First play: "Why now, as you put it: they've asked me whether something like."
      heard(
        "I'm a one man band, I look after their IT 2 days a week. they've asked me whether something like this is worth doing before they pick a partner",
        { hears: [/implementation consultants/i], never: [/why now/i, /\b1 person/i] },
      ),
      t(
        "their budget is roughly 350k for the whole thing. the people involved would be the FD, the ops manager and the warehouse lead, plus me i guess",
      ),
      heard("how would it work if I brought you in, do I pay or do they?", { hears: [ROUTE] }),
    ],
    roadmap: {
      project: /Business Central/,
      companySize: "200 people",
      budget: "$350K",
      systems: ["Sage 200"],
      notDrivers: [/asked me/i],
    },
  },
  {
    name: "LTH48-3-masters-student-thesis",
    set: "tuned",
    turns: [
      // First play: "Got it — an **ERP** project." and "What's pushing the ERP now".
      heard(
        "Hi! I'm a masters student at TU Delft writing my thesis on why ERP implementations fail in mid sized companies",
        { hears: [/research/i, /\/why/, ROUTE], never: [/\*\*ERP\*\* project/, INTERVIEW] },
      ),
      // First play: "At 300 people you're right in the range", "I've added SAP".
      heard(
        "my case company is a 300 person manufacturer that went live with SAP last year and it was a bit of a disaster lol",
        { never: [/300 people/, /added SAP/i, INTERVIEW] },
      ),
      // First play: Clarity's own stakeholder interviews, and "Go-live target: **June**".
      heard("could I interview someone from your team? my thesis is due in june", {
        hears: [ROUTE],
        never: [/go-live/i, /stakeholders in parallel/i, INTERVIEW],
      }),
      // First play: our data policy ("anonymised sample data is enough for the prototype").
      heard("also do you have any data on failure rates you could share", {
        hears: [ROUTE],
        never: [/anonymised sample data/i, INTERVIEW],
      }),
    ],
    roadmap: { project: /^$/, companySize: null, timeline: null, systems: [] },
  },
  {
    name: "LTH48-4-trade-journalist-on-deadline",
    set: "tuned",
    turns: [
      // First play: our price for "a quote", and "an **AI adoption** project".
      heard(
        "Hi there — I'm a reporter at Supply Chain Weekly working on a piece about AI readiness at midsize firms. Who could I speak to for a quote? My deadline is Friday",
        { hears: [ROUTE], never: [/\$25K/, /AI adoption/i, INTERVIEW] },
      ),
      heard("for the article, roughly what does a simulation cost and how long does it take?", {
        asks: ["price", "duration"],
        never: [INTERVIEW],
      }),
      heard("and do you have any clients who'd be willing to talk on the record?", {
        hears: [ROUTE],
        never: [INTERVIEW],
      }),
    ],
    roadmap: { project: /^$/, timeline: null, notDepartments: [/./], drivers: [], systems: [] },
  },
  {
    name: "LTH48-5-job-seeker-salesforce-consultant",
    set: "tuned",
    turns: [
      // First play: "Our pages don't cover that", then "What kind of project is it".
      heard("are you hiring?", {
        hears: [/doesn.t mention any open roles/i, /Join us/, ROUTE],
        never: [INTERVIEW],
      }),
      // First play: "a **Salesforce (CRM)** project. I've noted **500 people**".
      heard(
        "im a salesforce consultant, 8 yrs experience, led CRM rollouts for companies from 50 to 500 people. looking for my next role, ideally remote",
        { never: [/Salesforce \(CRM\)/, /500 people/, INTERVIEW] },
      ),
      heard("where do i send my cv", { hears: [ROUTE], never: [INTERVIEW] }),
    ],
    roadmap: { project: /^$/, companySize: null, systems: [] },
  },
  {
    name: "LTH48-6-rival-fishing-for-the-method",
    set: "tuned",
    turns: [
      // First play: "Got it — an **AI adoption** project" from "which LLM do you use".
      heard(
        "quick question, how does your simulation actually work under the hood? which LLM do you use and what prompts",
        { never: [/an \*\*AI adoption\*\* project/i] },
      ),
      // First play: "Yes, we help with vendor selection".
      heard(
        "we run a similar consultancy ourselves so we're curious how you score readiness, like what's the formula for green light vs no-go",
        { hears: [/\/how/, /\/outcomes/], never: [/vendor selection/i, INTERVIEW] },
      ),
      // First play: the pages' word to implementation consultants.
      heard("how many clients have you done this for so far", {
        never: [/implementation consultants/i, INTERVIEW],
      }),
    ],
    roadmap: { project: /^$/, systems: [] },
  },
  {
    name: "LTH48-7-netsuite-reseller-wants-referrals",
    set: "tuned",
    turns: [
      // First play: vendors' payments and our data policy, then "a **NetSuite (ERP)** project".
      heard(
        "Hi, I'm a partner manager at a NetSuite reseller in the midlands. We work with a lot of companies in the 50-500 range who are moving off QuickBooks and spreadsheets and honestly half our projects go sideways because the customer isn't ready, which is exactly what you seem to be solving. I think there's a real fit here: your simulation could act as a pre-sales step for our prospects and you'd get referrals from us, and in the other direction any of your clients who come out with a green light and want NetSuite we'd be happy to take on. We already do something similar with a couple of data migration firms. Who's the right person to talk to about a referral or reseller agreement, and do you have a partner programme with margins or is it more informal?",
        {
          hears: [/pre-engagement/i, /no partner programme/i, ROUTE],
          never: [/NetSuite \(ERP\)/, /anonymised sample data/i, INTERVIEW],
        },
      ),
      // First play: "Start date noted: **Q1**".
      heard("we'd be looking to start something in Q1 if possible", {
        never: [/start date/i, INTERVIEW],
      }),
      heard("is there a partner rate or is it the same price for everyone", {
        hears: [/\$25K–\$50K/],
        never: [INTERVIEW],
      }),
    ],
    roadmap: { project: /^$/, timeline: null, companySize: null, systems: [] },
  },
  {
    name: "LTH48-8-broker-hands-the-chat-to-dana",
    set: "tuned",
    turns: [
      t("we're a 140 person insurance broker looking at replacing our CRM, budget around 300k"),
      // First written "the main issue is our brokers all keep their own spreadsheets and nobody
      // trusts the pipeline numbers": its worry was said back whole (a paste of 50 characters), a
      // reading of risks that H47 owns, so the worry is put shorter here.
      t("brokers all keep their own spreadsheets, nobody trusts the pipeline"),
      // First play: "It will need to work with Dana", and Dana on the systems.
      heard(
        "I'm going to hand this over to my colleague Dana, she's our head of operations and will take it from here",
        { hears: [/passing this on/i], never: [/work with Dana/i] },
      ),
      heard("hi, Dana here. just to correct one thing, we're actually 160 people now, not 140", {
        hears: [/160 people/],
      }),
      t("and we want to be live before the renewal season in september"),
    ],
    roadmap: {
      project: /CRM/,
      companySize: "160 people",
      budget: "$300K",
      timeline: /September/,
      notSystems: ["Dana"],
    },
  },
];

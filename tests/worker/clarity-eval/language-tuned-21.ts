/**
 * A twenty-first round of prospects in our own words (`tuned`), written before any fix of the
 * round, in trades and voices no earlier case used (a formal hotelier, a terse law-firm IT lead,
 * a chatty charity volunteer-turned-IT, a SaaS founder typing fast), each with the FULL roadmap
 * its words give. Their class: what runs today said as people say it — lower-case names joined
 * only by "and", a system replaced in the past (only what replaced it runs today), a homegrown
 * system described in the prospect's words, a service outsourced "to" a brand; the project said
 * as the pain to remove, as one module, or changed mid-conversation; the size as seasonal staff
 * on top of a core, as a range, spread over turns (head office, then the shops), or not at all
 * (revenue only). A system only looked at and turned down is none of theirs.
 */
import { type Conversation, t } from "./script";

export const languageTuned21: Conversation[] = [
  {
    name: "LT21-1-hotelier-green-screen-then-crm",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. We operate four country-house hotels and a small spa in the Cotswolds; reservations and the front desk run on opera and sage 50 does the books, though payroll is outsourced to ADP.",
      ),
      t(
        "We swapped Micros for Lightspeed in the bars and restaurants last year, which has gone well. The real headache is the green screen our events team still uses for weddings and banqueting - an AS/400 from the late nineties, and the one chap who understands it retires next summer.",
      ),
      t(
        "So what we're after is getting rid of the green screen and having one place for enquiries, proposals and event sheets. Actually, thinking about it, it's more of a CRM question than anything else.",
      ),
      t(
        "Headcount is 70 core staff plus 40 seasonal over the summer. We'd hoped to keep it under £90k all in.",
      ),
    ],
    roadmap: {
      project: /CRM/,
      notProject: /Opera|Sage|Lightspeed|AS\/400/,
      systems: ["opera", "Sage 50", "ADP payroll", "Lightspeed", "AS/400"],
      notSystems: ["Micros", "Cotswolds"],
      companySize: "110 people",
      budget: /£90K/,
    },
  },
  {
    name: "LT21-2-law-firm-homegrown-and-a-turned-down-candidate",
    set: "tuned",
    turns: [
      t(
        "hi. mid-size law firm, somewhere between 150 and 200 staff depending how you count partners. matters and time recording live in our own php app a contractor built in 2011, billing is on Elite 3E",
      ),
      t(
        "docs sit in imanage and everything else is honestly email. we want to stop running the firm out of outlook inboxes",
      ),
      t(
        "we had a demo of clio last month and passed, way too small-firm. leaning towards proper practice management, maybe intapp?",
      ),
      t("partners want it live by q3 next year. budget approx $250-300k"),
    ],
    roadmap: {
      notProject: /Clio|Elite|iManage/i,
      // Typed "imanage": the house's vendor vocabulary (H32) names it as its maker does.
      systems: ["homegrown PHP app", "Elite 3E", "iManage"],
      notSystems: ["Clio"],
      companySize: "175 people",
      budget: /\$250K/,
      timeline: /Q3|September|July|2027/,
    },
  },
  {
    name: "LT21-3-charity-size-over-turns-and-a-past-swap",
    set: "tuned",
    turns: [
      t(
        "hiya!! so I kind of fell into being the IT person at our charity 😅 head office is about 85 of us. we're on raisers edge and xero mostly, finance swapped sage for xero back in 2023",
      ),
      t(
        "it's just the fundraising side we want to sort - donors, gift aid, legacies, events. at the moment half of it is in raisers edge and half in a filemaker database someone's husband made",
      ),
      t(
        "oh and I should have said, there's another 140 or so across our 30 shops, though they wouldn't touch the new system really",
      ),
      t("trustees have signed off £40-60k, ideally starting in the new year"),
    ],
    roadmap: {
      project: /CRM/,
      notProject: /Raiser|Xero|FileMaker/i,
      systems: ["raisers edge", "Xero", "filemaker database"],
      notSystems: ["Sage"],
      companySize: "225 people",
      budget: /£40K/,
    },
  },
  {
    name: "LT21-4-saas-founder-revenue-only-one-module",
    set: "tuned",
    turns: [
      t(
        "founder here, b2b saas, about $8m ARR. billing runs through chargebee, support on help scout, and sales quotes are built by hand in google docs which is killing us",
      ),
      t(
        "not looking to replace the stack, just the quoting side. hubspot is our crm and stays. we want reps to build a quote in hubspot and have it push to chargebee",
      ),
      t("could start in feb, budget 30-40k usd"),
    ],
    roadmap: {
      project: /CPQ/,
      notProject: /HubSpot|Chargebee/,
      systems: ["chargebee", "help scout", "HubSpot"],
      companySize: null,
      budget: /\$30K/,
      timeline: /feb/i,
    },
  },
];

/**
 * A thirteenth round of prospects in our own words (`tuned`), written before any fix of the
 * round, about the KIND of question rather than its words: what happens first, next or after a
 * step (the phase, never the duration); what happens if something goes wrong (the one answer
 * about that consequence, or plainly that the pages don't say); how and in what form results
 * arrive; yes/no questions about a commitment (an agreement, a guarantee, a fixed price, coming
 * on site, references, refunds, a partner taking part) that the pages may or may not state; and
 * "do you also…" for things the offer does and does not include.
 */
import { type Conversation, heard, t } from "./script";

/** Clarity's plain "the pages don't say", in any of its wordings. */
const notSaid = /pages don't (?:cover|say)|site doesn't say|don't say whether/i;
/** Where a person answers instead: the contact page or the booking link. */
const aPerson = /\(\/try\)|book a free/i;
/** The duration, given to a question that asked what happens first or next. */
const duration = /4–8 weeks|kickoff to the final report/i;
/** The data-handling paragraph, given to a question about something else. */
const dataParagraph = /Anonymised sample data is enough|On your data:/i;
/** The time the team gives, given to a question about something else. */
const teamTime = /hour a week|hours? of executive/i;
/** The price paragraph. */
const price = /\$25K–\$50K/;

export const languageTuned13: Conversation[] = [
  {
    name: "LT13-1-first-then-next-then-last",
    set: "tuned",
    turns: [
      t("We're a 200-person equipment rental firm replacing our ERP, budget around $400k."),
      heard("Once we say go, what's the very first thing your side does?", {
        hears: [/interview|Phase 1|Understand Your Context/i],
        never: [duration, notSaid],
      }),
      heard("And once our people have worked through the scenarios, what comes after that?", {
        hears: [/prototype|Phase 3|Build & Test/i],
        never: [duration, notSaid],
      }),
      heard("What does the final stretch look like?", {
        hears: [/readiness and gap report|Phase 4|Reality Check/i],
        never: [notSaid],
      }),
    ],
    roadmap: { companySize: "200 people" },
  },
  {
    name: "LT13-2-what-if-consequences",
    set: "tuned",
    turns: [
      heard("Suppose our finance lead quits in the middle of all this — what happens then?", {
        hears: [notSaid, aPerson],
        never: [price, dataParagraph, duration],
      }),
      heard(
        "If the vendor we like gets bought by a competitor halfway through, do we have to start over?",
        { hears: [/vendor-neutral|any shortlisted vendor/i], never: [price, duration, notSaid] },
      ),
      heard("What if we're slow getting you our spreadsheets — does the fee go up?", {
        hears: [notSaid, aPerson],
        never: [dataParagraph, teamTime],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT13-3-how-results-arrive",
    set: "tuned",
    turns: [
      heard(
        "How do the findings actually reach us at the end — a document, a meeting, a dashboard?",
        { asks: ["deliverables"], never: [duration, teamTime, notSaid] },
      ),
      heard("Would our CEO get something short she can read without the detail?", {
        hears: [/recommendation|readiness/i],
        never: [teamTime, duration],
      }),
      heard("Is everything you produce ours even if we walk away?", {
        hears: [/yours|keep every deliverable/i],
        never: [notSaid],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT13-4-commitments-the-pages-dont-state",
    set: "tuned",
    turns: [
      heard("Will you sign a mutual confidentiality agreement with us before kickoff?", {
        hears: [notSaid, aPerson],
      }),
      heard("Is the price fixed once the scope is agreed, or can it creep?", {
        hears: [price, /(?:don't|doesn't) say|written agreement|not promises/i],
      }),
      heard("Do you come on site, or is it all remote?", { hears: [notSaid, aPerson] }),
      heard("Are you able to share names of past clients we could check with?", {
        hears: [notSaid, aPerson],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT13-5-commitments-the-pages-state",
    set: "tuned",
    turns: [
      heard("Do you guarantee the project will succeed if we follow your plan?", {
        hears: [/(?:don't|do not) guarantee|no guarantee/i],
        never: [notSaid],
      }),
      heard("If we're unhappy with the report, can we get our money back?", {
        hears: [notSaid, aPerson],
        never: [dataParagraph],
      }),
      heard("Our NetSuite partner, Protelo, wants to sit in on it — is that okay with you?", {
        hears: [/implementation consultants|pre-engagement/i],
        never: [notSaid],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT13-6-do-you-also",
    set: "tuned",
    turns: [
      heard("Do you also move our old records across into the new system?", {
        hears: [notSaid, aPerson],
        never: [dataParagraph],
      }),
      heard("Do you also build something we can click around in?", {
        hears: [/prototype/i],
        never: [notSaid],
      }),
      heard("Do you train the warehouse staff on the new software after go-live too?", {
        hears: [notSaid, aPerson],
      }),
      heard("Do you write up requirements we can send out to vendors?", {
        hears: [/RFP|requirements/i],
        never: [notSaid],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT13-7-experience-then-first-steps",
    set: "tuned",
    turns: [
      t("We're a 300-person medical device distributor looking at Dynamics 365."),
      heard("Have you worked with healthcare or distribution businesses before?", {
        hears: [/distribution|healthcare/i],
        never: [notSaid],
      }),
      heard("What happens right after we sign the agreement?", {
        hears: [/interview|Phase 1|Understand Your Context/i],
        never: [duration],
      }),
      heard("If it comes back as a no-go, what happens to the money we spent?", {
        hears: [/keep every deliverable|No-Go/i],
        never: [notSaid],
      }),
    ],
    roadmap: { companySize: "300 people" },
  },
  {
    name: "LT13-8-less-time-and-phase-four",
    set: "tuned",
    turns: [
      t("We're 120 people in wholesale food; NetSuite is the target, live next September."),
      heard("If our team can only give half the hours you ask for, does it just run longer?", {
        hears: [notSaid, aPerson],
        never: [price, dataParagraph],
      }),
      heard("What would we hold in our hands at the end of phase four?", {
        asks: ["deliverables"],
        never: [notSaid, duration],
      }),
      heard("Does anyone from your side stay with us once the vendor starts building?", {
        hears: [notSaid, aPerson],
        never: [duration],
      }),
    ],
    roadmap: { companySize: "120 people" },
  },
];

/**
 * An eleventh round of prospects in our own words (`tuned`), about Clarity's replies, written
 * before any fix of this round: requests phrased as statements ("the board wants a clear
 * picture…", "walk me through…", "we need to see…"), a role named as the one asking (not a team
 * in scope), "is that something you do?" about what the offer does and does not do, questions
 * about geography, languages, sectors and kinds of organisation the pages may or may not answer,
 * a system run today named beside the candidates, and follow-ups that refer back one or two turns.
 */
import { type Conversation, heard } from "./script";

const fallback = /pages don't cover|doesn't say that/i;
const answeredAbove = /answered that above/i;
const shrug = /^(?:Good to know|Thanks, that helps|Understood — that's useful)/;
/** The size-fit answer: wrong for a question about where, in what language or with whom. */
const sizeFit = /We fit companies of/;
/** Plainly "the pages don't say", with where a person will answer. */
const plainlyNot =
  /(?:pages don't cover|doesn't say|don't say|rather not guess)[\s\S]*\(\/try\)|\(\/try\)[\s\S]*(?:pages don't cover|doesn't say|don't say|rather not guess)/i;
/** A role named as the one asking, taken for a team in scope. */
const askerAsTeam = /\b(?:board|CFO|COO|VP|director|head of \w+)\b[^.]{0,30}\bin scope/i;

export const languageTuned11: Conversation[] = [
  {
    name: "LT11-1-the-board-wants-a-picture",
    set: "tuned",
    turns: [
      heard(
        "We're a 140-person logistics company, and our board wants a clear picture of what the fee covers before anyone signs.",
        { asks: ["price", "deliverables"], never: [shrug, fallback, askerAsTeam] },
      ),
      heard(
        "Our operations director would like to know how many of her people you'd pull in, and for how long.",
        { asks: ["needs"], never: [shrug, fallback] },
      ),
      heard("I'd also like to understand who we'd be dealing with day to day.", {
        asks: ["who"],
        never: [shrug, fallback, answeredAbove],
      }),
    ],
    roadmap: { companySize: "140 people", notDepartments: [/board/i] },
  },
  {
    name: "LT11-2-statements-that-ask",
    set: "tuned",
    turns: [
      heard("Walk me through what happens in the first couple of weeks.", {
        asks: ["how"],
        never: [shrug, fallback],
      }),
      heard("We need to see an example of the paperwork you produce before we commit.", {
        hears: [/RFP|readiness|requirements/i],
        never: [shrug, fallback],
      }),
      heard("Send me the pricing, and the smallest team you'd expect from our side.", {
        asks: ["price", "needs"],
        never: [shrug, fallback],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT11-3-is-that-in-your-line",
    set: "tuned",
    turns: [
      heard(
        "Once the simulation is over we'll need someone to configure the new ERP and roll it out. Is that something you do?",
        { hears: [/implement|blueprint|vendor|partner|\(\/try\)/i], never: [shrug, sizeFit] },
      ),
      heard("What about scoring the vendors' demos for us — is that in your line of work?", {
        asks: ["vendor"],
        hears: [/vendor-neutral|shortlisted vendor|requirements/i],
        never: [fallback],
      }),
      heard("And drafting the RFP itself?", {
        hears: [/RFP/],
        never: [fallback, answeredAbove],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT11-4-where-we-operate",
    set: "tuned",
    turns: [
      heard(
        "We're a 200-person distributor, head office in Rotterdam with warehouses in Belgium and Poland. Do you take on clients in mainland Europe?",
        { hears: [plainlyNot, /200/], never: [sizeFit, shrug] },
      ),
      heard("Could the interviews be held in Dutch rather than English?", {
        hears: [/\(\/try\)|call/i],
        never: [sizeFit, answeredAbove],
      }),
      heard("Have you worked with distribution businesses before?", {
        hears: [/distribution/i],
        never: [fallback, answeredAbove],
      }),
    ],
    roadmap: { companySize: "200 people" },
  },
  {
    name: "LT11-5-sector-and-kind",
    set: "tuned",
    turns: [
      heard("We run three private clinics. Any experience in healthcare?", {
        hears: [/healthcare/i],
        never: [fallback, shrug],
      }),
      heard("Would a charity be able to use this, or is it only for commercial firms?", {
        hears: [/mid-market|50–500|\(\/try\)/i],
        never: [shrug, answeredAbove],
      }),
      heard("Which time zone are your consultants in?", {
        hears: [plainlyNot],
        never: [sizeFit, answeredAbove],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT11-6-nav-today-two-candidates",
    set: "tuned",
    turns: [
      heard(
        "We're 180 staff running Microsoft Dynamics NAV and a pile of Access databases. The shortlist is Business Central or NetSuite, roughly $700k all in. Which would you go for?",
        {
          asks: ["vendor"],
          hears: [/Business Central or NetSuite/],
          never: [/should be[^.—]*(?:Dynamics(?! 365 Business)|NAV|Access)/i, fallback],
        },
      ),
      heard("Honestly, is picking between those two part of what you offer?", {
        asks: ["vendor"],
        hears: [/vendor-neutral|neutral/i],
        never: [fallback],
      }),
    ],
    roadmap: { companySize: "180 people", budget: /\$700K/ },
  },
  {
    name: "LT11-7-hubspot-today",
    set: "tuned",
    turns: [
      heard(
        "We've been on HubSpot for years but sales has outgrown it; it's Salesforce or Dynamics 365 Sales now. Thoughts?",
        {
          asks: ["vendor"],
          hears: [/Salesforce or Dynamics 365 Sales/],
          never: [/should be[^.—]*HubSpot/i, fallback],
        },
      ),
      heard("Our sales VP wants to know roughly what this would set us back.", {
        asks: ["price"],
        never: [shrug, askerAsTeam],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT11-8-back-two-turns",
    set: "tuned",
    turns: [
      heard("Tell me about the working prototype.", {
        hears: [/prototype/i],
        never: [fallback],
      }),
      heard("How long does the whole thing run?", { asks: ["duration"], never: [fallback] }),
      heard("Is it ours to keep once you've finished?", {
        hears: [/yours|keep|own/i],
        never: [fallback, answeredAbove],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT11-9-tell-me-honestly",
    set: "tuned",
    turns: [
      heard("Tell me honestly whether a 45-person firm is too small for this.", {
        asks: ["fit"],
        hears: [/45/],
        never: [shrug],
      }),
      heard("I'd like to understand what happens to the files we upload.", {
        asks: ["data"],
        never: [shrug, fallback],
      }),
    ],
    roadmap: { companySize: "45 people" },
  },
  {
    name: "LT11-10-outside-the-remit",
    set: "tuned",
    turns: [
      heard(
        "Could you also train our end users on the new system once it's live, or is that outside your remit?",
        { hears: [plainlyNot], never: [shrug, sizeFit] },
      ),
      heard("Do you sell ongoing support contracts after the report?", {
        hears: [/\(\/try\)|call/i],
        never: [shrug, answeredAbove, sizeFit],
      }),
    ],
    roadmap: {},
  },
];

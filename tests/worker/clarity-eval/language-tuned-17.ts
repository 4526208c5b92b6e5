/**
 * A seventeenth round of prospects in our own words (`tuned`), about the SENSE of a question's
 * words, written before any fix of the round: a word that means one thing about our service (the
 * fee knocked down, a quote, setting things up, who owns what, the report) and another inside the
 * prospect's own project (discount approvals in a CPQ, quotes that flow into orders, a customer
 * master owned by nobody); third parties asked about (the implementation firm, the vendor's own
 * consultants, external auditors, an outside project manager); what happens on each outcome (no
 * go, owners who still disagree, bad news, "wait a year"); and who holds the rights to what is
 * produced and whom it may be shown to. One reply answers each question one way: never "our
 * pages don't say" beside the answer the pages do give.
 */
import { type Conversation, heard, t } from "./script";

/** Clarity's plain "the pages don't say", in any of its wordings. */
const notSaid =
  /pages don't (?:cover|say)|site doesn't say|don't say (?:whether|either)|isn't one our pages|not something our pages/i;
/** Where a person answers instead: the contact page or the booking link. */
const aPerson = /\(\/try\)|book a free/i;
/** The price as the pages state it. */
const price = /\$25K–\$50K|\$25,000–\$50,000/;
/** The CPQ use case's words, given to a question about our own fee or our own work. */
const cpqCase =
  /discount approval|Discount approvals without|configurable products|catalog too messy|Quotes that can't flow|Quotes take days/i;
/** A passage about someone else's ownership, given to a question about whose the work is. */
const otherOwners = /owned by nobody|goals and ownership|without an owner/i;

export const languageTuned17: Conversation[] = [
  {
    name: "LT17-1-cpq-project-our-fee",
    set: "tuned",
    turns: [
      t(
        "We make industrial pumps, 180 staff, and sales wants a CPQ tool because reps hand out discounts nobody signs off.",
      ),
      heard(
        "If we booked the simulation and a second round together, would you knock something off the fee?",
        { hears: [price, aPerson], never: [cpqCase] },
      ),
      heard("Would your people set up the pricing rules in the new tool for us afterwards?", {
        hears: [aPerson],
        never: [cpqCase],
      }),
      heard("Who ends up holding the pricing prototype you build?", {
        hears: [/yours|you own/i],
        never: [notSaid, otherOwners],
      }),
    ],
    roadmap: { companySize: "180 people" },
  },
  {
    name: "LT17-2-third-parties-in-the-room",
    set: "tuned",
    turns: [
      t("We're 240 people in building supplies, replacing JD Edwards, with about $900k set aside."),
      heard(
        "Our implementation firm already drew up a project plan. Will you work alongside them?",
        { hears: [/implementation consultants|pre-engagement/i], never: [notSaid] },
      ),
      heard("Could our external auditors look at the findings as well?", {
        hears: [/yours|you own|take it to|keep every deliverable/i],
        never: [notSaid],
      }),
      heard(
        "We'll probably hire an outside project manager for the build. Does that change anything on your side?",
        { hears: [/tested plan|delivery lead|project manager|blueprint/i] },
      ),
    ],
    roadmap: { companySize: "240 people", budget: "$900K" },
  },
  {
    name: "LT17-3-each-outcome",
    set: "tuned",
    turns: [
      t("We're a dental lab group, 130 people, torn between two ERPs."),
      heard("What if the whole exercise tells us not to go ahead at all?", {
        hears: [/No-Go/i],
        never: [notSaid],
      }),
      heard("And if my two co-founders still disagree after all that?", {
        hears: [/Realign/i],
        never: [notSaid],
      }),
      heard("Will the simulation actually tell us which of the two to buy?", {
        hears: [/vendor-neutral|any product|any shortlisted vendor|Adjust/i],
        never: [notSaid, price],
      }),
      heard("Suppose the verdict is bad news — is the money simply gone?", {
        hears: [/keep every deliverable|yours/i],
        never: [cpqCase],
      }),
    ],
    roadmap: { companySize: "130 people" },
  },
  {
    name: "LT17-4-rights-and-who-sees-it",
    set: "tuned",
    turns: [
      t("We're a 75-person software reseller looking at moving from Pipedrive to HubSpot."),
      heard("Who holds the rights to the requirements you write up?", {
        hears: [/yours|you own/i],
        never: [notSaid, otherOwners],
      }),
      heard("Can we hand that RFP to the three vendors on our shortlist?", {
        hears: [/shortlist|price against/i],
        never: [notSaid],
      }),
      heard("Is it alright to show the gap report to our board before we decide?", {
        hears: [/board/i],
        never: [notSaid],
      }),
    ],
    roadmap: { companySize: "75 people" },
  },
  {
    name: "LT17-5-the-project-words-and-ours",
    set: "tuned",
    turns: [
      t(
        "We're a 110-person wholesaler; month-end close takes twelve days in Sage and we want NetSuite.",
      ),
      heard("Can you send us a formal quote for the simulation?", {
        hears: [price],
        never: [cpqCase, notSaid],
      }),
      heard("Who should own this on our side while it runs?", {
        hears: [/core team|2–5|own the process/i],
        never: [otherOwners],
      }),
      heard("Would you also configure NetSuite for us once it's done?", {
        hears: [aPerson],
        never: [cpqCase],
      }),
    ],
    roadmap: { companySize: "110 people" },
  },
  {
    name: "LT17-6-vendor-consultants-and-deadlock",
    set: "tuned",
    turns: [
      t("We distribute hospital supplies, 420 staff, and our Dynamics AX is reaching end of life."),
      heard("Could the vendor's consultants sit in on the stress-test sessions with our people?", {
        hears: [/implementation consultants|pre-engagement/i],
        never: [notSaid],
      }),
      heard(
        "What happens if our IT director and finance director can't settle the scope during the stress test?",
        { hears: [/Realign|disagree in practice|surface/i], never: [notSaid] },
      ),
      heard("And if the answer is to wait a year, do we lose what we paid for?", {
        hears: [/keep every deliverable|yours/i],
        never: [cpqCase],
      }),
    ],
    roadmap: { companySize: "420 people" },
  },
];

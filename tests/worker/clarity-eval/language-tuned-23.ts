/**
 * A twenty-third round of prospects in our own words (`tuned`), written before any fix of the
 * round, in trades and voices the earlier files do not use: a college's procurement lead
 * (formal, British), a hotel group's owner texting in shorthand, a port's engineer writing in
 * a second language, a publisher who buries the question after a long story. They ask what a
 * buyer asks before signing: an NDA, a security questionnaire, who owns the work, how to pay,
 * who you are and whether vendors pay you, the team's time, what happens if it goes badly, why
 * not let the vendor do it. The pages answer some; for the rest the right reply says plainly the
 * pages don't, and offers a person — never a wrong specific answer, never an earlier reply again.
 */
import { type Conversation, heard, t } from "./script";

/** Clarity's plain "the pages don't say", in any of its wordings. */
const notSaid =
  /pages don't (?:cover|say)|site doesn't say|don't say (?:whether|either)|isn't one our pages|not something our pages/i;
/** A person offered: the call, the contact page or the team. */
const person = /call|\/contact|our team|a person/i;
/** The stock answer about choosing between vendors. */
const vendorChoice = /we help with vendor selection/i;
/** The price answer, out of place when the question is how to pay. */
const priceStock = /roughly 10% of a traditional discovery|about 10% of/i;

export const languageTuned23: Conversation[] = [
  {
    name: "LT23-1-college-procurement",
    set: "tuned",
    turns: [
      t(
        "Good afternoon. I lead procurement at a further-education college of roughly 450 staff; we are scoping a replacement for our student records system and the envelope is £400k over three years.",
      ),
      heard(
        "Before we go further, would you be willing to sign our NDA, and complete the security questionnaire our information-governance team will insist upon?",
        { hears: [notSaid, person], never: [/^On your data/i, priceStock] },
      ),
      heard("Who would own the requirements and the prototype at the end of it, us or you?", {
        hears: [/yours|you keep|you own/i],
        never: [notSaid],
      }),
      heard("Could we pay on invoice, in two instalments, and in sterling rather than dollars?", {
        hears: [person],
        never: [priceStock, /^Good to know/i],
      }),
    ],
    roadmap: { companySize: "450 people", budget: /£400K/ },
  },
  {
    name: "LT23-2-hotels-texting",
    set: "tuned",
    turns: [
      t(
        "hey. 6 boutique hotels, ~180 staff total, want to move our PMS from opera to mews. ~90k eur",
      ),
      heard("how big r u guys tbh? and who wd actually run ours, some junior?", {
        hears: [/implementation leads|solution architects|consultant|programmes/i],
        never: [notSaid],
      }),
      heard("do the software cos pay u commission? like r u really neutral", {
        hears: [/vendor-neutral|neutral|no vendor/i],
        never: [vendorChoice],
      }),
      heard("how many hrs a week wd my GMs lose to this", {
        hears: [/hour a week|1 hour per week|an hour/i],
      }),
      heard(
        "we got stung last yr by an agency, paid for a 'discovery' and got 40 slides nobody read. why is this not that",
        {
          hears: [/prototype/i],
          never: [/^Good to know/i, /Anonymised sample data/i, /For implementation consultants/i],
        },
      ),
    ],
    roadmap: { companySize: "180 people", budget: /€90K/ },
  },
  {
    name: "LT23-3-port-second-language",
    set: "tuned",
    turns: [
      t(
        "Hello. We are port terminal operator in Rotterdam, 320 employees. We want new maintenance system (EAM) for the cranes.",
      ),
      heard("Why we don't let the supplier make this analysis? They know the system best.", {
        hears: [/their (?:own )?product|before you sign|sell/i],
        never: [vendorChoice],
      }),
      heard("If it goes bad in the middle, we can stop it and get the money back?", {
        hears: [person],
        never: [/Anonymised sample data/i, /^Good to know/i, /has done its job/i],
      }),
      heard("Our data must stay in EU. Is this possible?", {
        hears: [person],
        never: [/^Good to know/i, priceStock],
      }),
    ],
    roadmap: { companySize: "320 people" },
  },
  {
    name: "LT23-4-publisher-buried-question",
    set: "tuned",
    turns: [
      heard(
        "So the background: we're a publisher, 130 people, three imprints, everything runs on a patchwork of filemaker and spreadsheets, the rights team keeps its own access database and royalties are worked out by one person who retires in the spring. anyway what i actually wanted to ask is whether you'd look at the royalties process specifically",
        { hears: [/royalt/i], never: [notSaid] },
      ),
      heard("two things — how long does it take start to finish, and roughly what does it cost?", {
        asks: ["duration", "price"],
      }),
      heard("would you need our real royalty statements or is made-up data fine", {
        hears: [/sample data|anonymised/i],
      }),
      heard("do you carry professional indemnity insurance? our contracts team always asks", {
        hears: [person],
        never: [/^Good to know/i, priceStock],
      }),
    ],
    roadmap: { companySize: "130 people" },
  },
];

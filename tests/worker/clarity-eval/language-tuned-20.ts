/**
 * A twentieth round of prospects in our own words (`tuned`), written before any fix of the round,
 * typed as hurried prospects type (lower case, "tbh", a question after a long statement): a third
 * party's person asked into the simulation (the vendor's own lead), not the choice of a vendor;
 * whether the simulation covers a process of theirs (quoting), with the process said back; what
 * happens when the people who decide turn the result down; a subject raised to discuss
 * (integrations), not a call asked for; a contract already signed; how it differs from a
 * consultancy's discovery; one department or a subsidiary alone, IT's part, the prototype in
 * production, references. Each answered from what the pages say, in a sentence or two.
 */
import { type Conversation, heard, t } from "./script";

/** Clarity's plain "the pages don't say", in any of its wordings. */
const notSaid =
  /pages don't (?:cover|say)|site doesn't say|don't say (?:whether|either)|isn't one our pages|not something our pages/i;
/** The answer about choosing between vendors. */
const vendorChoice = /we help with vendor selection|vendor-neutral/i;
/** An offer of a call, given to a subject raised to talk over here. */
const callOffer = /There's no phone line behind this chat|You can talk to a person/i;

export const languageTuned20: Conversation[] = [
  {
    name: "LT20-1-vendor-person-and-quoting",
    set: "tuned",
    turns: [
      t("we're a 160 person distributor moving off sage 200 to dynamics, budget around 600k"),
      heard("would our vendor's implementation lead have to join the sessions?", {
        hears: [/core team|your own people/i],
        never: [vendorChoice, notSaid],
      }),
      heard("does the simulation cover our quoting process at all?", {
        hears: [/quoting/i, /use-cases|stress test|scenarios/i],
        never: [notSaid, /Prototypes in hours/i],
      }),
      heard("what happens if the board turns the recommendation down?", {
        hears: [/board|re-run/i],
        never: [notSaid],
      }),
      heard("can we talk about integrations?", {
        hears: [/integrations?/i],
        never: [callOffer],
      }),
    ],
    roadmap: { companySize: "160 people", budget: "$600K" },
  },
  {
    name: "LT20-2-signed-and-other-discovery",
    set: "tuned",
    turns: [
      t("hi, 90 ppl, logistics co, looking at a new crm"),
      heard("we already signed with salesforce last month tbh, is it too late?", {
        hears: [/signed|underway/i],
        never: [/last rollout stalled/i],
      }),
      heard("how is this different from the discovery phase our consultancy offered", {
        hears: [/\$200K–\$500K|traditional discovery/i],
        never: [/vendor's discovery is designed/i],
      }),
      heard("done this for logistics companies before?", {
        hears: [/manufacturing, distribution/i, /book a free/i],
      }),
    ],
    roadmap: { companySize: "90 people" },
  },
  {
    name: "LT20-3-long-statement-then-price",
    set: "tuned",
    turns: [
      heard(
        "Our CFO has asked me to look into this. We're about 300 staff across three sites, we've been burned before by an ERP rollout that went sideways in 2019 and nobody wants to repeat it, and the board is nervous. Is the price fixed or does it depend on scope?",
        { hears: [/\$25K–\$50K|\$25,000–\$50,000/], never: [/Fair challenge/i] },
      ),
      heard("and what do we actually get if you tell us not to do it", {
        hears: [/No-Go/i, /keep every deliverable|yours/i],
      }),
      heard("the vendor offered a free pre-sales workshop, why would we pay you", {
        hears: [/any shortlisted vendor|before you sign|their product/i],
      }),
    ],
    roadmap: { companySize: "300 people" },
  },
  {
    name: "LT20-4-part-of-the-company",
    set: "tuned",
    turns: [
      t("We're a 220-person engineering group and we want to roll out NetSuite next year."),
      heard("could just one department do this, like only finance?", {
        hears: [/core team|2–5/i],
        never: [/Outgrowing QuickBooks/i],
      }),
      heard("does IT have to be involved", {
        hears: [/core team|2–5/i],
        never: [/Noted: IT will feel/i],
      }),
      heard("our subsidiary in poland wants to do it on its own, is that ok", {
        hears: [/\/who|\(\/try\)|book a free/i],
        never: [/^Good to know\./i],
      }),
    ],
    roadmap: { companySize: "220 people" },
  },
  {
    name: "LT20-5-after-the-simulation",
    set: "tuned",
    turns: [
      t("we're 140 people, wholesale, looking at a cpq for our reps"),
      heard("can we use the prototype in production afterwards?", {
        hears: [/yours|you own/i, /blueprint|real build/i],
        never: [/Anonymised sample data is enough/i],
      }),
      heard("do you have any case studies or references i could see?", {
        hears: [/Fortune 500|\$1M|sample/i],
      }),
    ],
    roadmap: { companySize: "140 people" },
  },
  {
    name: "LT20-6-questions-without-their-marks",
    set: "tuned",
    turns: [
      t("hi we're ~180 ppl, food distribution, replacing our erp"),
      heard("ok. if the ceo vetoes the recommendation what then", {
        hears: [/decision stays with you|take it to vendors, to the board/i],
        never: [notSaid],
      }),
      heard("can we talk abt data ownership", {
        hears: [/data/i],
        never: [callOffer, notSaid],
      }),
      heard("contract's been signed but nothing is built yet, any point doing this?", {
        hears: [/signed/i, /book a free/i],
      }),
    ],
    roadmap: { companySize: "180 people" },
  },
];

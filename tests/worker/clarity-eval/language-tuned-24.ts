/**
 * A twenty-fourth round of prospects in our own words (`tuned`), written before any fix of the
 * round, in trades and voices the earlier files do not use: a dental group's operations lead
 * (chatty, Irish), a craft brewery's owner typing in lowercase shorthand, a nonprofit's COO
 * (formal, American), a recruitment agency's office manager writing in a second language. They
 * ask what the team's time really is against a limit they name, what we cost in their own
 * words, whether it can be ready by a date of theirs, whether it is too much for a firm their
 * size and whether the simulation looks at one thing; they correct a detail the roadmap keeps no
 * field for, refuse a call and say how they'd rather hear from us, and doubt in their first
 * message whether they need the software at all.
 */
import { type Conversation, heard } from "./script";

/** Clarity's plain "the pages don't say", in any of its wordings. */
const notSaid =
  /pages don't (?:cover|say)|site doesn't say|don't say (?:whether|either)|isn't one our pages|not something our pages|rather not guess/i;
/** The stock objection paragraph, out of place before a size doubt's answer. */
const objectionStock = /fair challenge|slide deck/i;
/** An acknowledgement that says nothing of what was said. */
const bareThanks = /^(?:Thanks, that helps|Good to know|Noted)\.?(?:\s|$)/i;
/** The team's time as the pages give it. */
const teamTime = /hour a week|hour per week|an hour/i;
const sprintHours = /5–10 hour|sprint/i;
/** The price and where it is written. */
const price = /\$25,000|\$25K/;
const investmentLink = /\/investment/;
/** A call offered, or the contact page: wrong after a refusal. */
const callOffer =
  /book (?:a|your) (?:call|slot)|schedule a call|happy to (?:call|talk)|(?:a|quick|short) call\b[^.]*\?|calendar|\/contact/i;
/** The doubt in the opener met: the simulation may end in not buying, or a smaller step. */
const doubtMet =
  /no-go|smaller step|not to buy|don't need|may not need|might not need|whether you need|if you need/i;
/** A link to one of the site's pages. */
const pageLink = /\]\(\/[a-z]/;
/** The size doubt answered by the fit. */
const fitFirst = /^[^.?!]*(?:fit|50–500|your size|size)/i;

export const languageTuned24: Conversation[] = [
  {
    name: "LT24-1-dental-group-chatty",
    set: "tuned",
    turns: [
      heard(
        "Hi there! We run 9 dental clinics around Cork and Limerick, about 140 staff all in. We're thinking about a proper practice management system, Dentally maybe, though honestly I'm half wondering whether we just need to tidy up what we have.",
        { hears: [doubtMet] },
      ),
      heard(
        "What would my practice managers actually have to put in? They're run off their feet with patients, a spare half hour a week at most.",
        { hears: [teamTime, sprintHours], never: [notSaid] },
      ),
      heard(
        "Oh sorry, I said 9 clinics, it's 10 actually, we took over one in Mallow in the summer.",
        { hears: [/\b(?:10|ten) clinics/i, /Mallow/], never: [bareThanks] },
      ),
      heard("And what sort of money would we be talking about for your part of it?", {
        hears: [price, investmentLink],
        never: [/Noted as a risk/i, /\bbudget\b[^.]*\?/i],
      }),
    ],
    roadmap: { companySize: "140 people" },
  },
  {
    name: "LT24-2-brewery-lowercase",
    set: "tuned",
    turns: [
      heard("craft brewery, 3 sites + 2 taprooms, 85 ppl. looking at an erp, ~£150k", {}),
      heard("honestly is this a bit much for a business our size", {
        hears: [fitFirst],
        never: [objectionStock],
      }),
      heard("dont want a call tbh. just send stuff over by email, i read it on the train", {
        hears: [/email|in writing/i, /email address|your email|which email|what email|best email/i],
        never: [callOffer, bareThanks],
      }),
      heard("board meets end of feb to sign off spend. could we have the results by then", {
        hears: [/weeks/i],
        never: [notSaid],
      }),
    ],
    // "85 ppl" after "craft brewery" is not read as the company's size (worker/language/size.ts:
    // "people" alone needs a sign it is the whole company); left to the size reader's owner.
    roadmap: { budget: /£150K/ },
  },
  {
    name: "LT24-3-nonprofit-formal",
    set: "tuned",
    turns: [
      heard(
        "Good morning. I am the COO of a nonprofit in Ohio with roughly 210 employees across three shelters and our offices. We are evaluating a donor CRM (Salesforce NPSP or Blackbaud) and have approximately $120,000 set aside.",
        {},
      ),
      heard(
        "Would the simulation examine whether our integrations, the payment processor and our accounting package, will actually hold up?",
        { hears: [/(?:^|[.!?]\s+)(?:Yes|No)\b/, pageLink], never: [notSaid] },
      ),
      heard("What would your own engagement set us back, all in?", {
        hears: [price, investmentLink],
        never: [/Noted as a risk/i],
      }),
      heard(
        "A correction to my earlier note: it is four shelters, not three. We took on the Dayton site in October.",
        { hears: [/\b(?:4|four) shelters/i, /Dayton/], never: [bareThanks] },
      ),
      heard(
        "Our board's next meeting is on December 18th. Is there any chance of having findings in hand by then?",
        { hears: [/weeks/i, /not|unlikely|too soon|tight|short/i], never: [notSaid] },
      ),
    ],
    roadmap: { companySize: "210 people", budget: /\$120K/ },
  },
  {
    name: "LT24-4-recruiter-second-language",
    set: "tuned",
    turns: [
      heard(
        "Hello, we are recruitment agency in Munich, 60 people. Our boss wants a new ATS system, but I am not sure we need new software or only a better process.",
        { hears: [doubtMet] },
      ),
      heard("We are small company, maybe this service is too big for us?", {
        hears: [fitFirst],
        never: [objectionStock],
      }),
      heard("My recruiters are on phone all day. How much hours from them you need, and when?", {
        hears: [teamTime, sprintHours],
        never: [notSaid],
      }),
      heard(
        "Please no telephone meeting, my spoken English is not so good. Better we write. My email is anna.keller@personal-agentur.de",
        { hears: [/writ|email/i], never: [callOffer, bareThanks, /email address\?/i] },
      ),
      heard("You check also if our old candidate data can go into the new system?", {
        hears: [/(?:^|[.!?]\s+)(?:Yes|No)\b/, pageLink],
        never: [notSaid],
      }),
    ],
    roadmap: { companySize: "60 people", email: "anna.keller@personal-agentur.de" },
  },
];

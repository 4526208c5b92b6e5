/**
 * An eighth round of prospects in our own words (`tuned`), about Clarity's replies: several
 * questions in one message, each answered; a figure, a currency, a date or a head count given
 * while asking, shown back as heard and the question about it answered; doubts answered with what
 * a simulation tests; questions with typos and shorthand; a follow-up that refers back; two
 * different questions one page answers, neither told "I've answered that above". The cases not
 * passing yet are in language-tuned-8-open.ts; the later ones in language-tuned-8-more.ts.
 */
import { type Conversation, heard } from "./script";

const fallback = /pages don't cover|doesn't say that/i;
const answeredAbove = /answered that above/i;
const shrug = /^(?:Good to know|Thanks, that helps|Understood — that's useful)/;

export const languageTuned8: Conversation[] = [
  {
    name: "LT8-1-euros-and-two-questions",
    set: "tuned",
    turns: [
      heard(
        "We're a distributor of about 180 people with roughly €400k set aside for a new ERP. What would your simulation set us back, and how many weeks are we looking at?",
        { asks: ["price", "duration"], hears: [/€400K/, /180/], never: [/\$400K/] },
      ),
      heard("Who on our end would need to be in it?", { asks: ["needs"], never: [fallback] }),
      heard("And once it wraps up, what's the end product we're left holding?", {
        asks: ["deliverables"],
        never: [fallback],
      }),
    ],
    roadmap: { project: /ERP/, companySize: "180 people", budget: /€400K/ },
  },
  {
    name: "LT8-3-two-phases-one-page",
    set: "tuned",
    turns: [
      heard("What goes on during the stress test phase?", {
        hears: [/scenario|core team/i],
        never: [fallback],
      }),
      heard("And the final phase, what happens there?", {
        hears: [/report|readiness|analysis/i],
        never: [fallback, answeredAbove],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT8-4-doubts-not-shrugged-off",
    set: "tuned",
    turns: [
      heard("Honestly this sounds like an expensive way to put off a decision.", {
        hears: [/simulat|wrong start|no-go/i],
        never: [shrug, fallback],
      }),
      heard("We got burned by consultants on our last rollout. Why would this go any better?", {
        hears: [/simulat|test|evidence/i],
        never: [shrug, fallback],
      }),
      heard("What if it just tells us what we already know?", {
        hears: [/simulat|test|evidence|no-go|confirm/i],
        never: [shrug],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT8-6-a-follow-up-that-refers-back",
    set: "tuned",
    turns: [
      heard("Looking at a CRM for our 60 sales reps. What does it cost?", {
        asks: ["price"],
        hears: [/60/],
      }),
      heard("And that covers the workshops and the interviews too?", {
        never: [fallback, answeredAbove],
        hears: [/interview|\$25K|simulation/i],
      }),
    ],
    roadmap: { project: /CRM/ },
  },
  {
    name: "LT8-7-figures-given-while-asking",
    set: "tuned",
    turns: [
      heard(
        "We have 85 staff and need the new ERP live by September 2027 — can your process fit that?",
        { asks: ["duration"], hears: [/85/, /September 2027/] },
      ),
      heard("Our budget is about £350k, would that be enough for the whole thing?", {
        hears: [/£350K/],
        never: [/\$350K/],
      }),
      heard("What would you need from our three finance people?", {
        asks: ["needs"],
        hears: [/3|three/],
      }),
    ],
    roadmap: { project: /ERP/, companySize: "85 people", budget: /£350K/ },
  },
  {
    name: "LT8-9-head-counts-in-questions",
    set: "tuned",
    turns: [
      heard("We're 650 people across three sites. Is that too big for you?", {
        asks: ["fit"],
        hears: [/650/],
      }),
      heard("Would 12 warehouse people be too many for the core team?", {
        hears: [/12/],
        never: [fallback],
      }),
    ],
    roadmap: { companySize: "650 people" },
  },
  {
    name: "LT8-10-doubt-with-questions",
    set: "tuned",
    turns: [
      heard(
        "I'm not convinced an AI can understand how our plant really works. Who checks what it finds? And can I speak to a person before we decide?",
        { asks: ["who", "person"], never: [shrug] },
      ),
    ],
    roadmap: {},
  },
  {
    name: "LT8-11-dates-while-asking",
    set: "tuned",
    turns: [
      heard("We're replacing our CPQ tool, 220 people.", {}),
      heard("Our board decides in February. Could the simulation be wrapped up before then?", {
        asks: ["duration"],
        hears: [/February/],
      }),
      heard("Realistically we couldn't kick off before mid-January though, is that a problem?", {
        hears: [/January/],
        never: [answeredAbove],
      }),
    ],
    roadmap: { project: /CPQ/, companySize: "220 people" },
  },
  {
    name: "LT8-8-typos-and-shorthand",
    set: "tuned",
    turns: [
      heard("how much dose it cost and how lnog does it tkae?", {
        asks: ["price", "duration"],
        never: [fallback],
      }),
      heard("wat do we get at teh end of it", { asks: ["deliverables"], never: [fallback] }),
      heard("is our data kept privte?", { asks: ["data"], never: [fallback] }),
    ],
    roadmap: {},
  },
  {
    name: "LT8-13-shorthand-asks",
    set: "tuned",
    turns: [
      heard("ballpark cost + timeframe pls", { asks: ["price", "duration"] }),
      heard("n what do u need frm us", { asks: ["needs"] }),
    ],
    roadmap: {},
  },
  {
    name: "LT8-14-three-asks-in-one",
    set: "tuned",
    turns: [
      heard(
        "Can you help us choose between SAP and Oracle, what do we actually receive, and what are the stages of the process?",
        { asks: ["vendor", "deliverables", "how"] },
      ),
    ],
    roadmap: {},
  },
  {
    name: "LT8-15-small-data-who",
    set: "tuned",
    turns: [
      heard(
        "We're only 30 people - is that too small? Also where does our data go, and who's running this on your end?",
        { asks: ["fit", "data", "who"], hears: [/30/] },
      ),
    ],
    roadmap: {},
  },
  {
    name: "LT8-16-return-and-after",
    set: "tuned",
    turns: [
      heard("What kind of return do clients see, and what happens once we stop chatting?", {
        asks: ["roi", "next"],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT8-17-terse-typos",
    set: "tuned",
    turns: [heard("Wht does it cost n how long?", { asks: ["price", "duration"] })],
    roadmap: {},
  },
  {
    name: "LT8-18-neutral-and-steps",
    set: "tuned",
    turns: [
      heard("Are you tied to any software vendor? And how does it work step by step?", {
        asks: ["vendor", "how"],
      }),
    ],
    roadmap: {},
  },
];

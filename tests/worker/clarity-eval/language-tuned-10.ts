/**
 * A tenth round of prospects in our own words (`tuned`), about Clarity's replies, written before
 * any fix of this round: objections and doubts about the service (the price against what it
 * gives, "we know our processes", "consultants always say that", a rollout that went wrong, a
 * "no" at the end, the vendor's own free discovery), several questions in one message, questions
 * in chat shorthand, and questions the pages do not answer (said plainly, with a person to ask).
 * "Tens of thousands of dollars … hard to justify" is in language-tuned-8-open.ts: the money
 * reader takes the bare "thousands" for a $1K budget, and the reply judges the project not a fit.
 */
import { type Conversation, heard } from "./script";

const fallback = /pages don't cover|doesn't say that/i;
const answeredAbove = /answered that above/i;
const shrug = /^(?:Good to know|Thanks, that helps|Understood — that's useful)/;
/** A real answer to a doubt: what the simulation tests, the no-go outcome, or the price weighed. */
const realAnswer = /scenario|prototype|no-go|wrong start|evidence|test/i;
const plainlyNot =
  /(?:pages don't cover|doesn't say|rather not guess)[\s\S]*\(\/try\)|\(\/try\)[\s\S]*(?:pages don't cover|doesn't say|rather not guess)/i;

export const languageTuned10: Conversation[] = [
  {
    name: "LT10-1-we-know-our-processes",
    set: "tuned",
    turns: [
      heard(
        "We've run this warehouse for twenty years, nobody knows our processes better than we do. What could a simulation possibly show us?",
        { hears: [realAnswer], never: [shrug, fallback] },
      ),
      heard("ok and how many hours would it take from our people?", {
        asks: ["needs"],
        never: [fallback],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT10-2-consultants-always-say-that",
    set: "tuned",
    turns: [
      heard(
        "Every consultant we've met says more analysis is needed before anything gets built. Isn't this the same pitch with a new name?",
        { hears: [realAnswer], never: [shrug, fallback] },
      ),
      heard("Fine. What's the fixed fee then?", { asks: ["price"], never: [fallback] }),
    ],
    roadmap: {},
  },
  {
    name: "LT10-3-a-rollout-that-went-wrong",
    set: "tuned",
    turns: [
      heard(
        "Our CRM launch two years ago flopped, the reps simply never logged in. How would this time be different?",
        { hears: [realAnswer], never: [shrug, fallback] },
      ),
      heard("And who from sales would have to take part?", {
        asks: ["needs"],
        never: [fallback],
      }),
    ],
    roadmap: { project: /CRM/ },
  },
  {
    name: "LT10-4-the-result-is-not-ready",
    set: "tuned",
    turns: [
      heard(
        "Say we do the whole thing and the result is 'you're not ready'. Did we just throw the money away?",
        { hears: [/No-Go|deliverable|keep/i], never: [shrug, fallback] },
      ),
    ],
    roadmap: {},
  },
  {
    name: "LT10-5-the-vendor-does-it-for-free",
    set: "tuned",
    turns: [
      heard(
        "The NetSuite rep offered to run a discovery for us at no charge. Why pay you for something they'd do for nothing?",
        { hears: [/vendor/i, realAnswer], never: [shrug, fallback] },
      ),
    ],
    roadmap: {},
  },
  {
    name: "LT10-7-three-questions-at-once",
    set: "tuned",
    turns: [
      heard(
        "Three quick ones: what does it cost, how long does it run, and does any of our data leave the building?",
        { asks: ["price", "duration", "data"], never: [fallback] },
      ),
    ],
    roadmap: {},
  },
  {
    name: "LT10-8-in-shorthand",
    set: "tuned",
    turns: [
      heard("hw much r u guys? n how long 4 the whole thing?", {
        asks: ["price", "duration"],
        never: [fallback],
      }),
      heard("wat do we actually get @ the end", { asks: ["deliverables"], never: [fallback] }),
    ],
    roadmap: {},
  },
  {
    name: "LT10-9-not-on-the-pages",
    set: "tuned",
    turns: [
      heard("Do you have an office in Singapore?", { hears: [plainlyNot] }),
      heard("Is there a discount for charities?", {
        hears: [/\(\/try\)|call/i],
        never: [answeredAbove],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT10-10-a-figure-and-two-questions",
    set: "tuned",
    turns: [
      heard(
        "We're 60 staff and the ERP budget is around 150k GBP. Are we big enough for this to make sense, and who actually runs the sessions?",
        { asks: ["fit", "who"], hears: [/£150K/, /60/], never: [/\$150K/] },
      ),
    ],
    roadmap: { companySize: "60 people", budget: /£150K/ },
  },
  {
    name: "LT10-11-doubt-and-a-question",
    set: "tuned",
    turns: [
      heard("Not sure we need outside help at all tbh. What do you actually hand over?", {
        asks: ["deliverables"],
        hears: [realAnswer],
        never: [shrug],
      }),
    ],
    roadmap: {},
  },
  {
    name: "LT10-12-paid-by-a-vendor",
    set: "tuned",
    turns: [
      heard("How do I know you're not steering us toward a vendor who pays you a commission?", {
        hears: [/vendor-neutral|any shortlisted vendor/i],
        never: [shrug, fallback],
      }),
    ],
    roadmap: {},
  },
];

/**
 * Cases the engine does not pass yet, kept out of the played sets until it does
 * (`languageTuned8Open`, not registered in conversations.ts): a word the pages never use
 * ("verdict") for an outcome the pages word otherwise ("everything checks out"). Those that pass
 * now are played (`languageTuned8Closed`): a currency asked about without a sum ("pay in Swiss
 * francs?"), a bare "tens of thousands of dollars" (once read as a $1K budget), a follow-up two
 * questions back ("who actually builds it?" after "do we get to keep it?").
 */
import { type Conversation, heard } from "./script";

const fallback = /pages don't cover|doesn't say that/i;
const answeredAbove = /answered that above/i;
/** The Terms page's disclaimer given to a question about the prototype itself. */
const disclaimer = /invented sample data|not a product you can/i;

const shrug = /^(?:Good to know|Thanks, that helps|Understood — that's useful)/;

export const languageTuned8Closed: Conversation[] = [
  {
    name: "LT8-5-not-on-the-pages",
    set: "tuned",
    turns: [
      heard("We make craft beer, 90 people. Have you done this for a brewery before?", {
        hears: [
          /(?:pages don't cover|doesn't say|rather not guess)[\s\S]*\(\/try\)|\(\/try\)[\s\S]*(?:pages don't cover|doesn't say|rather not guess)/i,
          /90/,
        ],
      }),
      heard("Can we pay the fee in Swiss francs?", {
        hears: [/\(\/try\)|call/i],
        never: [answeredAbove],
      }),
    ],
    roadmap: { companySize: "90 people" },
  },
  {
    name: "LT10-6-a-lot-for-advice",
    set: "tuned",
    turns: [
      heard(
        "Tens of thousands of dollars for a few weeks of advice is hard to justify to our CFO.",
        {
          hears: [/wrong start|discovery|\$25K/i],
          never: [shrug, fallback, /not a fit|\$1K\b/],
        },
      ),
    ],
    roadmap: {},
  },
  {
    name: "LT8-2-what-the-prototype-is-like",
    set: "tuned",
    turns: [
      heard("What's the prototype like? Real software or a slide deck?", {
        hears: [/prototype/i, /working|workflow/i],
        never: [fallback, disclaimer],
      }),
      heard("Do we get to hang on to it after you're done?", {
        hears: [/yours|keep/i],
        never: [fallback, answeredAbove],
      }),
      heard("Who actually builds it, one of your developers?", {
        hears: [/Clarity|builds/i],
        never: [answeredAbove],
      }),
    ],
    roadmap: {},
  },
];

export const languageTuned8Open: Conversation[] = [
  {
    name: "LT8-12-two-outcomes-one-page",
    set: "tuned",
    turns: [
      heard("What's the verdict called when everything checks out?", {
        hears: [/Green Light/],
        never: [fallback],
      }),
      heard("And if we're only partly ready, what then?", {
        hears: [/Adjust/],
        never: [fallback, answeredAbove],
      }),
      heard("Is there an outcome where the team itself is the problem?", {
        hears: [/Realignment/],
        never: [fallback, answeredAbove],
      }),
    ],
    roadmap: {},
  },
];

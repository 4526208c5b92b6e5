/**
 * A call wished by the shape of an answer rather than by a phrase (docs/decisions/033): a yes, or
 * a time offered, after a question about a call the prospect quotes or asks themselves ("Call?
 * Sure, Thursday works", "Would a call help? Yes please, after 3pm my time"; "Call? No thanks"
 * refuses one), and a time offered for a conversation ("Wednesday or Thursday afternoon suits for
 * a chat", "mornings are best to talk"). Read by calls.ts sentence by sentence.
 */
import { weekdays } from "./vocabulary";

/** Words for talking with someone, as a question about a call may put it. */
const TALK =
  /\b(?:call(?:s|back)?|ring|phone|chat|talk|speak|zoom|teams|catch[- ]up|conversation|meet(?:ing)?|demo)\b/i;

/** A question about a call: "Call?", "Would a quick call help?", "Shall we talk?". */
export const callQuestion = (sentence: string) =>
  /\?\s*$/.test(sentence) && TALK.test(sentence) && !/\b(?:your|my) call\b/i.test(sentence);

/** A time of the week or day: "Thursday", "mornings", "after 3pm", "tomorrow", "any time". */
export const TIME = new RegExp(
  String.raw`\b(?:${weekdays.join("|")}|mon|tues?|wed|thu(?:rs?)?|fri|weekdays?|mornings?|afternoons?|evenings?|lunch ?time|(?:after|before|around|over) lunch|(?:the |this )?arvo|tomorrow|today|tonight|any ?time|(?:all|this|next) week|(?:after|before|from|around|between)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm))\b`,
  "i",
);
/**
 * A time said to suit: "works", "suits", "are best", "is fine", "I'm free"; one said to suit
 * better than another ("mornings are better", "easier to catch in the arvo").
 */
const SUITS =
  /\b(?:works?|suits?|(?:is|are|would be|will be) (?:best|better|good|great|ideal|fine|perfect|easiest|easier)|(?:better|easier|easiest) (?:for me|for us|to (?:catch|reach|get|call|ring))|(?:i'm|i am|we're|we are) (?:free|around|available)|free|available|good for me|best for me)\b/i;
const NOT = /\b(?:no|not|don't|doesn't|won't|can't|cannot|never)\b|n't\b/i;
/** A time that suits, said without a no: "Thursday works", "after 3pm my time" (after a question). */
export const timeOffered = (sentence: string) =>
  TIME.test(sentence) && SUITS.test(sentence) && !NOT.test(sentence);

/** What the time suits: a conversation ("for a chat", "to talk", "for a quick call"). */
export const OFFERED_FOR =
  /\b(?:for|to)\s+(?:a\s+|the\s+|our\s+)?(?:quick\s+|short\s+|brief\s+|first\s+)?(?:call|ring|phone call|chat|talk|speak|zoom|catch[- ]up|conversation)\b/i;

/** Going through it together, at a time offered: "I'm free Thursday if you want to go through it". */
const GO_THROUGH = /\b(?:go|walk|run|talk)\s+(?:\w+\s+)?through\b/i;
/** Talking proposed: "let's speak", "can we talk", "shall we catch up". */
const PROPOSED =
  /\b(?:let's|let us|lets|can we|could we|shall we|should we|we could|we can)\s+(?:have a\s+)?(?:talk|speak|chat|catch up|jump on|hop on)\b/i;
/** A time ahead, for a talk proposed: "Tuesday", "next week", "tomorrow at 10". */
const AHEAD = /\b(?:next|this)\s+(?:week|month)\b|\blater (?:today|this week)\b/i;

/**
 * A conversation with a time in the same sentence: a time that suits and a word for talking
 * ("Let's talk next week — Tuesday 10am suits", "Wednesday suits for a chat"), or talking
 * proposed for a time ("Let's speak Tuesday", "can we talk next week?").
 */
export const talkAtTime = (sentence: string) =>
  !NOT.test(sentence) &&
  ((timeOffered(sentence) &&
    (OFFERED_FOR.test(sentence) || TALK.test(sentence) || GO_THROUGH.test(sentence))) ||
    (PROPOSED.test(sentence) && (TIME.test(sentence) || AHEAD.test(sentence))));

const YES =
  /^\W*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|absolutely|definitely|of course|certainly|please|happy to|gladly|sounds good|go ahead|why not|that would (?:be )?(?:great|good|help(?:ful)?)|would be (?:great|good|helpful))\b/i;
const NO = /^\W*(?:no|nope|nah|not (?:really|now|yet|needed|necessary)|rather not|no thanks)\b/i;

/**
 * The sentence after a question about a call, read as its answer: a yes or a time that suits
 * asks for one, a no refuses it; anything else is read on its own words (null).
 */
export function answerTo(sentence: string): boolean | null {
  if (NO.test(sentence)) return false;
  return YES.test(sentence) || timeOffered(sentence) ? true : null;
}

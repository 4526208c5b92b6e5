/**
 * A limit the project must live within, said as a ceiling on people's time or on the money ("the
 * nurses can only spare 30 minutes a week", "my leads can't be away from the floor for more than
 * an hour or two", "capped at £80k, the bank won't lend more"): a constraint, never why the
 * project exists, never people set against it. A limit on people's time is a risk to plan around,
 * labelled whole ("Capacity: the nurses, about 30 minutes a week at most").
 */
import { figures } from "../../language/numbers";
import type { Risk } from "./clarity-memory";

/** An amount of people's time: "an hour or two", "half a day", "30 minutes", "a couple of hours". */
const TIME = String.raw`(?:(?:about|around|roughly|maybe|perhaps|like|just|only|barely|~)\s+)?(?:a couple of|a few|couple of|half an?|an?|one|\d+(?:[.,]\d+)?)\s*(?:(?:-|to|or)\s*(?:\d+|two|three)\s*)?(?:minutes?|mins?|hours?|hrs?|h|days?|mornings?|afternoons?|evenings?|sessions?|workshops?)(?:\s+or\s+(?:two|\d+|so))?`;
/** How often that time comes round: "a week", "per month", "each", "every fortnight". */
const EVERY = String.raw`(?:\s+(?:a|an|per|each|every)\s+(?:week|fortnight|month|quarter|day|year|person|head)|\s+each|\s+a\s+head)?`;

/** A ceiling on people's time, said by what they can give or how much more they cannot. */
const TIME_LIMIT = new RegExp(
  String.raw`\b(?:(?:can|could|will|'ll)\s+(?:(?:only|just|realistically|maybe|probably|at most)\s+)*(?:spare|give|free up|commit|set aside|offer|manage|put in|afford)\b[^.;!?]{0,30}?(${TIME}${EVERY})|(?:can'?t|cannot|won'?t|couldn'?t|will not|not|never)\s+(?:[\w'-]+\s+){0,7}?(?:more than|longer than|over|beyond)\s+(${TIME}${EVERY})|(?:at most|max(?:imum)?(?: of)?|no more than|not more than|up to)\s+(${TIME}${EVERY}))`,
  "i",
);
/** The same ceiling said after the amount: "an hour a fortnight, no more", "half a day at most". */
const CEILING_AFTER = new RegExp(
  String.raw`(${TIME}${EVERY})[^.;!?]{0,24}?\b(?:no more|at most|at the most|max(?:imum)?|tops|and that'?s it)\b`,
  "i",
);

/** A ceiling on the money: "capped at £80k", "can't cost more than 60k", "won't go above that". */
const MONEY_LIMIT =
  /\b(?:capped|(?:a|the|hard|firm)\s+(?:cap|ceiling|limit)\b|ceiling\s+(?:of|is)|(?:can'?t|cannot|won'?t|will not|mustn'?t|must not|not)\s+(?:\w+\s+){0,3}?(?:go|spend|cost|be|exceed|lend|pay|stretch)\w*\s+(?:any\s+)?(?:above|over|more than|beyond|past|more\b))/i;

/** The money in the sentence: a sum or a word for it ("can't spend more time" is no money). */
const MONEY_SAID =
  /\d\s*(?:k|m|mil|million|grand)?\b|[£$€]|\b(?:budget|costs?|price|money|funds?|funding|lend|loan|spend|invest|thousand|grand|million)\b(?!\s+(?:time|hours|days))/i;

/** People's time said as a pronoun: the sentence names them earlier ("The pickers …, so they …"). */
const PRONOUN = /^(?:they|he|she|we|i|them|it)$/i;
const SUBJECT =
  /\b((?:the|our|my|his|her|their|all|most)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s)\b(?=\s+(?:\p{Ll}+\s+){0,2}?(?:can|could|will|won'?t|can'?t|cannot|only|are|work|have|do|need))/iu;

/** Who the time is theirs, as the sentence says it. */
function whoseTime(sentence: string, at: number): string {
  const clause = sentence
    .slice(0, at)
    .split(/[,;:—]|\s-\s|\b(?:but|so|because|and)\b/i)
    .at(-1)!
    .replace(
      /\s+(?:can|could|will|'ll|won'?t|can'?t|cannot|couldn'?t|only|just|realistically)\b.*$/i,
      "",
    )
    .trim();
  if (clause && !PRONOUN.test(clause) && clause.split(/\s+/).length <= 5) return clause;
  const earlier = SUBJECT.exec(sentence.slice(0, at))?.[1];
  return earlier ?? (/^(?:i|we)$/i.test(clause) ? clause : "the team");
}

/** A word any limit says: a span of people's time, or a ceiling ("capped", "more than", "above"). */
const MAYBE_LIMIT =
  /(?:minute|min|hour|hr|day|morning|afternoon|evening|session|workshop)s?\b|\d\s*h\b|\b(?:cap|capped|ceiling|limit|above|over|more|beyond|past|exceed)\b/i;

export interface Limit {
  kind: "time" | "money";
  /** A limit on people's time, as a risk to plan around. */
  risk?: Risk;
}

/** The limit a sentence sets, if any. */
export function limitOf(said: string): Limit | undefined {
  // Most sentences say no span of time and no word of a ceiling: one look before the readers.
  if (!MAYBE_LIMIT.test(said)) return undefined;
  const sentence = figures(said);
  const time = TIME_LIMIT.exec(sentence) ?? CEILING_AFTER.exec(sentence);
  if (time) {
    const amount = (time[1] ?? time[2] ?? time[3])!.trim().replace(/\s+/g, " ");
    const who = whoseTime(sentence, time.index).replace(/^(?:the|our|my)\s+/i, "the ");
    const text = `Capacity: ${who === "i" ? "you" : who}, ${amount} at most`;
    return { kind: "time", risk: { id: "capacity", text, who } };
  }
  return MONEY_LIMIT.test(sentence) && MONEY_SAID.test(sentence) ? { kind: "money" } : undefined;
}

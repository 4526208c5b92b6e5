/**
 * The firm's own headcount said humbly: "we're only 30 staff", "there's only 8 of us", "we're a
 * tiny company, just 5 people", "we are merely 40 employees", "only about 20 people here" — the
 * whole company counted small, no worry about people short. Said of someone's work ("only 2
 * people know the system", "just three of us in IT", "only 4 staff can spare the time") it is a
 * team's, and stays what it was.
 */
import { N, ORG, PEOPLE } from "./size-words";

/** Who is counted: "we", "there", or the firm named just before ("a tiny company, just 5 …"). */
const WHOSE = String.raw`(?:\bwe(?:'re|’re| are| have|'ve got| employ)|\bthere(?:'s|’s| is| are)|\b${ORG}\b[^.;!?]{0,14}?)`;
/** What may close the count: where, when or how much it is, and nothing about work. */
const AFTER = String.raw`(?:\s+(?:here|in total|overall|altogether|all told|in all|in the (?:${ORG})|(?:at|across) the (?:${ORG})|really|honestly|tbh|at the moment|right now|now|today|currently|these days|or so|give or take))*`;
const HUMBLE = new RegExp(
  String.raw`${WHOSE}\s*(?:(?:a|an)\s+)?(?:(?:small|tiny|little)\s+(?:team|${ORG})\s+of\s+)?(?:only|just|merely|barely|a mere|a measly)\s+(?:(?:about|around|roughly|approx\.?|~|some)\s+)?${N}\s*(?:${PEOPLE}|of us)?${AFTER}(?=\s*(?:[,.;:!?)—–]|\s-\s|$|\b(?:and|but|so|which|nothing|not)\b))`,
  "giu",
);

/** The words without the firm's headcount said humbly (the rest read as before). */
export function withoutHumbleSize(sentence: string): string {
  if (!/\b(?:only|just|merely|barely|mere|measly)\b/i.test(sentence)) return sentence;
  return sentence.replace(HUMBLE, (m) => " ".repeat(m.length));
}

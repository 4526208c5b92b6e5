/**
 * Corrections: "sorry, I meant 200 not 120", "actually it's 90 staff, not 60", "make that €300k",
 * "120 — no wait, 200". `isCorrection` says a message takes something back (the reader then
 * replaces the earlier value, and the memory keeps both); `retracted` drops the words taken back,
 * so a reader finds only the value that stands (docs/decisions/033).
 */
import { moneyWords } from "./vocabulary";

const MARK =
  /\b(?:i meant|i mean|meant to (?:say|write)|make that|correction|scratch that|no wait|not quite|typo|sorry|actually|rather|update|to be precise|my mistake|my bad|oops)\b/i;

/** "not $120k but 200k": a figure, its currency's sign before it, then what replaces it. */
const NOT_BUT = new RegExp(
  String.raw`\bnot\s+(?:${moneyWords.source})?\d[\d.,]*\s*\w*\s*,?\s*but\b`,
  "i",
);
export const isCorrection = (text: string) =>
  MARK.test(text) || NOT_BUT.test(text) || PUT_IN_PLACE.test(text) || STRUCK.test(text);

/** A figure struck out: "scratch the 90", "ignore the 40", "disregard my 150". */
const STRUCK = /\b(?:scratch|forget|ignore|disregard)\s+(?:the|that|my)\s+\S*\d/i;

/** A message opening "not X, Y" puts Y in X's place: "Not March, May.", "not 120, 200". */
const PUT_IN_PLACE = /^\W*(?:no,?\s+)?not\s+[^,.;!?]{1,25},\s*\S/i;

/** Words that take a figure back: "not 120", "rather than 60", "instead of $100k", "(not 60)". */
const TAKEN_BACK = new RegExp(
  String.raw`\b(?:not|rather than|instead of|as opposed to|vs\.?|versus)\s+(?:the\s+)?(?:about\s+|around\s+)?(?:(?:${moneyWords.source})\s?)?\d[\d.,]*(?:\s*(?:k|m|mm|mil|million|thousand|grand|bn|%|percent))?(?:\s+(?:people|staff|employees|users|${moneyWords.source}))?(?:\s+(?:as|like)\s+i\s+(?:said|wrote|typed))?`,
  "gi",
);

/**
 * A figure named and called wrong or old ("90 was wrong", "the 90 is out of date", "the 90 was
 * last year's number"), or struck out ("scratch the 90"): taken back too.
 */
const OLD_SAID = String.raw`(?:(?:${moneyWords.source})\s?)?\d[\d.,]*(?:\s*(?:k|m|mm|mil|million|thousand|grand))?(?:\s+(?:people|staff|employees|users))?`;
export const CALLED_WRONG = new RegExp(
  String.raw`(?:\b(?:scratch|forget|ignore|disregard)\s+(?:the|that|my)\s+(?=\S*\d)${OLD_SAID}|(?<![\w.,])${OLD_SAID}\s+(?:was|is)\s+(?:wrong|incorrect|off|outdated|out of date|old|a typo|last year'?s)\b)`,
  "gi",
);

/** The text without what it takes back; after a "no wait"/"I meant", only what follows it. */
export function retracted(text: string): string {
  let t = text.replace(TAKEN_BACK, " ").replace(CALLED_WRONG, " ");
  const m =
    /\b(?:i meant|meant to (?:say|write)|make that|no wait|scratch that|no,? actually|no,? sorry)\b/i.exec(
      t,
    );
  if (m) t = t.slice(m.index + m[0].length);
  // "We had €150k, but finance trimmed it to €110k": the figure it was changed to stands.
  const changed = REVISED.exec(t);
  if (changed) t = t.slice(changed.index + changed[0].length);
  return t;
}

/** A figure changed by someone: "trimmed it to", "cut the budget down to", "raised that to". */
const REVISED = new RegExp(
  String.raw`\b(?:trimmed|cut|reduced|lowered|slashed|halved|capped|brought|dropped|raised|increased|bumped|upped|revised|changed|moved)\s+(?:it|that|this|the (?:budget|figure|amount|number))?\s*(?:back\s+|down\s+|up\s+)?to\s+(?=(?:about\s+|around\s+|roughly\s+)?(?:(?:${moneyWords.source})\s?|\d))`,
  "i",
);

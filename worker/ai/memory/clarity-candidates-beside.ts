/**
 * A candidate no table knows, weighed against one the tables know: "considering Sage X3 or
 * Priority", "looking at Priority or Sage X3". The known one is a product, so the name beside it
 * across an "or" is the other candidate, even a word that is also a plain English one: it has its
 * capital mid-sentence. A place, a month or a word a sentence opens with is none.
 */
import { placesIn } from "../../language/places";
import { plainWord } from "./clarity-plain-words";

const WORD = String.raw`(?:\p{Lu}|\p{Ll}{1,4}\p{Lu})[\p{L}\d&-]*(?:\.[\p{L}\d&-]+)*`;
const AFTER = new RegExp(
  String.raw`^\s+(?:or|vs\.?|versus)\s+(${WORD}(?:\s${WORD})?)(?![\p{L}\d])`,
  "u",
);
const BEFORE = new RegExp(
  String.raw`(?:^|\s)(${WORD}(?:\s${WORD})?)\s+(?:or|vs\.?|versus)\s+$`,
  "u",
);

/** Words that put names up as the choice, before them. */
const WEIGHING =
  /\b(?:looking at|considering|evaluating|comparing|between|shortlist\w*|weighing|torn between|deciding between|choosing between|either|demos? (?:from|of|with)|trialling|trialing)\b[^.;!?]*$/i;

/** The candidate beside a known product at [start, end) of `text`, if one is named there. */
export function candidateBeside(text: string, start: number, end: number): string | undefined {
  const after = AFTER.exec(text.slice(end, end + 40));
  const before = after ? undefined : BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  const name = (after ?? before)?.[1];
  const from = after ? start : start - (before?.[0].length ?? 0);
  if (!name || !WEIGHING.test(text.slice(Math.max(0, from - 60), from))) return undefined;
  if (plainWord(name) || placesIn(name).length) return undefined;
  return name;
}

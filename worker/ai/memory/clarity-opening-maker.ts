/**
 * A reason said back that opens with its maker typed in lower case ("microsoft is pulling support
 * for that version", "sage are ending support for 50 next year"): the maker's name keeps the
 * capital the tables spell it with ("Microsoft is pulling support …"). Only a word that opens a
 * label of the tables, followed by what a maker does to its product, is taken for one ("business
 * is booming" is no maker).
 */
import { moreSystems, productTypes, systems } from "./clarity-platform-names";

/** The first word of each label the tables spell with a capital, by its lower case. */
const MAKERS: Record<string, string> = Object.fromEntries(
  [...productTypes.map(([, l]) => l), ...systems, ...moreSystems]
    .map((x) => (typeof x === "string" ? x : x[1]).split(" ")[0]!)
    .filter((w) => /^\p{Lu}[\p{L}\d]{2,}$/u.test(w))
    .map((w) => [w.toLowerCase(), w] as const),
);

/** What a maker does to its product: "is pulling support", "are ending", "has stopped", "will sunset". */
const MAKER_DOES =
  /^\s+(?:is|are|has|have|will|'s|'re|just|now|)\s*(?:been\s+)?(?:pull|end|drop|stop|retir|sunset|discontinu|withdraw|rais|hik|increas|chang|forc|kill|deprecat|switch\w* off|turn\w* off|phas|mov|push|no longer)\w*/i;

/** The reason with its opening maker spelled as the tables spell it. */
export function makerOpening(phrase: string): string {
  const first = /^\p{Ll}[\p{L}\d]+/u.exec(phrase)?.[0];
  if (!first || !Object.hasOwn(MAKERS, first)) return phrase;
  const rest = phrase.slice(first.length);
  return MAKER_DOES.test(rest) ? MAKERS[first] + rest : phrase;
}

/**
 * A phrase of the prospect's said back inside Clarity's sentence: its first letter in lower case
 * when the capital was only the sentence's ("Close takes 12 days" → "close takes 12 days"), kept
 * when the word is a name ("Microsoft is sunsetting", "Sage says it goes out of support").
 */
import { productTypes, systems } from "./clarity-platform-names";

/** Names the tables know: a vendor, a product, a system. */
const NAMES = [...productTypes.map(([re]) => re), ...systems.map(([re]) => re)];
const named = (word: string) =>
  NAMES.some((re) => {
    re.lastIndex = 0;
    return re.test(word);
  });

export function lowerOpening(phrase: string, sentence = phrase): string {
  const first = /^\p{Lu}\p{Ll}+/u.exec(phrase)?.[0];
  if (!first) return phrase;
  // Written with its capital after the start of a sentence, the word is a name.
  const mid = new RegExp(String.raw`[\p{L}\p{N},]\s+${first}\b`, "u").test(sentence);
  return mid || named(first) ? phrase : `${first.charAt(0).toLowerCase()}${phrase.slice(1)}`;
}

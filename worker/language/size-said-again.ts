/**
 * A headcount said again at once, closer ("we're about 70 people, well, 85 now actually", "60
 * staff - sorry, 65", "around 200, make that 230 with the new site"): the later count is the one
 * meant, so the first is dropped before the size patterns run (docs/decisions/033).
 */
import { COUNT, PEOPLE } from "./size-words";

/** Words that take the count before back: "well", "actually", "sorry", "or rather", "make that". */
const AGAIN = String.raw`(?:well|actually|sorry|or rather|rather|make (?:that|it)|more like|no|scratch that|correction)`;

const SAID_AGAIN = new RegExp(
  String.raw`(?<![\d.,$€£])${COUNT}(\s*${PEOPLE})?\s*[,;:–—-]?\s*(?:${AGAIN}\b[\s,;:–—-]*){1,3}(?:(?:it's|we're|we are|it is|about|around|nearer|closer to|nearly|almost)\s+)?${COUNT}(?![\d.,]\d|\s*(?:%|k\b|m\b|years?|months?|[$€£]))`,
  "gi",
);

/** `text` with a count said again closer read as that count alone, with its word for people. */
export function countSaidAgain(text: string): string {
  if (!/\d[^\d]{1,40}\d/.test(text)) return text;
  return text.replace(
    SAID_AGAIN,
    (_whole, _first: string, unit: string | undefined, later: string) => `${later}${unit ?? ""}`,
  );
}

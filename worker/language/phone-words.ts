/**
 * A phone number read out in words, as a prospect types it the way they would say it: "oh eight
 * seven, one two three, four five six seven" is "087 123 4567", "double" and "triple" repeating
 * the digit after them, "nine hundred" 900 (docs/decisions/033). Each pause (a comma, a dash) keeps its group, so
 * the number is grouped as it was said. The digits' words are the vocabulary's.
 */

import { units, zeroSaid } from "./vocabulary";
import { wordTable } from "./word-table";

const DIGIT_WORDS: Record<string, string> = wordTable(
  Object.fromEntries(zeroSaid.map((w) => [w, "0"])),
);
for (const [word, value] of Object.entries(units))
  if (value < 10 && word !== "dozen") DIGIT_WORDS[word] = String(value);
// "nine hundred", as a British number is said ("oh seven seven double oh, nine hundred, …"):
// after a digit's word, "hundred" is two noughts and "thousand" three.
const WORD = `(?:(?:double|triple)[\\s-]+)?(?:${Object.keys(DIGIT_WORDS).join("|")})(?:[\\s-]+(?:hundred|thousand))?`;
/** Seven or more digits said one by one, with pauses between groups; "plus" before a code. */
const RUN = new RegExp(String.raw`(?:\bplus\s+)?\b${WORD}(?:[\s,.-]+${WORD}){6,}\b`, "gi");
/** One of the words, to look for before the run's pattern: most messages have none. */
const ANY = new RegExp(
  `\\b(?:${Object.keys(DIGIT_WORDS)
    .filter((w) => w.length > 1)
    .join("|")})\\b`,
  "i",
);

const digitsOf = (group: string) => {
  let out = "";
  const words = group
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === "hundred" || w === "thousand") {
      out += w === "hundred" ? "00" : "000";
      continue;
    }
    const times = w === "double" ? 2 : w === "triple" ? 3 : 1;
    if (times > 1) i++;
    out += (DIGIT_WORDS[words[i] ?? ""] ?? "").repeat(times);
  }
  return out;
};

/** The text with each number read out in words written in figures; the rest as it was. */
export function spokenDigits(text: string): string {
  if (!ANY.test(text)) return text;
  return text.replace(RUN, (run) => {
    const plus = /^plus\s+/i.test(run);
    const groups = run
      .replace(/^plus\s+/i, "")
      .split(/\s*[,.]\s*|\s+-\s+/)
      .map(digitsOf)
      .filter(Boolean);
    return `${plus ? "+" : ""}${groups.join(" ")}`;
  });
}

/**
 * A brand written in lower case inside a message that has capitals elsewhere ("I'm at harrow &
 * finch architects, a practice in Bristol", "Hey! I'm with tidewater print & pack"): after a
 * strong cue, a run of lower-case words is a name only when its own shape says so — an "&"
 * between its words, or a last word naming a kind of organisation ("architects", "logistics").
 * A message all in lower case is read by company-forms.ts, where capitals tell nothing.
 */
import { LEGAL_FORMS, ORG_HEADS, ROLES } from "./company-words";
import { readOnce } from "./read-once";
import { sentencePieces } from "./sentence-parts";

const CUE = new RegExp(
  String.raw`\b(?:(?:I'm|I’m|I am|we're|we’re|we are)\s+(?:at|with)|(?:I|we)\s+work\s+(?:at|for|with)|here at|we at|on behalf of|speaking for|representing|writing (?:from|for)|(?:${ROLES})\s+(?:at|of|for|with))\s+(?:the\s+)?([a-z0-9][a-z0-9'’-]*(?:\s+(?:&\s+)?[a-z0-9'’-]+){1,4})`,
  "giu",
);
/** The small words a name stops at ("harrow & finch architects in Bristol"). */
const STOP =
  /^(?:a|an|the|and|or|but|so|we|i|in|on|at|to|for|with|of|from|our|my|is|are|was|were|has|have|had|as|since|because|where|which|who|that|this|looking|currently|now|just|also|here|there|please|thanks|based|near|outside|by|btw)$/;
const KIND = new RegExp(String.raw`^(?:${ORG_HEADS}|${LEGAL_FORMS})$`, "i");

/**
 * The words after each cue in one sentence, in order. No match of the cue holds a sentence's
 * mark, so none runs past a sentence's end: a message's matches are its sentences' in turn, each
 * kept by its words (sentence-parts.ts, read-once.ts).
 */
const afterCues = readOnce((sentence: string) => [...sentence.matchAll(CUE)].map((m) => m[1]!));

/** Words no name is made of after "at": a state or a time ("at capacity and", "at night and"). */
const NOT_A_NAME =
  /^(?:home|work|night|nights|weekends?|capacity|present|times|risk|peace|rest|school|lunch|dinner|breakfast|church|least|most|first|last|best|worst)$/;
/**
 * The words of a name up to a small word. "and" joins two words as "&" does ("hollis and crane,
 * speech-to-text's "&") when one word stands on each side and a small word or the end follows:
 * never "capacity and struggling".
 */
function nameWords(said: string[]): string[] {
  const words: string[] = [];
  for (const [i, w] of said.entries()) {
    const [next, after] = [said[i + 1], said[i + 2]];
    const joins =
      w === "and" &&
      words.length === 1 &&
      next !== undefined &&
      !STOP.test(next) &&
      (after === undefined || STOP.test(after)) &&
      ![words[0]!, next].some((x) => NOT_A_NAME.test(x) || /(?:ing|ed|ly)$/.test(x));
    if (joins) return [...words, w, next];
    if (STOP.test(w)) break;
    words.push(w);
  }
  while (words.at(-1) === "&") words.pop();
  return words;
}

export function lowerCaseBrand(text: string): string | undefined {
  if (!/[a-z]\s+(?:&\s+)?[a-z]/.test(text)) return undefined;
  for (const said of sentencePieces(text).flatMap((s) => afterCues(s))) {
    const words = nameWords(said.split(/\s+/));
    const name = words.join(" ");
    // Typed in lower case, two words or more, and shaped as a name: an "&" (or its "and") or a
    // kind at its end.
    if (
      words.length >= 2 &&
      name === name.toLowerCase() &&
      (words.includes("&") || words.includes("and") || KIND.test(words.at(-1)!))
    )
      return name;
  }
  return undefined;
}

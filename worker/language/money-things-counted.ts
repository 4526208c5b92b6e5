/**
 * Figures in thousands or millions that count things, not money: "40k jobs a year", "12k tickets
 * a year come in", "1.2m parcels" — each scaled figure of the sentence followed by the things it
 * counts. "40k a year", "40k dollars a year", "40k this year" count money.
 */
import { moneyWords } from "./vocabulary";

const SCALED = /\d[\d.,]*\s*(?:k|m|mm|mn|mil|million|thousand|bn|billion)\b\+?/gi;
/** The words that may follow: a plural thing ("jobs", "support tickets"), one adjective before it. */
const THING = /^\s+(?:[a-z-]+\s+)?([a-z]{2,}s)\b/i;
/** Words ending in "s" that are no things counted. */
const NOT_A_THING =
  /^(?:this|plus|less|was|is|has|as|its|thus|us|across|always|perhaps|besides|towards|unless|whereas|yes|tops|max|mins?|ish|upwards|outwards|afterwards|ks|ms)$/i;

/** Whether every figure in thousands or millions of the sentence counts things (and there is one). */
export function thingsCounted(sentence: string): boolean {
  let found = false;
  for (const m of sentence.matchAll(SCALED)) {
    const after = sentence.slice(m.index + m[0].length);
    const thing = THING.exec(after);
    if (!thing || NOT_A_THING.test(thing[1]!) || moneyWords.test(thing[0])) return false;
    found = true;
  }
  return found;
}

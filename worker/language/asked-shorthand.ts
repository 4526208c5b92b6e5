/**
 * A question asked by money signs alone ("$$?", "£?", "€€€ ?"): terse chat asking what it costs,
 * with no word to read. Only the whole message: "$$ is tight" says something of theirs. The signs
 * are the currencies' own (vocabulary-money.ts), not a second table.
 */
import { currencyWords } from "./vocabulary-money";

const SIGNS = [...new Set(currencyWords.map((c) => c.sign.trim().slice(-1)))]
  .filter((s) => !/\p{L}/u.test(s))
  .join("")
  .replace(/\$/g, "\\$");
const ONLY_SIGNS = new RegExp(`^\\W*(?:how much\\s*)?[${SIGNS}]{1,4}\\s*\\?+\\W*$`, "i");

/** Whether a message asks the price by money signs alone. */
export const priceBySigns = { test: (text: string) => ONLY_SIGNS.test(text.trim()) };

/** Money signs alone, as a noun of a list asked: "$ and weeks?". */
export const MONEY_SIGNS = `[${SIGNS}]{1,4}`;

/** Words that may lead a bare noun: "and pricing?", "your timeline?", "ballpark cost?". */
const LEAD = String.raw`(?:(?:and|so|ok|what about|how about|your|the|typical|usual|rough|ballpark|total|overall|estimated|approx\.?|approximate)\s+)*`;
/** What joins nouns asked together: "fees / timing?", "price + timeline?", "cost & weeks?". */
const JOIN = /\s*(?:[/+&,;]|\?\s*|\b(?:and|or|n|plus)\b)\s*/i;
/** A polite word after the nouns: "price & length pls". */
const POLITE = /[\s,]*\b(?:pls|plz|please|thanks|thx|ty|cheers)\W*$/i;

/**
 * A question by its nouns alone ("timeline?", "pricing?", "fees / timing?", "price & length
 * pls"): terse chat with no verb to read. The whole message is one noun asked ("?") or a few
 * joined, each a noun some topic asks by (`all`), one of them this topic's (`nouns`). "our pricing
 * is a mess" or "our timeline is Q3" is theirs, no question.
 */
export function bareAsk(nouns: string, all: string) {
  const mine = new RegExp(`^${LEAD}(?:${nouns})$`, "i");
  const any = new RegExp(`^${LEAD}(?:${all})$`, "i");
  return {
    test: (text: string) => {
      const plain = text.trim().replace(POLITE, "");
      if (plain.length > 60) return false;
      const asked = /\?\W*$/.test(plain);
      const parts = plain
        .replace(/^\W+|[\s?.!]+$/g, "")
        .split(JOIN)
        .filter(Boolean);
      // One noun is a question by its mark; two or more listed are one without it.
      if (!asked && parts.length < 2) return false;
      return parts.every((p) => any.test(p)) && parts.some((p) => mine.test(p));
    },
  };
}

/**
 * Vendors' quotes far apart, asked about: "we got two quotes for netsuite that are miles apart,
 * is that something you deal with", "two vendor proposals, very different prices — which one is
 * right?". Their vendors' quotes are not our price: the /who page's scenario card "Two vendor
 * quotes, 40% apart" answers it.
 */
import { whoCards } from "./clarity-who-cards";

/** Two or more vendors' quotes compared, or far apart. */
const QUOTES_APART =
  /\b(?:two|2|three|3|several|multiple|both|competing|different)\s+(?:vendor\s+|vendors'?\s+|supplier\s+|different\s+)?(?:[\w-]+\s+)?(?:quotes|proposals|bids|offers|quotations)\b[^.?!]{0,60}?\b(?:apart|differ\w*|different|gap|spread|miles|worlds|vary|varies|compare|which)\b|\b(?:quotes|proposals|bids|quotations)\b[^.?!]{0,30}?\b(?:\d[\d,.]*\s?(?:%|k|m|grand)?|miles|worlds|way) apart\b/i;

/** The card's answer when the question is about vendors' quotes far apart; null otherwise. */
export function quotesApartAnswer(question: string): string | null {
  if (!QUOTES_APART.test(question)) return null;
  const c = whoCards("scenarios").find(
    (i) => /\bquotes\b/i.test(i.title) && /\bapart\b/i.test(i.title),
  );
  return c ? `**${c.title}**: ${c.text} More on [Who it's for](/who#scenarios).` : null;
}

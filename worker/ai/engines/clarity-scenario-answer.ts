/**
 * Vendors' quotes far apart, asked about: "we got two quotes for netsuite that are miles apart,
 * is that something you deal with", "two vendor proposals, very different prices — which one is
 * right?". Their vendors' quotes are not our price: the /who page's scenario card "Two vendor
 * quotes, 40% apart" answers it.
 */
import { who } from "../../../content/pages/who";

/** Two or more vendors' quotes compared, or far apart. */
const QUOTES_APART =
  /\b(?:two|2|three|3|several|multiple|both|competing|different)\s+(?:vendor\s+|vendors'?\s+|supplier\s+|different\s+)?(?:[\w-]+\s+)?(?:quotes|proposals|bids|offers|quotations)\b[^.?!]{0,60}?\b(?:apart|differ\w*|different|gap|spread|miles|worlds|vary|varies|compare|which)\b|\b(?:quotes|proposals|bids|quotations)\b[^.?!]{0,30}?\b(?:\d[\d,.]*\s?(?:%|k|m|grand)?|miles|worlds|way) apart\b/i;

let card: { title: string; text: string } | undefined;
/** The scenario card about two quotes (read once). */
function quotesCard() {
  if (card) return card;
  const section = who.sections.find((s) => s.id === "scenarios");
  for (const b of section?.blocks ?? [])
    if (b.type === "cards")
      for (const i of b.items)
        if (/\bquotes\b/i.test(i.title) && /\bapart\b/i.test(i.title))
          card = { title: i.title, text: i.text ?? "" };
  return card;
}

/** The card's answer when the question is about vendors' quotes far apart; null otherwise. */
export function quotesApartAnswer(question: string): string | null {
  if (!QUOTES_APART.test(question)) return null;
  const c = quotesCard();
  return c ? `**${c.title}**: ${c.text} More on [Who it's for](/who#scenarios).` : null;
}

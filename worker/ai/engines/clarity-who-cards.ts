/**
 * The cards of one section of the /who page ("personas", "scenarios"), read once each: the
 * roles it works with and the moments teams call us, as the page shows them.
 */
import { who } from "../../../content/pages/who";

export interface WhoCard {
  eyebrow: string;
  title: string;
  text: string;
}

const read = new Map<string, WhoCard[]>();

/** The cards of the /who section with this id ([] when it has none). */
export function whoCards(section: string): WhoCard[] {
  const kept = read.get(section);
  if (kept) return kept;
  const blocks = who.sections.find((s) => s.id === section)?.blocks ?? [];
  const cards = blocks.flatMap((b) =>
    b.type === "cards"
      ? b.items.map((i) => ({ eyebrow: i.eyebrow ?? "", title: i.title, text: i.text ?? "" }))
      : [],
  );
  read.set(section, cards);
  return cards;
}

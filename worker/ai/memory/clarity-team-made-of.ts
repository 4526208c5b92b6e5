/**
 * A team said as the people in it: "finance is me, our controller and two bookkeepers" is a
 * finance of 4, not of the two bookkeepers; "sales is me and two account managers plus a key
 * account lead" a sales of 4. The team is one the house labels; the people are added up by
 * `peopleCounted` (worker/language/people-counted.ts).
 */
import { peopleCounted } from "../../language/people-counted";

/** "<team> is ": each team said as what it is; its list runs to the next such or the sentence's end. */
const HEAD =
  /(?:^|[.;:!?]\s+|,\s*|\b(?:and|then|so)\s+)(?:the\s+|our\s+)?([\p{L}&]+(?:\s+[\p{L}&]+)?)\s+(?:is|are|=|consists of|is made up of)\s+(?:just\s+|basically\s+|only\s+)?/giu;
/** A list of people opens with a person or a count of them. */
const PEOPLE_FIRST =
  /^(?:me|myself|an?|one|our|the|my|\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\b/i;

/** Each team a text says as its people, by the house's label, with how many they are. */
export function teamsMadeOf(
  text: string,
  labelsOf: (words: string) => string[],
): [label: string, people: number][] {
  if (!/\b(?:is|are|consists|made up)\b|=/i.test(text)) return [];
  const heads = [...text.matchAll(HEAD)];
  const found: [string, number][] = [];
  heads.forEach((m, i) => {
    const from = m.index + m[0].length;
    const next = heads[i + 1]?.index ?? text.length;
    const list = /^[^.;!?]*/.exec(text.slice(from, next))![0];
    if (!PEOPLE_FIRST.test(list)) return;
    const labels = labelsOf(m[1]!);
    if (labels.length !== 1) return;
    const n = peopleCounted(list);
    if (n !== undefined) found.push([labels[0]!, n]);
  });
  return found;
}

/**
 * People counted per place when the places were counted in another message: "we have 14 shops",
 * then "about 12 staff per shop plus 30 at head office" — the places times the people, and the
 * people counted at head office added. Both halves are read here; memory keeps the places.
 */
import { figures, toNumber, unitValue } from "./numbers";
import { A_PLACE, PLACES } from "./size-places";
import { COUNT, HEDGED, N, PEOPLE } from "./size-words";

const COUNTED = new RegExp(String.raw`\b${PLACES}\b`, "i");
/** How many places the company works from: "14 shops", "9 care homes", "3 sites". */
export function placesCounted(text: string): number | undefined {
  const m = COUNTED.exec(figures(text));
  const n = m ? Number(m[1]) : undefined;
  return n !== undefined && n >= 2 && n <= 1000 ? n : undefined;
}

const EACH = String.raw`(?:per|(?:in|at|for)\s+(?:each|every))\s+(?:${A_PLACE})\b`;
/** Words that make the count before them one per place: "… per shop", "… in each home". */
export const PER_PLACE_NEXT = new RegExp(String.raw`^\s+${EACH}`, "i");
/** Words that make the count after them one per place: "each clinic has about …". */
export const PER_PLACE_BEFORE = new RegExp(
  String.raw`\b(?:each|every)\s+(?:${A_PLACE})\s+(?:has|have|employs|is|runs with)\s+(?:got\s+)?(?:(?:${HEDGED})\s*)?$`,
  "i",
);
/** "about 12 staff per shop", "45 in each home", "each home has about 45 staff". */
const PER = [
  new RegExp(String.raw`(?:(?:${HEDGED})\s*)?${N}\s*(?:${PEOPLE}\s+)?${EACH}`, "i"),
  new RegExp(
    String.raw`\b(?:each|every)\s+(?:${A_PLACE})\s+(?:has|have|employs|is|runs with)\s+(?:got\s+)?(?:(?:${HEDGED})\s*)?${N}\s*${PEOPLE}\b`,
    "i",
  ),
];
/** "plus 30 at head office", "and another 20 in the central office": people at no counted place. */
const BESIDE = new RegExp(
  String.raw`^\s*[,;]?\s*(?:plus|and|\+|with)\s+(?:another\s+|a further\s+)?(?:(?:${HEDGED})\s*)?${COUNT}\s*(?:${PEOPLE}\s+)?(?:at|in|on)\s+(?:the\s+|our\s+)?(?:head ?office|hq|central office|support office|main office|office|centre|center)\b`,
  "i",
);

/** The company's size from people per place and places counted before; none without a per-place count. */
export function perPlaceApart(text: string, places: number): number | undefined {
  const said = figures(text);
  if (placesCounted(said) !== undefined) return undefined;
  for (const re of PER) {
    const m = re.exec(said);
    if (!m) continue;
    const each = Math.round(toNumber(m[1]!) * unitValue(m[2]));
    if (each < 1 || each > 5000) return undefined;
    const beside = BESIDE.exec(said.slice(m.index + m[0].length));
    return places * each + (beside ? toNumber(beside[1]!) : 0);
  }
  return undefined;
}

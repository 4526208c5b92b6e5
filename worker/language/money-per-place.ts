/**
 * A budget given per workplace (docs/decisions/033): "€15k per site, and there are 8 sites" is
 * €120K, "A$30k per clinic" after "our 4 clinics" A$120K — the sum for each place times the
 * places counted, in the same message or one said before. With no count said the sum stands as
 * given.
 */
import type { Money } from "../contracts/facts";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { workplaces } from "./vocabulary";

const kindPattern = (w: string) =>
  w.endsWith("y") ? `${w.slice(0, -1)}(?:y|ies)` : `${w.replace(/ /g, "\\s+")}(?:e?s)?`;
const KIND = workplaces.map(kindPattern).join("|");

/** A sum, then "per site", "a clinic", "for each store", "/branch": the place it is given for. */
const PER = new RegExp(
  String.raw`\d(?:[\d.,]*\d)?\s*(?:k|m|mm|thousand|grand|million|[a-z]{3})?\b\s*(?:(?:dollars?|euros?|pounds?|francs?)\s+)?(?:per|a|for each|for every|each|every|\/)\s*(?:of\s+(?:the|our)\s+(\d{1,3})\s+)?(${KIND})\b`,
  "i",
);

/** The singular kind a word names: "clinics" → "clinic", "pharmacies" → "pharmacy". */
const kindOf = (word: string) => {
  const w = word.toLowerCase().replace(/\s+/g, " ");
  return workplaces.find((k) => new RegExp(`^(?:${kindPattern(k)})$`, "i").test(w));
};

/** How many places of that kind the words count: "8 sites", "our 4 clinics", "across 12 stores". */
function countOf(text: string, kind: string): number | undefined {
  const count = new RegExp(
    String.raw`(?<![\d.,$€£])\b(\d{1,3})\s+(?:[a-z]+\s+){0,2}?(?:${kindPattern(kind)})\b(?!\s*(?:staff|people|employees))`,
    "i",
  ).exec(text);
  const n = count ? Number(count[1]) : 0;
  return n >= 2 ? n : undefined;
}

/** The place a sum is given for and the count the same words give, if any. */
function perPlace(text: string): { kind: string; count?: number } | undefined {
  const m = PER.exec(text);
  const kind = m && kindOf(m[2]!);
  if (!kind) return undefined;
  const inline = m[1] ? Number(m[1]) : undefined;
  return {
    kind,
    count:
      inline ??
      countOf(text.slice(m.index + m[0].length), kind) ??
      countOf(text.slice(0, m.index), kind),
  };
}

const times = (money: Money, n: number): Money => ({
  ...money,
  min: money.min * n,
  max: money.max * n,
});

/** The sum read in `text` (figures written out) as the total over the places it counts. */
export function placesInText(text: string, money: Money): Money {
  const per = perPlace(text);
  return per?.count ? times(money, per.count) : money;
}

/**
 * The budget a message gives per place, times the places counted in what was said before
 * (`earlier`), when the message itself counts none; undefined when it gives no such sum.
 */
export function placesSaidBefore(
  raw: string,
  read: Money | undefined,
  earlier: string,
): Money | undefined {
  if (!read || !/\d/.test(raw)) return undefined;
  const per = perPlace(figures(normalise(raw)));
  if (!per || per.count) return undefined;
  const count = countOf(figures(normalise(earlier)), per.kind);
  return count ? times(read, count) : undefined;
}

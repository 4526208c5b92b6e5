/**
 * A figure read from words, shown back in the prospect's own words: a reader finds "6 months" in
 * "within six months" (numbers are figures by the time it reads), and the roadmap shows "six
 * months" — as the prospect put it (docs/decisions/033).
 */
import { figures } from "./numbers";
import { scales, tens, units } from "./vocabulary";

const numberWord = [...Object.keys(units), ...Object.keys(tens), ...Object.keys(scales)].join("|");
const wordRun = new RegExp(
  String.raw`\b(?:${numberWord})(?:[\s-]+(?:and[\s-]+)?(?:${numberWord}))*\b`,
  "gi",
);

/** `found` (read from `said`) with each figure that `said` wrote in words put back in words. */
export function inTheirWords(found: string, said: string): string {
  if (!/\d/.test(found)) return found;
  const runs = said.match(wordRun);
  if (!runs) return found;
  return found.replace(/\b\d+\b/g, (d) => runs.find((r) => figures(r).trim() === d) ?? d);
}

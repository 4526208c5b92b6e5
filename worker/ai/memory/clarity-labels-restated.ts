/**
 * A table's label said beside the prospect's own words that already say it: "our reporting is a
 * mess" is why now in their words, and "reporting gaps" beside it says nothing more. The label
 * goes when one of its words (by its stem: "report" of "reporting", "grow" of "growth") is in
 * another reason of the same message that is no label of the table.
 */
import { driverPatterns } from "./clarity-driver-table";

/** The table's fixed labels: a reason said in their words is none of these. */
const LABELS = new Set(
  driverPatterns.map(([, label]) => label).filter((l): l is string => typeof l === "string"),
);

/** Words of a label that say nothing of its own ("manual work", "legacy systems"). */
const PLAIN = new Set(["work", "gaps", "with", "systems", "system", "data", "time", "hours"]);

/** The stems of a label's words that say what it is about: "reporting" → "report". */
function stemsOf(label: string): string[] {
  return (label.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
    .filter((w) => !PLAIN.has(w))
    .map((w) => w.slice(0, Math.max(4, w.length - 3)));
}
/** Each label's stems as one pattern, compiled once: a stem after a non-letter. */
const stems = new Map(
  [...LABELS].map((l) => {
    const s = stemsOf(l);
    return [l, s.length ? new RegExp(`[^\\p{L}](?:${s.join("|")})`, "u") : undefined];
  }),
);

/** Whether a reason in their words says what `label` is about. */
const says = (own: string, label: string) =>
  stems.get(label)?.test(` ${own.toLowerCase()}`) ?? false;

/**
 * `drivers` without a label whose words another reason of theirs already says. A reason in their
 * words that two or more labels split ("we're growing and finance lives in spreadsheets": growth;
 * manual work in spreadsheets) is said better by the labels: it goes, and they stay.
 */
export function withoutRestatedLabels(drivers: readonly string[]): string[] {
  const own = drivers.filter((d) => !LABELS.has(d));
  if (!own.length || own.length === drivers.length) return [...drivers];
  const labels = drivers.filter((d) => LABELS.has(d));
  const split = new Set(own.filter((o) => labels.filter((l) => says(o, l)).length >= 2));
  const kept = own.filter((o) => !split.has(o));
  return drivers.filter((d) => (LABELS.has(d) ? !kept.some((o) => says(o, d)) : !split.has(d)));
}

/**
 * The same date said again more realistically (h43): "go live by the end of June next year,
 * though realistically July" is July; "Q2 2027, say May" is May 2027; "start in September, or
 * October realistically" October. The later words are the date meant, of the kind said first.
 */
import type { When } from "../contracts/facts";
import { months, seasons } from "./vocabulary";
import { monthKey } from "./when-month";

const MONTH = String.raw`(?:(?:in|by|around|about|for|the|end of|start of|beginning of|early|mid|late|mid-)\s+)*(?:${[...months, ...Object.keys(seasons), "q[1-4]"].join("|")})\b`;
const REALLY = String.raw`(?:more\s+)?(?:realistically|likely|prob(?:ably|\.)?|in practice|in reality|to be honest|truthfully|if i'?m honest)`;

/**
 * Where a clause says its date again: the words before are the first saying, after it the second
 * ("before harvest, so realistically by August" gives an event its month: when-restated.ts).
 */
export const SAID_AGAIN = new RegExp(
  String.raw`(?<!\b(?:so|ie|i\.e\.|that is|meaning|namely))(?:,\s*|\s+|\s*\(\s*)(?:(?:though|but|although|or|well|and)\s+)?(?:${REALLY}|(?:let'?s\s+|let us\s+|or\s+)?say|or rather|more like|most likely),?\s+(?=${MONTH})|(?:,\s*|\s+)(?:but\s+|though\s+)?or\s+(?=${MONTH}[^,.;]{0,12}?\b${REALLY}\b)`,
  "i",
);

const BARE_MONTH = new RegExp(String.raw`^(?=(?:${months.join("|")})\b)`, "i");
const TRAILING_REALLY = new RegExp(String.raw`[\s,]*\b${REALLY}\b.*$`, "i");
/** The words of the second saying, as a date reads: "April to be honest" is "in April". */
export const againWords = (text: string) =>
  text.replace(TRAILING_REALLY, "").replace(BARE_MONTH, "in ");

/**
 * The date said again in place of the last one: its month and words, the first's kind (unless it
 * names its own); a month with no year that would fall well before the first is the next year's
 * ("December 2027, realistically January" is January 2028).
 */
export function sayAgain(last: When, again: When, ownKind: boolean): void {
  let month = again.month;
  if (month && last.month && !/\b20\d\d\b/.test(again.text) && month < last.month) {
    const [y, m] = month.split("-").map(Number) as [number, number];
    const [ly, lm] = last.month.split("-").map(Number) as [number, number];
    if ((ly - y) * 12 + lm - m > 6) month = monthKey(y + 1, m - 1);
  }
  last.month = month;
  last.text = again.text;
  if (ownKind) last.kind = again.kind;
}

/**
 * A company's people given site by site after the number of sites (h50): "3 sites: Garching with
 * about 140 people, Augsburg around 60 and a small service office in Linz with 15" is 215, "two
 * plants - Leeds 80, York 45" 125. The counts after the places are added when there are as many
 * as the places said, each a count of people (no sum, share or year).
 */
import { toNumber } from "./numbers";
import { PEOPLE } from "./size-words";

const SITES =
  /\b(\d{1,2})\s+(?:sites|offices|locations|plants|branches|depots|factories|warehouses|clinics|hospitals|schools|hotels|stores|shops)\s*(?::|–|—|-|\()\s*([^.;!?\n]+)/i;
/** A count in the list: not a sum, a share, a year or part of a larger figure. */
const COUNT = /(?<![\d.,$€£])(\d{1,3}(?:,\d{3})*|\d+)(?![\d.,]\d|\s*(?:%|k\b|m\b|€|eur|£|\$))/gi;
const NAMES_PEOPLE = new RegExp(String.raw`\b${PEOPLE}\b`, "i");

/** The people of a list of sites said after their number, added, or undefined. */
export function sitesListed(text: string): number | undefined {
  const m = SITES.exec(text);
  if (!m) return undefined;
  const places = Number(m[1]);
  const list = m[2]!;
  if (places < 2 || !NAMES_PEOPLE.test(list)) return undefined;
  const counts = [...list.matchAll(COUNT)]
    .map((c) => toNumber(c[1]!))
    .filter((n) => n < 1900 || n > 2100);
  if (counts.length !== places) return undefined;
  return counts.reduce((n, c) => n + c, 0);
}

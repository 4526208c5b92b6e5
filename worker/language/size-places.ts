/**
 * A company's size counted place by place: parts joined ("45 staff at HQ and 200 in the field"),
 * or the same number at each of several places ("two sites of ~150 each").
 */
import { toNumber, unitValue } from "./numbers";
import { COUNT, DEPARTMENTS, HEDGED, N, OCCUPATIONS, PEOPLE } from "./size-words";
import { months } from "./vocabulary";

/** A place people work: a proper name ("Leeds", "the UK", "HQ") or a kind of workplace ("the field"). */
// "the main plant", "the second one" (its "one" a figure by then): a workplace by which it is.
export const PLACE = String.raw`(?:the\s+|our\s+)?(?:(?:main|other|second|third|first|new|old|original|big|bigger|small|smaller)\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|[A-Z]{2,3}(?![a-z])|HQ|head office|(?:(?:home|sales|main|regional|city|back|front) )?offices?|field|road|plants?|factor(?:y|ies)|warehouses?|depots?|branch(?:es)?|shop floor|sites?|stores?|one|(?<=(?:second|other|third|first|new|old)\s+)1|remote(?:ly)?)\b`;
const PART = new RegExp(
  String.raw`(?<![\d.,$€£])${COUNT}\s*(?:(?:${PEOPLE}|${OCCUPATIONS})\s+)?(?:(?:are|work|working|based|sit|sitting)\s+)?(?:out\s+)?(?:at|in|on|from)\s+${PLACE}`,
  "g",
);
// "60 in the UK and another 25 in Poland", "and maybe 60 drivers on the road": a hedge or
// "another" joins the next part too.
const JOINED =
  /^\s*(?:,\s*(?:and\s+|plus\s+)?(?:another\s+|a further\s+|maybe\s+|about\s+|around\s+|roughly\s+)?|\s(?:and|plus|&|with)\s+(?:another\s+|a further\s+|maybe\s+|about\s+|around\s+|roughly\s+)?|\+\s*)$/i;
const NOT_A_PLACE = new RegExp(
  String.raw`^(?:${[...months, ...DEPARTMENTS.split("|")].join("|")}|total|all|it|hr)$`,
  "i",
);

/**
 * Staff counted place by place ("45 staff at HQ and 200 in the field", "80 in Leeds, 120 in
 * Manchester and 50 in Bristol", "we're 50 in the office + 120 in the field"): the company is
 * their total. Two parts at least, joined by a comma, "and", "plus" or "+", and a word for people
 * or a "we" somewhere in the text.
 */
export function placesTotal(text: string): number | undefined {
  if (/\b(?:overall|in total|all told|altogether|company[- ]wide)\b/i.test(text)) return undefined;
  // Whose the people are may be said by "we" alone: "we're 50 in the office + 120 in the field".
  if (
    !new RegExp(String.raw`\b${PEOPLE}|\bheadcount\b|\bppl\b|\bwe(?:'re|’re| are)\b`, "i").test(
      text,
    )
  )
    return undefined;
  let best: number | undefined;
  let run = 0;
  let count = 0;
  let end = -1;
  for (const m of text.matchAll(PART)) {
    if (NOT_A_PLACE.test(m[2]!)) continue;
    const joined = end >= 0 && JOINED.test(text.slice(end, m.index));
    run = joined ? run + toNumber(m[1]!) : toNumber(m[1]!);
    count = joined ? count + 1 : 1;
    end = m.index + m[0].length;
    if (count >= 2) best = run;
  }
  return best !== undefined && best >= 5 ? best : undefined;
}

/** Places a company is spread over, counted: "two sites", "3 offices". */
// "5 garden centres": one word may say which kind of place.
export const PLACES = String.raw`(\d+)\s+(?:[a-z]+\s+)?(?:sites|offices|locations|plants|branches|stores|depots|factories|shops|warehouses|clinics|hospitals|schools|hotels|restaurants|properties|practices|venues|studios|yards|centres|centers|outlets|pharmacies|surgeries|garages|dealerships|farms|mills|bakeries|gyms|salons|care homes|homes)`;
/**
 * Words between the places and the people they hold: where they are ("3 hotels in the alps, 70
 * persons each"), or their names in brackets ("2 sites (Chur and St. Gallen) with ~60 each").
 */
const ASIDE = String.raw`(?:\s*\([^()]{1,40}\)|\s+(?:in|at|across|around|near|outside)\s+(?:the\s+)?[a-z][\w'.-]*(?:\s+[a-z][\w'.-]*){0,2}(?=\s*,))?`;
/** One of the places counted in PLACES: "per practice", "per surgery", "per care home". */
export const A_PLACE = String.raw`(?:site|office|location|plant|branch|store|depot|factory|shop|warehouse|clinic|hospital|school|hotel|restaurant|property|practice|venue|studio|yard|centre|center|outlet|pharmacy|surgery|garage|dealership|farm|mill|bakery|gym|salon|care home|home)`;
/** "each", "apiece", "in each", "per branch". */
const EACH_ONE = String.raw`(?:(?:(?:in|at)\s+)?(?:each|apiece)|per\s+${A_PLACE})\b`;
/** Whether a text counts people at each place: "each", "apiece", "per practice". */
export const EACH_WORD = new RegExp(String.raw`\b(?:each|apiece|per\s+${A_PLACE})\b`, "i");
/**
 * The same number of people at each of several places: "two sites of ~150 each", "3 offices with
 * about 40 people each", "around 60 staff at each of our 4 branches" — the places times the people.
 */
const EACH = [
  new RegExp(
    String.raw`\b${PLACES}${ASIDE}(?:\s+(?:of|with|at)\s+|\s+[x×*]\s*|\s*[,;:(–—-]?\s*(?=(?:${HEDGED}|\s)*\d[\d,]*\s*(?:${PEOPLE}\s+)?${EACH_ONE}))(?:${HEDGED}|\s)*${N}(?![.,]?\d)\s*(?:(?:${PEOPLE}\s+)?${EACH_ONE}|${PEOPLE}\b|(?=[,.;)]|\s+(?:and|so|in|across|with)\b|$))`,
    "i",
  ),
  new RegExp(
    String.raw`(?:${HEDGED}|\s)${N}\s*(?:${PEOPLE}\s+)?(?:each\s+)?(?:at|in|on|across)\s+(?:each|every one)\s+of\s+(?:our|the|its)\s+${PLACES}`,
    "i",
  ),
];
export function perPlaceTotal(text: string): number | undefined {
  const [first, second] = EACH;
  const m = first!.exec(text);
  if (m) return toNumber(m[1]!) * Math.round(toNumber(m[2]!) * unitValue(m[3]));
  const n = second!.exec(text);
  return n ? toNumber(n[3]!) * Math.round(toNumber(n[1]!) * unitValue(n[2])) : undefined;
}

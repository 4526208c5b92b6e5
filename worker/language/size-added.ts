/**
 * Staff added to a count said before, in the same message or an earlier one (docs/decisions/033):
 * "There are 120 of us in Dublin. Another 80 work at our Cork plant." is 200. One rule for the
 * lead's facts and Clarity's memory, so the roadmap and the lead hold the same headcount.
 */
import { normalise } from "./normalise";
import { figures, toNumber } from "./numbers";
import { ownWords } from "./quoted";
import { readCompanySize } from "./size";

/**
 * "another 80 work at", "a further 40 staff in", "plus 25 more on the road", "another 140 or so
 * across our shops", "plus 40 seasonal", "62 FTE + 8 apprentices" (apprentices are employed), "the sites add another 90 between them" — not at a
 * team, nor hires to come ("over the next year").
 */
const ADDED =
  /(?:\b(?:another|a further|an extra|an additional|plus(?: another)?)|(?<=\d\s*|\s)\+)\s*(?:(?:about|around|roughly|approx\.?|approximately|some|maybe|~)\s*)?(\d{1,3}(?:,\d{3})*|\d+)\s*(?:(?:or so|odd|-?ish|or thereabouts|give or take)\s+)?(?:(?:more|people|staff|employees|workers|colleagues|of us|fte|heads)\s+)*(?:(?:(?:are|is|work|working|based|sit|sitting|spread)\s+){0,2}(?:out\s+)?(?:at|in|on|from|across|over)\b(?!\s+(?:the\s+|our\s+)?(?:finance|sales|it|hr|ops|operations|support|marketing|accounts|accounting|customer|team|department|dept|next|coming|years?|months?)\b)|(?:seasonal|temporary|temps?|casuals?|part-timers|part-time|apprentices|trainees)\b|between them\b|on top\b)/i;

/**
 * A place added with its people after it: "plus a head office of 12", "and a small office in Linz
 * with 15", "plus the HQ with about 30".
 */
const PLACE_ADDED =
  /\b(?:plus|and)\s+(?:a|an|the|our)\s+(?:small\s+|little\s+|central\s+)?(?:head office|hq|office|warehouse|depot|plant|site|factory|shop|store|branch)(?:\s+in\s+[A-Z][\w-]*)?\s+(?:of|with)\s+(?:(?:about|around|roughly|approx\.?|some|~)\s*)?(\d{1,3}(?:,\d{3})*|\d+)\b(?!\s*(?:k\b|%|sites|offices|stores|shops|branches))/i;

const ADDS =
  /\b(?:another|further|extra|additional|plus|seasonal|temporary|temps?|casuals?|apprentices|trainees)\b/i;

/** Seasonal staff brought in on top of the year-round count: "bring in about 40 seasonal workers". */
const SEASONAL =
  /\b(?:bring|brings|bringing|take|takes|taking) (?:in|on) (?:about |around |roughly |some |another |up to )?(\d{1,3}(?:,\d{3})*|\d+)\s*(?:more\s+)?(?:seasonal|temporary|temps?|casuals?)\b/i;

/** The staff a message adds, and its words before them (where the count added to may be). */
export function staffAdded(raw: string): { before: string; added: number } | undefined {
  // Most messages add no one: the word that adds is looked for before any reading.
  if (!ADDS.test(raw)) return undefined;
  const text = figures(normalise(ownWords(raw)));
  const m = ADDED.exec(text) ?? SEASONAL.exec(text) ?? PLACE_ADDED.exec(text);
  const added = m ? toNumber(m[1]!) : 0;
  return m && added > 0 ? { before: text.slice(0, m.index), added } : undefined;
}

/**
 * The company's headcount after a message: with staff added, the count said earlier in the
 * message, else `known` (an earlier message's), plus them; otherwise the message's own count.
 */
export function companySizeSaid(raw: string, known?: number): number | undefined {
  const more = staffAdded(raw);
  const base = more && (readCompanySize(more.before) ?? known);
  return more && base !== undefined ? base + more.added : readCompanySize(raw);
}

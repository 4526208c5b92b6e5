/**
 * Where a headcount works, said with it: "about 140 staff between the factory and the
 * showrooms", "95 people across the depots and head office", "350 of us spread over three
 * warehouses". The places say where the company's people sit, not which teams the project
 * changes: they are left out before departments are read ("60 in the warehouse" still gives a
 * team its size: a count said for one place is read elsewhere).
 */

/** A headcount, then the places it is spread over, to the clause's end. */
const SPREAD =
  /\b\d[\d,.]*\s*(?:k\s+)?(?:staff|people|employees|ppl|persons|heads|ftes?|of us|colleagues|workers)\b(?:\s+(?:now|today|in total|all in|all told|overall|roughly|or so))?\s+(?:split\s+|spread\s+|divided\s+)?(?:between|across|over|among)\s+[^.;!?()\n]{1,80}/gi;

/** Places of work: "across finance and ops" names teams, not places, and is kept. */
const PLACE =
  /\b(?:sites?|factor(?:y|ies)|showrooms?|depots?|offices?|warehouses?|branch(?:es)?|stores?|shops?|plants?|clinics?|practices|locations?|countries|cities|towns|hubs?|yards?|mills?|hotels?|restaurants?|schools?|campus(?:es)?|hospitals?|homes?|cent(?:re|er)s?|regions?|head ?office|hq)\b/i;

/** The text with the places a headcount is spread over left out (most messages say none). */
export const withoutHeadcountPlaces = (text: string) =>
  /\b(?:between|across|over|among)\b/i.test(text)
    ? text.replace(SPREAD, (spread) => (PLACE.test(spread) ? " " : spread))
    : text;

/**
 * Countries by their two-letter codes (ISO 3166-1 alpha-2, with "UK" as people type it): "450
 * staff across the EU (DE, NL, PL)", "offices in the UK and IE". A code is also an ordinary
 * acronym ("IT", "HR", "PL" as in P&L), so only codes said as places are read: two or more
 * codes listed in brackets, or codes in brackets just after a place ("Benelux (NL, BE)").
 */
import { placesIn } from "./places";

/** The codes, one table: the assigned ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR
  BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC
  EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK
  HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB
  LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ
  NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU
  RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN
  TO TR TT TV TW TZ UA UG UK UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`.split(/\s+/),
);

/** Codes in brackets: "(DE, NL, PL)", "(UK/IE)", "(DE and AT)". */
const BRACKETED = /\(\s*([A-Z]{2}(?:\s*(?:,|\/|&|\band\b|\+)\s*[A-Z]{2})*)\s*\)/g;

/** Where `text` lists countries by their codes: each bracket's span and its codes. */
export function countryCodesIn(text: string): { start: number; end: number; codes: string[] }[] {
  if (!text.includes("(")) return [];
  const found: { start: number; end: number; codes: string[] }[] = [];
  for (const m of text.matchAll(BRACKETED)) {
    const codes = m[1]!.split(/\s*(?:,|\/|&|\band\b|\+)\s*/);
    if (!codes.every((c) => COUNTRY_CODES.has(c))) continue;
    // One code only after a place ("across Europe (DE)"): two or more are places by themselves.
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const lastWord = /(\S+)\s*$/.exec(before)?.[1] ?? "";
    if (codes.length < 2 && !placesIn(lastWord).length) continue;
    found.push({ start: m.index, end: m.index + m[0].length, codes });
  }
  return found;
}

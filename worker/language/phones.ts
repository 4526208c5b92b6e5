/**
 * Phone numbers in a prospect's words, as E.164, with libphonenumber-js: "+44 20 7946 0958",
 * "(415) 555-0182", "07700 900 456" from a London company. A national number is read in the
 * country the words point at (a dialling code, a place, a currency), then in the countries the
 * site hears from most; a number no country's plan accepts is taken only as a possible one in the
 * country pointed at. The country pointed at is read in phone-country.ts, where a number may be in
 * phone-candidates.ts, whose line it is in phone-lines.ts.
 */
import type { CountryCode } from "libphonenumber-js/min";
import { withoutAddresses } from "./addresses";
import { codeWithoutPrefix, found, groupedAs, money, type Spot, windows } from "./phone-candidates";
import { countryHint } from "./phone-country";
import { MOBILE_LINE, OLD_LINE, OTHER_AFTER, OWN_AFTER, otherLine } from "./phone-lines";
import { spokenDigits } from "./phone-words";

export { countryHint, placeCountry } from "./phone-country";

const usual: CountryCode[] = ["US", "GB", "DE", "FR", "NL", "IE", "CA", "AU"];

/** A number broken over two lines ("ring me on 07700\n900123"): one group before the break. */
const BROKEN = /(?<=[^\d\s][ \t]*\d{3,6})[ \t]*\n\s*(?=\d{3,7}\b)/g;
const brokenLine = (said: string) => (said.includes("\n") ? said.replace(BROKEN, " ") : said);

/** The digits run before a slash are a dialling or area code alone: fewer than seven digits. */
const RUN_BEFORE = /[+(]?\d[\d\s().-]*$/;
const areaCodeBefore = (before: string) =>
  (RUN_BEFORE.exec(before.slice(-24))?.[0].replace(/\D/g, "").length ?? 7) < 7;

/**
 * Whether the one number in a text is labelled as another's line — a colleague's, the office's,
 * "his direct line" (phone-lines.ts): given after the prospect's own, it does not replace it.
 */
export function othersLine(said: string): boolean {
  const text = withoutAddresses(spokenDigits(brokenLine(said)));
  const all = windows(text);
  if (all.length !== 1) return false;
  const s = all[0]!;
  const after = text.slice(s.end, s.end + 20);
  return (
    otherLine(text.slice(Math.max(0, s.at - 40), s.at + 3)) ||
    (OTHER_AFTER.test(after) && !OWN_AFTER.test(after))
  );
}

/**
 * The first phone number in a text, as E.164, or undefined. `context`: other words of the
 * prospect's; `one`: the text is one number's window (no other number to weigh it against).
 */
export function readPhone(said: string, context = "", one = false): string | undefined {
  // Digits in an address ("jo+4477009001@…") are no phone. A thread quoted under the message
  // was left out where the words were taken (worker/language/quoted.ts, by the callers).
  // Two numbers set apart by a spaced slash or bar ("01632 960184 / 07700 900184") are two, not
  // one run of digits ("030/901820" stays one); after an area code alone ("+49 (0)89 / 555 1234",
  // as Germans write it) the slash is one number's.
  const text = withoutAddresses(spokenDigits(brokenLine(said))).replace(
    /(?<=\d)\s+[/|]\s+(?=[+(\d])/g,
    (_slash, at: number, all: string) => (areaCodeBefore(all.slice(0, at)) ? " " : " ; "),
  );
  const all = windows(text);
  const after = (s: Spot) => text.slice(s.end, s.end + 20);
  const other = (s: Spot) =>
    all.length > 1 &&
    (otherLine(text.slice(Math.max(0, s.at - 40), s.at + 3)) ||
      (OTHER_AFTER.test(after(s)) && !OWN_AFTER.test(after(s))));
  const mobile = (s: Spot) =>
    all.length > 1 &&
    (MOBILE_LINE.test(text.slice(Math.max(0, s.at - 20), s.at + 3)) || OWN_AFTER.test(after(s)));
  // Their mobile, then their other lines, then the company's: whom a rep reaches first.
  const old = (s: { at: number }) =>
    all.length > 1 && OLD_LINE.test(text.slice(Math.max(0, s.at - 30), s.at + 3));
  // Their mobile, then their other lines, then the company's; a number they left, never.
  const spots = [
    ...all.filter((s) => mobile(s) && !other(s)),
    ...all.filter((s) => !mobile(s) && !other(s)),
    ...all.filter(other),
  ].filter((s) => !old(s));
  if (!spots.length) return undefined;
  // An address still points at a country ("@acme.co.uk").
  const hint = countryHint(said) ?? countryHint(context);
  const first = [...new Set([...(hint ? [hint] : []), "US", "GB"] as CountryCode[])];
  const inSpots = (country: CountryCode, leniency: "VALID" | "POSSIBLE") => {
    for (const spot of spots) {
      const hit = found(spot.text, country, leniency).find(
        (f) =>
          !money(text, { startsAt: spot.at + f.startsAt, endsAt: spot.at + f.endsAt }) &&
          !codeWithoutPrefix(spot.text.slice(f.startsAt, f.endsAt), f.number.countryCallingCode),
      );
      if (hit) return hit.number;
    }
    return undefined;
  };
  const valid = (country: CountryCode) => inSpots(country, "VALID")?.number;
  const possible = (country: CountryCode) => {
    const n = inSpots(country, "POSSIBLE");
    // A UK number has ten digits after its 0: fewer is another country's.
    return n && n.nationalNumber.length >= (country === "GB" ? 10 : 9) ? n.number : undefined;
  };
  // The country pointed at and the two the site hears from most, valid then merely possible
  // (a UK drama-range number is possible, not valid), before the rest of Europe's plans. The
  // first number they give is theirs: a later valid one ("or the office on …") does not beat it.
  if (spots.length > 1 && !one)
    for (const spot of spots) {
      const own = readPhone(spot.text, `${text} ${context}`, true);
      if (own) return own;
    }
  for (const c of first) {
    const hit = valid(c);
    if (hit) return hit;
  }
  // With no country sure, the one whose own way of writing its numbers matches how the prospect
  // grouped the digits: "0412 345 678" is Australian, "087 123 4567" Irish, "030/901820" German.
  const grouped = groupedAs(text);
  if (grouped) return grouped;
  for (const c of first.filter((c) => c !== "US")) {
    const hit = possible(c);
    if (hit) return hit;
  }
  for (const c of usual.filter((c) => !first.includes(c))) {
    const hit = valid(c);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The page's date in the visitor's time zone, as the wire wants it: yyyy-mm-dd, from the date's
 * own fields. Never from a locale formatter: `toLocaleDateString("en-CA")` gave "2026-11-25" in
 * Chromium and Firefox but "11/25/2026" in WebKit with Debian's ICU, and the Worker refused it
 * ("today must be a date"), so the CRM assistant answered only with an apology there.
 */
export function localDay(at: Date = new Date()): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

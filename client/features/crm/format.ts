/**
 * Money and dates for the dashboard, in US English. Written out rather than with `Intl`: the first
 * `Intl.NumberFormat` with a currency costs Chromium 20–40 ms of ICU start-up on the main thread
 * (measured here), in the middle of the dashboard's hydration.
 */
import { monthNames } from "#contracts/months";

/** A whole number with thousands separators: 1,234,567. */
export const grouped = (n: number) =>
  String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** US dollars without decimals: $125,000. */
export const usd = (n: number) => `${n < 0 ? "-" : ""}$${grouped(n)}`;

/** The parts of an ISO date (YYYY-MM-DD), read as written: no time zone can shift the day. */
const parts = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month: monthNames[month - 1] ?? "", day };
};
/** "Dec 15". */
export const shortDate = (iso: string) => {
  const { month, day } = parts(iso);
  return `${month.slice(0, 3)} ${day}`;
};
/** "December 15, 2026". */
export const longDate = (iso: string) => {
  const { year, month, day } = parts(iso);
  return `${month} ${day}, ${year}`;
};

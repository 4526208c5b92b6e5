/**
 * The months' and weekdays' names, once (docs/decisions/033): the language module reads them in prospects'
 * words (`worker/language/vocabulary.ts`), the dashboard and the emails write them. Spelt out
 * rather than with `Intl`: runtimes' locale data differ, and the first `Intl` formatter costs the
 * browser tens of milliseconds of ICU start-up during hydration.
 */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The weekdays' names, Sunday first (as `Date.getUTCDay()` counts them). */
export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

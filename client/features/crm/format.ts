const usdFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** US dollars without decimals: $125,000. */
export const usd = (n: number) => usdFormat.format(n);

const date = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** "Dec 15". */
export const shortDate = (iso: string) =>
  date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
/** "December 15, 2026". */
export const longDate = (iso: string) =>
  date(iso).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

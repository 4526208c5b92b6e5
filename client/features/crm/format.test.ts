import { describe, expect, it } from "vitest";
import { grouped, longDate, shortDate, usd } from "./format";

const intlUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const intlDate = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

describe("CRM formats", () => {
  it("write dollars exactly as Intl does", () => {
    for (const n of [0, 7, 999, 1000, 49999.6, 125000, 1234567.4, 1_000_000_000_000, -2500]) {
      expect(usd(n), String(n)).toBe(intlUsd.format(n));
    }
    expect(grouped(1234567)).toBe("1,234,567");
  });

  it("write dates exactly as Intl does, whatever the machine's time zone", () => {
    for (const iso of ["2026-01-01", "2026-12-15", "2027-02-28", "2024-02-29", "2026-09-30"]) {
      expect(shortDate(iso)).toBe(intlDate(iso, { month: "short", day: "numeric" }));
      expect(longDate(iso)).toBe(intlDate(iso, { month: "long", day: "numeric", year: "numeric" }));
    }
  });
});

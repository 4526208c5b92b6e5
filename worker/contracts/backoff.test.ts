import { describe, expect, it } from "vitest";
import { backoffMs, jittered, retryAfterMs } from "./backoff";

describe("backoffMs", () => {
  it("doubles from the base after each failure in a row, up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
    expect(backoffMs(0, 2000, 300_000)).toBe(2000);
    expect(backoffMs(60, 2000, 300_000)).toBe(300_000);
  });
});

describe("jittered", () => {
  it("keeps the upper half: half the wait at the least, all of it at the most", () => {
    expect(jittered(30_000, () => 0)).toBe(15_000);
    expect(jittered(30_000, () => 1)).toBe(30_000);
    expect(jittered(1000, () => 0.5)).toBe(750);
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-26T09:00:00Z");

  it.each([
    ["120", 120_000],
    ["0", 0],
    ["1.5", 1500],
    [null, null],
    ["", null],
    ["  ", null],
    ["-5", null],
    ["soon", null],
  ])("reads %j as %j ms", (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });

  it("reads an HTTP date as the time until it, and one already past as now", () => {
    expect(retryAfterMs("Thu, 26 Nov 2026 09:01:30 GMT", now)).toBe(90_000);
    expect(retryAfterMs("Thu, 26 Nov 2026 08:59:00 GMT", now)).toBe(0);
  });
});

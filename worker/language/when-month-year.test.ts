import { describe, expect, it } from "vitest";
import { readWhen } from "./when";

const now = new Date(Date.UTC(2026, 10, 26));

describe("a month named before the year is shown with it", () => {
  it.each([
    ["Our SAP support contract ends December 2027", "December 2027", "2027-12"],
    ["go live january 2028", "January 2028", "2028-01"],
  ])("%s", (text, shown, month) =>
    expect(readWhen(text, now)).toMatchObject({ text: shown, month }),
  );
});

it("keeps 'early 2027' as said", () =>
  expect(readWhen("sometime early 2027", now)?.text).toMatch(/^early 2027$|^Early 2027$/));

it.each([
  ["Go-live summer 2027.", "summer 2027"],
  ["Go-live q3 2027", "Q3 2027"],
])("a season or quarter before the year: %s", (text, shown) =>
  expect(readWhen(text, now)?.text).toBe(shown),
);

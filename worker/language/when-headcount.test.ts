import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date("2026-11-27T12:00:00Z");
const months = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month ?? w.text}`);

describe("a date of the company's own size is not the project's", () => {
  it.each([
    "Headcount is around 75 today but we'll be 120 by next year after the merger.",
    "We should grow to 200 staff by 2028.",
    "We're hiring 30 more by the summer.",
    "Our headcount will double by 2028.",
    "we'll be two hundred by the end of next year",
  ])("%s gives no timeline", (text) => {
    expect(months(text)).toEqual([]);
  });

  it.each([
    ["We'll be 120 people by then and need to be live by June 2027.", "go-live 2027-06"],
    ["We're 80 staff and want to go live in Q3 2027.", "go-live 2027-09"],
    ["We'll be live by March 2027 with 120 users.", "go-live 2027-03"],
  ])("%s keeps the project's date", (text, want) => {
    expect(months(text)).toEqual([want]);
  });
});

describe("a date in shorthand is read, though the raw text holds no date word", () => {
  it.each(["We need to be live by eoy.", "decision tmrw, go-live eoq"])("%s", (text) => {
    expect(months(text).length).toBeGreaterThan(0);
  });
});

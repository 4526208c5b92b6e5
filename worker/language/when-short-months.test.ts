/**
 * A month cut short after a word of time ("by Feb", "mid Jan", "go live Apr") is that month;
 * "this year" is by its end, never a month gone by; a sum's year ("40k this year") dates no
 * project.
 */
import { expect, it } from "vitest";
import { readWhens } from "./when";
import { standingWhen } from "./when-fold";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => {
  const w = standingWhen(readWhens(text, now));
  return w && { kind: w.kind, month: w.month };
};

it.each([
  ["decision by Feb", { kind: "decision", month: "2027-02" }],
  ["decision by mid-Feb", { kind: "decision", month: "2027-02" }],
  ["start mid Jan", { kind: "start", month: "2027-01" }],
  ["start mid-Jan 2027", { kind: "start", month: "2027-01" }],
  ["go live early Mar", { kind: "go-live", month: "2027-03" }],
  ["sign-off Dec, go live Apr", { kind: "go-live", month: "2027-04" }],
  ["kick-off: Mar", { kind: "start", month: "2027-03" }],
  ["board decides early Feb, live by Oct", { kind: "go-live", month: "2027-10" }],
  ["Jan will decide by March", { kind: "decision", month: "2027-03" }],
  ["we want to go live this year", { kind: "go-live", month: "2026-12" }],
  ["we would like it working this year if possible", { kind: "go-live", month: "2026-12" }],
  ["we can do 40k this year and another 60k next year", undefined],
  ["we spend 30k this year and plan 90k next year on the ERP", undefined],
])("%s", (text, expected) => {
  expect(when(text)).toEqual(expected);
});

it.each([
  // The time of a call or a catch-up is no project's date.
  ["let's connect next week", undefined],
  ["no calls until the new year please", undefined],
  [
    "we must go live in March, let's catch up next week about it",
    { kind: "go-live", month: "2027-03" },
  ],
  ["go live by March, can we have a call next week?", { kind: "go-live", month: "2027-03" }],
  // A month said before what happens in it.
  ["we need to meet the March deadline", { kind: "go-live", month: "2027-03" }],
  ["we have a May deadline", { kind: "go-live", month: "2027-05" }],
  ["the June go-live is fixed", { kind: "go-live", month: "2027-06" }],
  ["our Jan kick-off depends on budget", { kind: "start", month: "2027-01" }],
])("%s", (text, expected) => {
  expect(when(text)).toEqual(expected);
});

it.each([
  // A verb of the date's kind in any form before the month.
  ["the board decides early Feb", { kind: "decision", month: "2027-02" }],
  ["the board decides early February", { kind: "decision", month: "2027-02" }],
])("%s", (text, expected) => {
  expect(when(text)).toEqual(expected);
});

it.each([
  ["ready for peak (Nov)", { kind: "go-live", month: "2027-11" }],
  // A company's growth to come is its own date, and a startup is no start.
  ["we're a 12-person startup but growing to 60 next year", undefined],
])("%s", (text, expected) => {
  expect(when(text)).toEqual(expected);
});

it.each([
  // A year owning a thing dates no project; "would then be" is one clause.
  ["we've got about 300k in next year's capital plan", undefined],
  ["the budget for next year is approved: 200k", undefined],
  ["we want it in next year's plan, live by next summer", { kind: "go-live", month: "2027-08" }],
  [
    "Our CEO wants a decision by the end of January; kick-off would then be in March.",
    { kind: "start", month: "2027-03" },
  ],
  ["we sign in January then go live in June", { kind: "go-live", month: "2027-06" }],
])("%s", (text, expected) => {
  expect(when(text)).toEqual(expected);
});

it.each([
  // A quarter said by its ordinal, with no year, as a time something happens in.
  ["we'd like to go live in the second quarter", { kind: "go-live", month: "2027-06" }],
  ["go live in the third quarter", { kind: "go-live", month: "2027-09" }],
  ["our first quarter was busy; we want to start in March", { kind: "start", month: "2027-03" }],
])("%s", (text, expected) => {
  expect(when(text)).toEqual(expected);
});

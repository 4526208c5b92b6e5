/**
 * The same number of people at each of several places (the places times the people), and a
 * headcount said in other shapes.
 */
import { expect, it } from "vitest";
import { readCompanySize } from "./size";

it.each([
  ["We run two sites of ~150 each.", 300],
  ["3 offices with about 40 people each, budget 90k.", 120],
  ["Around 60 staff at each of our 4 branches.", 240],
  ["We have 12 stores of 2,000 square feet each.", undefined],
  // A team of so many people is the firm when "we" are it, never a department's.
  ["we are a 75 person team", 75],
  ["we have a 12 person finance team", undefined],
])("%s → %s", (text, size) => {
  expect(readCompanySize(text)).toBe(size);
});

it.each([
  ["We're a 450-head business.", 450],
  ["Our headcount sits at roughly 640.", 640],
  // The comma of a thousand ends no clause: the payroll is the firm's.
  ["1,100 on payroll, 300 of them in the warehouse.", 1100],
  ["Employees - 85", 85],
  ["We're 60ish", 60],
  ["Size of org: approx 3000", 3000],
  // The hiring is the other part's: the count stands.
  ["We're 90 people today and hiring 30 more.", 90],
])("%s → %s", (text, size) => {
  expect(readCompanySize(text)).toBe(size);
});

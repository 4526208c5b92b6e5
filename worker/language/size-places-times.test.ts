/**
 * Several places of the same number of people, without "each": "two plants of 150", "4 sites x
 * 25 people" — the places times the people; a place's floor area is no headcount.
 */
import { expect, it } from "vitest";
import { readCompanySize } from "./size";

it.each([
  ["two plants of 150", 300],
  ["we run 3 depots of about 40, budget 90k", 120],
  ["5 branches of around 30", 150],
  ["four sites x 25 people", 100],
  ["we run 2 hotels x 80 staff", 160],
  ["At Brindle Freight we run two depots of 150 each and the WMS is old.", 300],
  ["We have 12 stores of 2,000 square feet each.", undefined],
  ["2 offices of 2,000 sq ft", undefined],
  ["3 shops of 1,200 sq ft", undefined],
  ["we have 2 warehouses of 10,000 sqm", undefined],
  ["12 stores of 2,000 square feet and 300 staff", 300],
])("%s", (text, size) => {
  expect(readCompanySize(text)).toBe(size);
});

it.each([
  // Staff counted country by country, a country's short name among them.
  ["we're 40 people in the UK and 20 in Spain", 60],
  ["60 staff in the US, 25 in the UK", 85],
  ["we're 12 in HR and 140 in total", 140],
])("%s", (text, size) => {
  expect(readCompanySize(text)).toBe(size);
});

it.each([
  // The count set beside what "we" are, with nothing after it but its hedge.
  ["we're a small firm, 60 or so", 60],
  ["we're a mid-sized manufacturer, 220 or thereabouts", 220],
  ["we are a family business – ~45, and growing", 45],
  ["we're a retailer, 12 stores", undefined],
  ["we're a charity, 2 million in donations", undefined],
  ["we're a consultancy, 20 years old", undefined],
  ["we're a bank, 2024", undefined],
])("%s", (text, size) => {
  expect(readCompanySize(text)).toBe(size);
});

it.each([
  // "we're N" with a hedge of its own, or a clause after it.
  ["is this only for big companies? we're only 45 but growing fast", 45],
  ["we're just 30 people", 30],
  ["we're 60 and hiring", 60],
  ["we are 250 so it's a big change", 250],
  ["we're 3 and a half years into our ERP", undefined],
])("%s", (text, size) => {
  expect(readCompanySize(text)).toBe(size);
});

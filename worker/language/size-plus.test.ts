/**
 * Staff counted place by place and joined by "+", whose people are "we" alone: "we're 50 in the
 * office + 120 in the field" is 170; a count employed that ends its sentence ("just under 300."),
 * and hedges in other words ("in the region of 600").
 */
import { expect, it } from "vitest";
import { readCompanySize } from "./size";

it.each([
  ["We're 50 in the office + 120 in the field (hygienists on the road).", 170],
  ["We are 30 at HQ + 45 in Leeds.", 75],
  ["80 staff in Leeds + 20 in York.", 100],
])("%s → %s", (text, n) => {
  expect(readCompanySize(text)).toBe(n);
});

it("a sum of money across places is no headcount", () => {
  expect(readCompanySize("We're spending €50k in Leeds + €20k in York.")).toBeUndefined();
});

it("a count employed ends with its sentence: 'we employ just under 300.'", () => {
  expect(readCompanySize("We employ just under 300.")).toBe(300);
  expect(readCompanySize("We employ 3.5k people.")).toBe(3500);
});

it.each([
  ["Headcount in the region of 600.", 600],
  ["We're something like 140 people.", 140],
])("a hedge in other words: %s → %s", (text, n) => {
  expect(readCompanySize(text)).toBe(n);
});

/**
 * A hedged figure of their own with a question mark is no question: "budget's not set, maybe
 * £400-600k all in?" was answered with a page's heading ("Budgets set before anyone tested the
 * scope. Impact for companies — …"), "go-live around March 2028?" with "Our pages don't cover
 * that". Questions about a figure ("is that enough?", "would 300k work?") stay questions.
 */
import { describe, expect, it } from "vitest";
import { withoutUptalk } from "./uptalk";

describe("a hedged figure with a question mark", () => {
  it.each([
    ["budget's not set, maybe £400-600k all in?", "budget's not set, maybe £400-600k all in."],
    ["go-live around March 2028?", "go-live around March 2028."],
    ["maybe 300k??", "maybe 300k."],
    ["Is that ok? maybe 300k?", "Is that ok? maybe 300k."],
    ["We have 11 branches. Roughly 280 staff?", "We have 11 branches. Roughly 280 staff."],
  ])("reads %j as a statement", (typed, read) => {
    expect(withoutUptalk(typed)).toBe(read);
  });

  it.each([
    "about 300k, is that enough?",
    "would maybe 300k work?",
    "around 300k or 500k?",
    "what do you charge for about 200 people?",
    "maybe you could send the price?",
    "can we do it in about 6 weeks?",
  ])("keeps %j a question", (typed) => {
    expect(withoutUptalk(typed)).toBe(typed);
  });
});

describe("a verb inside a statement asks nothing", () => {
  it.each([
    [
      "budget is tight, charity sector, maybe £60-80k all in?",
      "budget is tight, charity sector, maybe £60-80k all in.",
    ],
    ["timeline is flexible, probably Q3 2027?", "timeline is flexible, probably Q3 2027."],
  ])("%s", (text, read) => {
    expect(withoutUptalk(text)).toBe(read);
  });

  it.each([
    "is it around 300k?",
    "maybe 60k, would that do?",
    "so is about 80k realistic?",
    "we have maybe 50k - is that enough?",
  ])("still asks: %s", (text) => {
    expect(withoutUptalk(text)).toBe(text);
  });
});

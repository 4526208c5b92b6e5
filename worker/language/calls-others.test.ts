import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";

/** A call asked for someone else, offered with a number, or declined for email (033). */
describe("a call in other words", () => {
  it.each([
    ["He wants a call, his number is +48 601 234 567.", true],
    ["My CFO would like a call, she's free Thursday after 2pm GMT", true],
    ["Happy to chat - 07911 123456 - mornings best.", true],
    ["happy to chat here for now", null],
    ["Email is best, I rarely check voicemail.", false],
  ])("%s", (said, wish) => expect(callWishIn(said)).toBe(wish));
});

describe("a call asked as 'try me again'", () => {
  it("is a call with a time", () => {
    expect(callWishIn("I missed your call earlier, try me again after 4?")).toBe(true);
    expect(callWishIn("try me tomorrow on 07700 900123")).toBe(true);
  });
});

/**
 * A number given with a time to ring it is a call asked for: "best number for me is …, mornings
 * are better", "the number to reach me on is …, after lunch is easiest". A number given with
 * "email only" or "no calls" is not.
 */
import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";

describe("a number given with a time to use it", () => {
  it.each([
    "ok, best number for me is 07700 900417, mornings are better",
    "the number to reach me on is 0161 496 0832 - after lunch is easiest",
    "here's my cell, 415-555-0132, evenings are better for me",
    "number to reach me is 07700 900 562, I'm usually free late mornings",
    "0412 555 019 gets me, I'm easier to catch in the arvo",
  ])("%s asks for a call", (text) => {
    expect(callWishIn(text)).toBe(true);
  });

  it.each([
    "my mobile is 0412 555 019 but email only please, mornings are better for me to reply",
    "0612345678 is my number, no call needed though, I read email in the mornings",
    "Email only please, no calls - my number's 604 555 0172 but I'm chairside all day",
  ])("%s asks for none", (text) => {
    expect(callWishIn(text)).toBe(false);
  });
});

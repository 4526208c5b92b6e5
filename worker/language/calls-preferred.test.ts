import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";

/**
 * A call wished in passing (round h42): the phone said to be better or easier ("phone is better
 * than email for me"), being called welcomed ("happy to be called", "happy to take a call"), a
 * call dropped as a line is ("drop me a call" — "drop me a line" is an email).
 */
describe("a call wished in passing", () => {
  it.each([
    "phone is better than email for me",
    "calls are easier than long emails",
    "happy to be called",
    "happy to take a call",
    "drop me a call",
  ])("%j asks for a call", (said) => expect(callWishIn(said)).toBe(true));

  it.each(["drop me a line", "a call is better spent on the scope"])("%j asks for none", (said) =>
    expect(callWishIn(said)).toBeNull(),
  );
  it("the same words turned round refuse", () => {
    expect(callWishIn("email is better than a call")).toBe(false);
    expect(callWishIn("no, a call is not easier")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";

/**
 * A call left to us to make (round h42): "feel free to phone", "you're welcome to ring any time",
 * "you can call after the 15th"; calls said to suit with words between ("calls after the 15th
 * are fine"). Calling something a name, or calling an API, asks for nothing.
 */
describe("a call left to us to make", () => {
  it.each([
    "feel free to phone",
    "you're welcome to ring any time",
    "happy for someone to call after 3",
    "you can call after the 15th",
    "calls after the 15th are fine",
    "calls in the evening would be best",
  ])("%j asks for a call", (said) => expect(callWishIn(said)).toBe(true));

  it.each([
    "you can call it a pilot",
    "you can call the API from anywhere",
    "sales calls are a waste of time",
  ])("%j asks for none", (said) => expect(callWishIn(said)).toBeNull());
  it("a no with the words between still refuses", () =>
    expect(callWishIn("calls from vendors are not welcome")).toBe(false));
});

/** A softening word between a question's subject and its verb still asks for a call. */
import { expect, it } from "vitest";
import { callWishIn } from "./calls";

it.each([
  "rather than more typing can we just talk it through?",
  "could someone maybe ring me tomorrow",
])("%s asks for a call", (said) => expect(callWishIn(said)).toBe(true));

it("a softened request for an email asks for no call", () => {
  expect(callWishIn("can you just email me the pdf")).toBeNull();
});

import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";
import { mendedCallVerbs } from "./calls-typos";

/** A call's verb slipped in a hurry (033). */
describe("a call's verb typed with a slip", () => {
  it("is the verb before 'me' or 'us': dropped, doubled or swapped letters", () => {
    expect(callWishIn("pls rign me at 07700 900123")).toBe(true);
    expect(callWishIn("cal me tmrw on 0412 345 678")).toBe(true);
    expect(callWishIn("could you phnoe us this week")).toBe(true);
    expect(callWishIn("pls calll me")).toBe(true);
  });
  it("leaves real words alone", () => {
    expect(mendedCallVerbs("bring me the numbers and tell us the price")).toBe(
      "bring me the numbers and tell us the price",
    );
    expect(callWishIn("bring me the numbers and tell us the price")).toBeNull();
  });
});

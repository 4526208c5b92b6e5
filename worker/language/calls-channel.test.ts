import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";

/**
 * The way to be contacted named as a form's line or in passing (round h42): "Preferred contact:
 * phone" asks for a call, "Preferred contact: email" asks for none, "Phone call: not needed"
 * refuses one; a WhatsApp message, someone else's preference or phone support is no call.
 */
describe("the way to be contacted, named", () => {
  it.each([
    "Preferred contact: phone",
    "Contact by: phone",
    "Contact preference - phone",
    "* prefer phone",
    "• phone preferred",
    "- phone please",
  ])("%j asks for a call", (said) => expect(callWishIn(said, true)).toBe(true));

  it.each(["Preferred contact: email", "best way to reach me - email", "Phone call: not needed"])(
    "%j asks for none",
    (said) => expect(callWishIn(said, true)).toBe(false),
  );

  it.each(["Preferred contact: WhatsApp", "the client prefers phone support over email"])(
    "%j says nothing of a call",
    (said) => expect(callWishIn(said, true)).toBeNull(),
  );
});

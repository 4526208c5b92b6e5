/**
 * A call asked for by the medium it goes over ("jump on zoom") or by the line the prospect names
 * for it ("use my mobile if you call") — and a medium named for something else, which asks none.
 * A no to a time ("not before 10", "not this week") is no to a call: it leaves an earlier ask.
 */
import { expect, it } from "vitest";
import { callWish, callWishIn } from "./calls";

it.each([
  ["Happy to jump on zoom any afternoon.", true],
  ["Glad to talk over Teams next week.", true],
  ["Happy to hop on a Google Meet whenever suits.", true],
  ["We'd love a quick video chat next week.", true],
  ["My PA will ring you to set something up.", null],
  ["Would appreciate a ring back today.", true],
  ["Best time to call: mornings.", true],
  ["Phone calls preferred.", true],
  ["Please use my mobile rather than the switchboard if you call.", true],
  ["We'd like to replace Zoom with something cheaper.", null],
  ["We use Teams for everything internally.", null],
])("%s → %s", (text, wish) => {
  expect(callWishIn(text)).toBe(wish);
});

it.each([
  ["Can't do calls before 10, but after that I'm free.", null],
  ["I'm not available for calls this week, next week works.", null],
  ["Please don't ring during office hours.", null],
  ["Please don't ring me, email only.", false],
])("a time refused: %s → %s", (text, wish) => {
  expect(callWishIn(text)).toBe(wish);
});

it("a time refused after an ask keeps the ask", () => {
  expect(callWish(["Could someone call me?", "Not before 10 though, I'm on the school run."])).toBe(
    true,
  );
});

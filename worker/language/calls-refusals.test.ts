import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";

describe("a call refused by what the prospect says of calls", () => {
  it.each([
    ["Prefer not to be called, I'm hard of hearing.", false],
    ["Phone calls are difficult for me, please write.", false],
    ["A call isn't necessary at this stage.", false],
    // "called" naming something is no call.
    ["We're a bakery called Crumb & Co.", null],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));
});

describe("a call offered around a time", () => {
  it("I'm around all week if a call is easier", () =>
    expect(callWishIn("I'm around all week if a call is easier.")).toBe(true));
});

describe("a note's fields read one by one", () => {
  it.each([
    ["Size ~120 | Budget 80k EUR | Go-live Q2 | Please call today", true],
    ["No calls before January please, then happy to talk.", true],
    ["Happy to talk it through here in the chat.", null],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));
});

describe("a call asked for in other words", () => {
  it.each([
    ["I'd welcome a conversation with one of your consultants.", true],
    ["Let's set up time to chat.", true],
    ["I would like to arrange a phone appointment.", true],
    ["We'd need to discuss this on the phone.", true],
    ["I don't mind a call.", true],
    ["Never mind a call, email is fine.", false],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));
});

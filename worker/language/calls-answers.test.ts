import { describe, expect, it } from "vitest";
import { callWish, callWishIn } from "./calls";

describe("a call wished as the answer to a question about one", () => {
  it.each([
    ["Call? Sure, Thursday works.", true],
    ["Would a call help after all? Yes please, after 3pm my time.", true],
    ["Quick call? Friday afternoon works for me.", true],
    ["Shall we talk? No thanks, email is easier.", false],
    ["A call? Not really, just send the deck.", false],
    ["Call? Sure — on second thoughts, email is fine.", false],
    // A no to a time only ("not this month") still answers yes to a call.
    ["Call? Sure, but no call this month please.", true],
    // A question about how often calls happen is no call asked for, nor its answer.
    ["Do we have to have weekly calls? Yes, I'd like to know.", null],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));
});

describe("a time offered for a conversation", () => {
  it.each([
    ["Reach me on the number above — Wednesday or Thursday afternoon suits for a chat.", true],
    ["Mornings are best to talk, I'm in the warehouse after lunch.", true],
    ["Monday works for a quick call.", true],
    // A time that suits something else, or a time refused, asks for nothing.
    ["Thursday works for the workshop.", null],
    ["Monday doesn't work for a chat.", null],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));

  it("a refusal, then a yes to a call question a message later", () =>
    expect(callWish(["No calls for now please.", "Call after all? Sure, Tuesday works."])).toBe(
      true,
    ));
});

describe("a number referred to, to be reached on", () => {
  it.each([
    ["You can reach me on the number above.", true],
    ["Call me on my direct line.", true],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));
});

describe("talking proposed for a time", () => {
  it.each([
    ["Let's speak Tuesday.", true],
    ["Can we talk next week?", true],
    ["Let's talk next week — Tuesday 10am suits.", true],
    // Talking proposed with no time is a topic for the chat; a time without talk asks nothing.
    ["Let's talk budget.", null],
    ["Tuesday suits for the workshop.", null],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));
});

describe("a number given with the time to use it", () => {
  it.each([
    ["Sounds good — 07700 900 123, mornings are best.", true],
    ["My mobile is 0412 345 678, free after 5pm.", true],
    // A number alone, or a time alone, asks for nothing.
    ["My mobile is 0412 345 678.", null],
    ["Mornings are best for our team's stand-up.", null],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));
});

describe("a number given with a bare 'text or call'", () => {
  it.each([
    ["my cell is 312 555 0147, text or call", true],
    ["Text or call.", null],
  ])("%s → %s", (text, wish) => expect(callWishIn(text)).toBe(wish));
});

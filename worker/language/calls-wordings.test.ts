/**
 * A call asked for or refused in other words: a refusal in the past tense of a wish, a channel
 * named instead, a video meeting, a number given to be called on, a formal request, and a message
 * that changes its mind.
 */
import { describe, expect, it } from "vitest";
import { callWishIn } from "./calls";

describe("a call asked for or refused", () => {
  it.each([
    ["I'd rather you didn't call.", false],
    ["Best to reach me by email; calls are hard this month.", false],
    ["Let's book a Teams meeting.", true],
    ["Happy to jump on a call next week.", true],
    // A number given to be called on.
    ["You can reach me on 07700 900 123.", true],
    ["Call on +44 20 7946 0958 any time.", true],
    ["It's better to call my mobile, 07700 900 765.", true],
    // A formal request.
    ["I would be grateful for a telephone conversation at your earliest convenience.", true],
    // A message that changes its mind: its last word on a call decides.
    [
      "I don't want a sales call yet, I just need the pricing. PS: on second thoughts, could someone ring me tomorrow?",
      true,
    ],
    ["Please call me on Monday. Actually, no, don't call, email is better.", false],
    // A no and a yes in one sentence: the no.
    ["No calls please, but happy to chat by email.", false],
    ["Our phone number is on the site.", null],
  ])("%s → %s", (text, want) => {
    expect(callWishIn(text)).toBe(want);
  });
});

/**
 * Who wants what, in which mood and tense: calls spoken of that are no request of the prospect's
 * (how often the service meets, whether it must, someone else's calls, a call that happened),
 * beside requests in the same shapes, and a number given with a wish to be rung.
 */
import { describe, expect, it } from "vitest";
import { callWish, callWishIn } from "./calls";

describe("calls spoken of that ask for none", () => {
  it.each([
    // How often, or whether one must: a question about the service.
    "Do we have to talk to you every week?",
    "Will we need to speak with your team daily during the rollout?",
    "How often would we have calls with your consultants?",
    "Does your team run weekly status calls, or is it all async?",
    "Is a call necessary before you send the proposal?",
    // Someone else's calls.
    "Our SI calls us every day about change requests and it's exhausting.",
    "The current vendor rings me constantly with upsells.",
    // A call that happened.
    "We had a call with your colleague Sam last week.",
    "I spoke to Ana from your team yesterday and she sent the deck.",
    "We've already talked to three integrators.",
  ])("%s → no request", (text) => {
    expect(callWishIn(text)).toBeNull();
  });

  it.each([
    ["Could you call me again like you did yesterday?", true],
    ["We spoke last week. Can someone ring me tomorrow?", true],
    ["I missed your call yesterday, please call me back", true],
    ["My mobile is 06 12345678 if you'd like to ring.", true],
    ["Feel free to buzz me, 0412 345 678.", true],
    ["Our phone number is on the website.", null],
    // A call in the imperative with when or where: a request; a label is none.
    ["My direct line is +1 (415) 555-0163 ext 12, call any time after 2.", true],
    ["Ring anytime before 5pm.", true],
    ["Phone: 617.555.0133", null],
    ["Call centre volumes are high this year.", null],
    // Availability, a refusal by ability, meetings refused, a number to be reached on.
    ["Would love a quick chat on the phone this week.", true],
    ["I'm free for a call Thursday after 2pm.", true],
    ["Email me, I can't take calls.", false],
    ["We prefer async communication, no meetings.", false],
    ["I can be reached on 07700 900 123 after 5.", true],
    ["Can't wait for a call with your team!", true],
    ["We had a call last week; no more calls please, email only.", false],
  ])("%s → %s", (text, want) => {
    expect(callWishIn(text)).toBe(want);
  });

  it("a cadence question after a request leaves the request standing", () => {
    expect(callWish(["Please call me on 07700 900 123.", "Do we have to meet every week?"])).toBe(
      true,
    );
  });
});

/**
 * Questions asked tersely are still questions: a request without a question mark ("ballpark cost
 * + timeframe pls"), a clause opened by "n"/"and"/"ok so", chat shorthand and typos in a
 * question's short words, and the stages of the process asked in other words.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { questionsIn } from "./clarity-questions";

const topics = (text: string) => questionsIn(text).flatMap((q) => q.topics);

describe("a terse question is read for what it asks", () => {
  it.each([
    ["ballpark cost + timeframe pls", ["price", "duration"]],
    ["cost/timeline?", ["price", "duration"]],
    ["And would it take any longer for a bigger firm?", ["duration"]],
    ["n what do u need frm us", ["needs"]],
    ["how much dose it cost and how lnog does it tkae?", ["price", "duration"]],
    ["wat do we get at teh end of it", ["deliverables"]],
    ["Can you help us choose, and what are the stages of the process?", ["how"]],
    ["Are you tied to a vendor? And how does it work step by step?", ["how"]],
  ])("%s", (text, wanted) => {
    expect(topics(text)).toEqual(expect.arrayContaining(wanted));
  });

  it("a statement is no request", () => {
    expect(questionsIn("We have a 300k budget and a March deadline.")).toEqual([]);
  });

  it("each is answered", () => {
    const reply = lastReply(["ballpark cost + timeframe pls"]);
    expect(reply).toMatch(/\$25K–\$50K/);
    expect(reply).toMatch(/4–8 weeks/);
  });
});

/**
 * Doubts read by what they say, not by a listed phrase: a verdict against going ahead in any
 * words ("if your report comes back saying we're not ready"), wariness after a project that went
 * wrong; and an aside of a few words after an answered question is no second question.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";

describe("doubts in other words", () => {
  it.each([
    ["And if your report comes back saying we're not ready, then what?", "no-go"],
    ["If the answer is that we aren't ready, what happens?", "no-go"],
    ["What happens if the result is negative — do we lose what we paid?", "no-go"],
    ["Our last ERP project blew up badly, so forgive me for being wary.", "fluff"],
    ["The previous rollout failed and the board is sceptical of anything new.", "fluff"],
  ])("%s", (text, kind) => {
    expect(objectionIn(text)).toBe(kind);
  });

  it("a no-go asked about gets the no-go outcome, and no 'not on our pages' for the aside", () => {
    const reply = lastReply([
      "And if your report comes back saying we're not ready, then what? Wasted money?",
    ]);
    expect(reply).toMatch(/Strategic No-Go/);
    expect(reply).not.toMatch(/pages don't cover/);
  });

  it("a doubt's answer is not said twice: 'why not pick a vendor' gets no second vendor answer", () => {
    const reply = lastReply([
      "Why don't we just go straight to choosing a vendor and skip all this?",
    ]);
    expect(reply.match(/RFP foundation/g)).toHaveLength(1);
  });
});

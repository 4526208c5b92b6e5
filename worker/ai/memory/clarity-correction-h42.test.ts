/**
 * A correction opening with a word said first (round h42's first play): "$60k... actually make
 * that $75k", "Oh sorry, €45k", "Er, my mistake, £95k." — the chat's memory, reading a sentence
 * at a time, puts the sum of the sentence before right, as it does for "Sorry, €45k".
 */
import { describe, expect, it } from "vitest";
import { played } from "../engines/clarity-chat.test-kit";

describe("a correction opening with a word said first (round h42)", () => {
  it.each([
    [
      "budget wise we're thinking $60k... actually make that $75k, finance signed off",
      75_000,
      undefined,
    ],
    ["budget is €40k. Oh sorry, €45k", 45_000, "EUR"],
    ["we have £90k. Er, my mistake, £95k.", 95_000, "GBP"],
  ])("%j → %s in the chat's memory too", (said, sum, currency) => {
    expect(played([said]).roadmap.facts?.budget).toMatchObject({ min: sum, max: sum });
    expect(played([said]).roadmap.facts?.budget?.currency).toBe(currency);
  });
});

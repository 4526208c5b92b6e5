/**
 * Round h42's second probes (written after the round's fixes, played once, all right first time):
 * what the prospect sees when a sum is put right after a word said first ("Hmm, sorry, €140k",
 * "No wait, £55k") and when the number given is the one they are easiest or best reached on.
 */
import { describe, expect, it } from "vitest";
import { chat, played } from "./clarity-chat.test-kit";

describe("a sum put right after a word said first", () => {
  it("is the sum the reply speaks of, and the roadmap holds", () => {
    const { replies, roadmap } = played([
      "Hello from the team at Ostrava Glassworks - about 150 of us",
      "We've set aside €120k. Hmm, sorry, €140k - I forgot the licences",
    ]);
    expect(roadmap.facts?.budget).toMatchObject({ min: 140_000, max: 140_000, currency: "EUR" });
    expect(replies[1]).not.toMatch(/€120K/);
  });

  it("'Oh, no wait' in the sentence after it", () => {
    const reply = chat([
      "I'm writing for Pemberton Hale, a law firm of 70",
      "Budget around £50k. Oh, no wait, £55k including VAT.",
    ])[1]!;
    expect(reply).toMatch(/£55K/);
    expect(reply).not.toMatch(/£50K/);
  });
});

describe("the number one is easiest or best reached on", () => {
  it.each([
    ["Easiest on my mobile, +420 601 555 123, any weekday morning", /passed \+420 601 555 123/],
    ["Fastest on 0113 496 0555 after 4", /passed \+44 113 496 0555/],
    ["I'm quickest on 07700 900654, mornings", /passed \+44 7700 900654/],
  ])("%j is passed to the team to call", (said, seen) => {
    expect(chat(["We're a logistics firm of 120 people", said])[1]).toMatch(seen);
  });
});

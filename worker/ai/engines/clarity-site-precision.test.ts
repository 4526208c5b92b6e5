import { describe, expect, it } from "vitest";
import type { SiteAnswer } from "../../language/site-search";
import { lastReply } from "./clarity-chat.test-kit";
import { answeringPassage } from "./clarity-site-answer";

const passage = (url: string, text: string, score: number): SiteAnswer => ({
  title: "Page",
  url,
  text,
  score,
});

describe("a site passage answers only when it is about the question", () => {
  it("refuses a passage that shares only generic words (people, side, need)", () => {
    const p = passage("/who", "You can give 2–5 core people about an hour a week.", 31);
    expect(
      answeringPassage("Would our IT people need to install anything on their side?", [p]),
    ).toBe(null);
  });

  it("takes a passage that shares a word about the subject", () => {
    const p = passage("/privacy", "You can erase your chat with Delete my data.", 20);
    expect(answeringPassage("How do I erase my chat?", [p])).toBe(p);
  });

  it("refuses when two pages answer about as well (no clear best)", () => {
    const a = passage("/faq", "The sprint takes a week of workshops.", 20);
    const b = passage("/how", "Workshops run in the sprint week.", 19);
    expect(answeringPassage("how do the workshops go?", [a, b])).toBe(null);
    expect(answeringPassage("how do the workshops go?", [a, { ...b, score: 10 }])).toBe(a);
  });

  it("says plainly the pages don't cover a question, with the contact page, never a wrong page", () => {
    for (const question of [
      "Would our IT people need to install anything on their side?",
      "Can the whole thing be run in German?",
    ]) {
      const reply = lastReply(["We're scoping an AI assistant for our service desk.", question]);
      expect(reply).toMatch(/pages don't cover that/);
      expect(reply).toContain("(/try)");
      expect(reply).not.toContain("More on [");
    }
  });

  it("a second such question in a row is said in other words, not turned into a summary", () => {
    const reply = lastReply([
      "We're scoping an AI assistant for our service desk.",
      "Would our IT people need to install anything on their side?",
      "Can the whole thing be run in German?",
    ]);
    expect(reply).toMatch(/site doesn't say that either/);
    expect(reply).toContain("(/try)");
  });
});

/**
 * Round 6 of answers from the site's pages (docs/decisions/034): classes found by tuned-5 — a
 * phase asked by its number (every "phase N" got Phase 3), a bare follow-up ("and after that?")
 * after a phase, "next week" read as "what happens next", when the result comes asked with
 * "when is/would the …", the thing a "what X" question asks for deciding its topic.
 */
import { describe, expect, it } from "vitest";
import { chat, lastReply } from "./clarity-chat.test-kit";

const OPENER = "Hi! I have a couple of questions.";
const ask = (q: string) => lastReply([OPENER, q]);

describe("answers from the site's pages, round 6", () => {
  it("a phase asked by its number is that phase", () => {
    expect(ask("what happens in phase 2?")).toMatch(/^Phase 2, Stress Test/);
    expect(ask("what happens in the second phase?")).toMatch(/^Phase 2, Stress Test/);
    expect(ask("wat happens in phse 2")).toMatch(/^Phase 2, Stress Test/);
    expect(ask("what's phase 4")).toMatch(/^Phase 4, Reality Check/);
    expect(ask("what happens after phase 2?")).toMatch(/^After that comes phase 3/);
  });

  it("a bare follow-up after a phase is the phase after it, one further each time", () => {
    const replies = chat([
      OPENER,
      "what's the first phase?",
      "and after that?",
      "what comes next?",
    ]);
    expect(replies[2]).toMatch(/^After that comes phase 2/);
    expect(replies[3]).toMatch(/^After that comes phase 3/);
    // After anything else, "and after that?" is what happens next with us.
    expect(lastReply([OPENER, "what does it cost?", "and after that?"])).toMatch(/roadmap/);
  });

  it("'next week' is a time: when the verdict comes is the weeks, not what follows this chat", () => {
    for (const q of [
      "say we start next week — when do we get the verdict?",
      "if we start next week when is the verdict",
      "we could kick off next monday, when would the report land?",
    ]) {
      const reply = ask(q);
      expect(reply, q).toContain("4–8 weeks");
      expect(reply, q).not.toMatch(/Next, I turn what we've covered/);
    }
    expect(ask("what happens next?")).toMatch(/Next, I turn what we've covered/);
    // A case of the report's is still a case, not the weeks.
    expect(ask("when the report says no, what then?")).not.toContain("4–8 weeks");
  });

  it("the thing a 'what X' question asks for decides its topic", () => {
    expect(
      ask("What price range should I put in the purchase request for the simulation?"),
    ).toContain("$25K–$50K");
    expect(ask("what do we need to put in from our side")).toContain("2–5 people");
  });
});

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

describe("answers from the site's pages, round 6: what the question asks for", () => {
  it("a question for the members of a list gets their names", () => {
    for (const q of ["what are the possible outcomes?", "wich outcomes can the simulaton end with"])
      expect(ask(q), q).toMatch(
        /Green Light \(Go\), Adjust Before You Commit \(Adjust\), Strategic No-Go \(Stop\) and Team Realignment/,
      );
    expect(ask("what are your values")).toMatch(/Clarity first, Start human/);
    // One member named is that member's answer.
    expect(ask("what does Team Realignment mean as a result")).not.toMatch(/Green Light/);
  });

  it("who does a thing no page says anyone does is not answered from a page that names the thing", () => {
    for (const q of [
      "who hosts the prototype afterwards",
      "who hosts the prototype after the simulation ends and for how long",
      "who maintains the prototype once you're gone",
    ]) {
      const reply = ask(q);
      expect(reply, q).toMatch(/pages don't cover/);
      expect(reply, q).not.toMatch(/Phase 3|4–8 weeks/);
    }
    expect(ask("who reviews the roadmap?")).toMatch(/a person on our team reviews/);
  });

  it("the price in another currency is honest: the pages quote dollars", () => {
    const reply = chat([OPENER, "what does it cost?", "how much is that in euros"])[2];
    expect(reply).toMatch(/^Our pages don't say what it comes to in EUR/);
    const pounds = chat([OPENER, "how much is the simulation?", "what's that in pounds roughly"]);
    expect(pounds[2]).toMatch(/^Our pages don't say what it comes to in GBP/);
  });

  it("the site's own prototype and samples use invented data", () => {
    for (const q of [
      "the prototype on your site, is that real customer data or made up?",
      "is the demo prototype using fake data?",
      "is the sample spec on your website based on a real company?",
    ])
      expect(ask(q), q).toContain("invented sample data");
  });

  it("a slip in a word the pages use is read back", () => {
    expect(ask("is there a sampel rfp i can look at")).toContain("[sample RFP](/rfp)");
  });

  it("what a failed project costs is a wrong start's cost, not our fee", () => {
    const reply = ask("how much does a botched rollout cost us?");
    expect(reply).toContain("$500K–$5M");
    expect(reply).not.toContain("$25K–$50K");
  });

  it("a partner speaking of their clients gets the page for implementation consultants", () => {
    expect(
      ask("I advise clients on ERP selection. Where would this fit before my engagement starts?"),
    ).toMatch(/pre-engagement step/);
  });
});

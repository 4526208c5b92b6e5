import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { questionsIn, topicsOf } from "./clarity-questions";

describe("every question of a message, read by its meaning words", () => {
  it("cuts a message into its questions, a clause before ', and' included", () => {
    expect(questionsIn("What does it run to, and how many weeks does it take?")).toEqual([
      { text: "What does it run to", topics: ["price"], sentence: 0 },
      { text: "how many weeks does it take?", topics: ["duration"], sentence: 0 },
    ]);
    expect(
      questionsIn("Who is behind this service? And also, what happens after this chat?").map(
        (q) => q.topics,
      ),
    ).toEqual([["who"], ["next"]]);
  });

  it("finds the question inside a message that gives facts, and leaves the facts out", () => {
    expect(
      questionsIn(
        "The finance team is 12 people and already stretched — how much of their week would this take?",
      ),
    ).toEqual([
      { text: "how much of their week would this take?", topics: ["needs"], sentence: 0 },
    ]);
    expect(
      questionsIn("It's our head of ops who'd own it. Who would we deal with on your side?"),
    ).toEqual([{ text: "Who would we deal with on your side?", topics: ["who"], sentence: 1 }]);
  });

  it("reads oblique wordings of the pages' questions", () => {
    expect(topicsOf("What's the damage, roughly?")).toContain("price");
    expect(topicsOf("When it's all over, what's actually in our hands?")).toContain("deliverables");
    expect(topicsOf("Is a firm of sixty even the sort you take on?")).toContain("fit");
    expect(topicsOf("Put plainly, what do we get back for the money?")).toEqual(["roi"]);
    expect(topicsOf("is that realistic with your process?")).toContain("duration");
  });

  it("does not take their own prices or a free start for a question about our price", () => {
    expect(topicsOf("Is it safe to give you access to our recipes and supplier prices?")).toEqual([
      "security",
    ]);
    expect(topicsOf("Is there a no-cost way to try this first?")).not.toContain("price");
  });

  it("answers two questions of one message in one reply, in the order asked", () => {
    const reply = lastReply([
      "We're after a new CRM for about 150 people.",
      "What does it run to, and how many weeks does it take?",
    ]);
    const price = reply.indexOf("$25K–$50K");
    const weeks = reply.indexOf("4–8 weeks");
    expect(price).toBeGreaterThan(-1);
    expect(weeks).toBeGreaterThan(price);
    expect(reply).not.toMatch(/rather not guess/);
  });
});

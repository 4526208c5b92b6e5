/**
 * The hosted model's system prompt, as the route sends it to a model (a fake `AI` binding): the
 * site's passages on the newest message and what the conversation established, typed facts
 * included, with the rules the built-in replies follow for what the pages don't state.
 */
import { describe, expect, it } from "vitest";
import { ask, chatId } from "./helpers/clarity";
import { postJson, visitorCookie } from "./helpers/http";
import { modelTestKit, replyOf } from "./helpers/models";

const { ai } = modelTestKit();

describe("the hosted model's prompt", () => {
  it("holds the passages that answer the question, the facts so far and the honest fallback", async () => {
    const chat = chatId();
    const first = await postJson(
      "/api/clarity",
      ask(
        chat,
        "We're a hotel group of 180 staff, budget about €400k for a new PMS. Please call me on +44 20 7946 0958.",
      ),
    );
    await replyOf(first);
    const cookie = visitorCookie(first);
    await replyOf(
      await postJson(
        "/api/clarity",
        ask(chat, "how much of my team's time does it need, and can we pay in two instalments?"),
        cookie,
      ),
    );
    const system = String(ai.calls.at(-1)!.inputs.messages[0]!.content);
    // The page passage on the newest message, with its link.
    expect(system).toMatch(
      /\[FAQ\]\(\/faq\): A core team of 2–5 people, about an hour a week each/,
    );
    // The facts: the roadmap's words and the typed ones only they hold.
    expect(system).toContain("€400K");
    expect(system).toContain("phone: +442079460958");
    expect(system).toMatch(/asked for a call/);
    expect(system).not.toContain("[object Object]");
    // What the pages don't state is said plainly, never guessed.
    expect(system).toMatch(/our\s+pages don't say/);
  });
});

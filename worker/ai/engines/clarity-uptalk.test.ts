/** A hedged figure with a question mark, through the chat (worker/language/uptalk.ts). */
import { describe, expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

const OPENER =
  "hi, we're a regional builders merchant, 11 branches, about 280 staff on Kerridge. moving to Epicor BisTrack";

describe("a hedged figure with a question mark, in the chat", () => {
  it("answers the hedged budget with the budget, not a page", () => {
    const [, budget, live] = chat([
      OPENER,
      "budget's not set, maybe £400-600k all in?",
      "go-live around March 2028?",
    ]);
    expect(budget).toMatch(/A budget of \*\*£400K–£600K\*\*/);
    expect(budget).not.toMatch(/Budgets set before anyone tested|More on \[/);
    expect(live).toMatch(/Go-live target: \*\*March 2028\*\*/);
    expect(live).not.toMatch(/pages don't cover/);
  });

  it("shows a sum with no currency of its own in the conversation's, once", () => {
    const reply = chat([
      OPENER,
      "budget's not set, maybe £400-600k all in?",
      "actually about 300k, is that enough?",
    ]).at(-1)!;
    expect(reply).toMatch(/£300K/);
    expect(reply).not.toMatch(/\$300K/);
  });
});

import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

const OPENER =
  "IT director at a 300-person insurer; we want to try AI on our claims intake and we're on Guidewire.";

describe("the team on the prospect's side is the core team the pages ask for", () => {
  it.each([
    "what would the team from our side look like for an AI project?",
    "Which people on our end would need to be involved?",
    "what roles from our side do you need",
  ])("%s", (question) => {
    const reply = lastReply([OPENER, question]);
    expect(reply).toMatch(/core team of \*\*2–5 people\*\*/);
    expect(reply).not.toMatch(/What Clarity is/);
  });
});

describe("a verb before 'be involved' names no group of people", () => {
  it.each([
    "how many of our people would need to be involved and for how long?",
    "who would have to be involved from finance?",
  ])("%s", (question) => {
    expect(lastReply([OPENER, question])).not.toMatch(/single out (?:need|have)/);
  });
});

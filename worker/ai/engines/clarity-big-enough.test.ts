import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

const OPENER =
  "I manage operations for a group of 7 dental practices, about 140 staff, and we're looking at a CRM for recalls and referrals.";

describe("whether a company is big enough is the fit, which the pages state", () => {
  it.each([
    "honestly not sure we're big enough for this. are we?",
    "Is a company our size large enough for a simulation?",
    "would we be big enough for you to take on?",
  ])("%s", (question) => {
    const reply = lastReply([OPENER, question]);
    expect(reply).toMatch(/50–500 people/);
    expect(reply).not.toMatch(/pages don't cover/);
  });
});

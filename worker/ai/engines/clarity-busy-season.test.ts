import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

/** A busy period asked around is no target and no system: the reply notes neither. */
describe("a busy season in a question", () => {
  const opener = "We're a 180-person wholesaler replacing our ERP, live by June 2028.";
  it.each([
    "the pickers have no time in the busy season (Sep-Oct), can it all be done around that?",
    "our drivers are slammed in Oct-Nov, can it be done around that?",
    "the pickers are flat out over Sept-Oct, could the sessions happen outside that?",
  ])("%s", (question) => {
    const reply = lastReply([opener, question]);
    expect(reply).not.toMatch(/date noted|Go-live target|as you put it/i);
    expect(reply).not.toMatch(/to the systems/);
  });
  it("a date asked as a target still is", () => {
    const reply = lastReply([opener, "could we realistically go live by March 2028 instead?"]);
    expect(reply).toMatch(/March 2028/);
  });
});

import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { untrackedCorrection } from "./clarity-said-back";

describe("a corrected count with its thousands separated is said back whole", () => {
  it.each([
    ["i mean 4,500 emails a day, not 3,000", "4,500 emails"],
    ["sorry, it's 12,000 orders a month, not 9,000", "12,000 orders"],
    ["correction: 1,200 tickets a week", "1,200 tickets"],
    ["I said 38 practices - it's 36 practices", "36 practices"],
  ])("%s", (text, said) => {
    expect(untrackedCorrection(text)).toBe(`${said} — noted.`);
  });

  it("never reads the figure from its middle in a reply", () => {
    const reply = lastReply([
      "CIO at a 450-person logistics firm; we want an AI agent on our service inbox, about 3,000 emails a day.",
      "i mean 4,500 emails a day, not 3,000",
    ]);
    expect(reply).toMatch(/4,500/);
    expect(reply).not.toMatch(/(?<![\d,])500 emails/);
  });
});

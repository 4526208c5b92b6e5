import { describe, expect, it } from "vitest";
import { withoutDenied } from "./denied";

describe("withoutDenied: a reason set aside is none", () => {
  it.each([
    [
      "It is not because of the auditors, I should say; the real reason is that we acquired two firms.",
      /auditors/,
      /acquired two firms/,
    ],
    ["it's not because of the price rise, it's really the growth", /price rise/, /growth/],
    ["not so much the licence as the two firms we bought", /licence/, /two firms we bought/],
    ["The audit isn't the reason, growth is.", /audit/, /growth is/],
    ["less about the auditors, more about growth", /auditors/, /growth/],
    [
      "We're not doing this because of the regulator but because we doubled.",
      /regulator/,
      /doubled/,
    ],
  ])("%s", (text, gone, kept) => {
    const left = withoutDenied(text);
    expect(left).not.toMatch(gone);
    expect(left).toMatch(kept);
  });

  it.each([
    "We can't ship on time and the auditors flagged it.",
    "I'm not sure about the budget yet.",
    "Not a fit? Our reason is growth.",
  ])("leaves a message that sets nothing aside: %s", (text) => {
    expect(withoutDenied(text)).toBe(text);
  });
});

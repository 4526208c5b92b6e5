import { describe, expect, it } from "vitest";
import { aiDoubt } from "./clarity-risk-ai-doubt";

describe("a doubt that the AI can do the job", () => {
  it.each([
    [
      "the clinical leads doubt it will read handwriting",
      /clinical leads doubt that the AI can read handwriting/,
    ],
    [
      "I don't think AI can handle our exceptions",
      /^Trust in the AI: doubt that the AI can handle our exceptions$/,
    ],
    [
      "Our CFO doesn't trust a bot with refunds.",
      /the CFO doubts that the AI can be trusted with refunds/,
    ],
  ])("%s", (said, text) => {
    expect(aiDoubt(said)?.text).toMatch(text);
    expect(aiDoubt(said)?.id).toBe("adoption");
  });
  it.each([
    "I doubt it will be ready by March",
    "We don't think the system can handle the volume",
    "We need AI to read invoices",
    "The AI pilot went well",
  ])("none in %s", (said) => expect(aiDoubt(said)).toBeUndefined());
});

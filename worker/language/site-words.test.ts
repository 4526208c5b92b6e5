import { describe, expect, it } from "vitest";
import { spelledAsSite } from "./site-words";

describe("a question's typos read back against the site's words", () => {
  it.each([
    [
      "how much dose it cost and how lnog does it tkae?",
      "how much does it cost and how long does it take?",
    ],
    ["wat do we get at teh end of it", "what do we get at the end of it"],
    ["is our data kept privte?", "is our data kept private?"],
  ])("%s", (typed, meant) => {
    expect(spelledAsSite(typed)).toBe(meant);
  });

  it("leaves real words, names and short words alone", () => {
    const text = "Could Acme sit in on the sessions, or is it a chatbot?";
    expect(spelledAsSite(text)).toBe(text);
  });
});

describe("chat shorthand in a question", () => {
  it("reads 'frm', 'wht', 'hw' and 'u' as the words they stand for", async () => {
    const { normalise } = await import("./normalise");
    expect(normalise("wht do u need frm us, hw long")).toBe("what do you need from us, how long");
  });
});

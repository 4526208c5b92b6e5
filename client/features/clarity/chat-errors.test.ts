import { describe, expect, it } from "vitest";
import { ChatRateLimited, failureToast, retryAfterSeconds, retryText } from "./chat-errors";

describe("retryAfterSeconds", () => {
  it.each([
    ["42", 42],
    ["0", 0],
    ["1.2", 2],
    [null, 60],
    ["soon", 60],
  ])("reads %s as %i seconds", (header, seconds) => {
    expect(retryAfterSeconds(header)).toBe(seconds);
  });

  it("reads an HTTP date relative to now", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterSeconds("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
  });
});

describe("retryText", () => {
  it("says when to try again", () => {
    expect(retryText(0)).toBe("Please try again in a moment.");
    expect(retryText(42)).toBe("Please try again in 42 seconds.");
    expect(retryText(180)).toBe("Please try again in 3 minutes.");
  });
});

describe("failureToast", () => {
  it("is the spec's error toast for any failure but the rate limit", () => {
    expect(failureToast(new Error("boom"))).toEqual({
      title: "Error",
      description: "Failed to send message. Please try again.",
    });
    expect(failureToast(new ChatRateLimited(30))).toEqual({
      title: "Too many messages",
      description: "Please try again in 30 seconds.",
    });
  });
});

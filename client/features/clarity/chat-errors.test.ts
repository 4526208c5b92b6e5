import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_MESSAGE_CHARS } from "#contracts/message-limit";
import {
  ChatRateLimited,
  ChatRefused,
  chatFetch,
  errorMessageOf,
  failureToast,
  retryAfterSeconds,
  retryText,
} from "./chat-errors";

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

describe("offline", () => {
  it("says so instead of the generic failure", () => {
    expect(failureToast(new TypeError("Failed to fetch"), false)).toEqual({
      title: "You're offline",
      description: "Your message is kept. Press Try again once you're back online.",
    });
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
  it("is the spec's error toast for a network or server failure", () => {
    expect(failureToast(new Error("boom"), true)).toEqual({
      title: "Error",
      description: "Failed to send message. Please try again.",
    });
    expect(failureToast(new ChatRateLimited(30), true)).toEqual({
      title: "Too many messages",
      description: "Please try again in 30 seconds.",
    });
  });
});

const tooLong = `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`;
const refusal = (status: number, body: string) =>
  vi.fn(
    async () => new Response(body, { status, headers: { "content-type": "application/json" } }),
  );

describe("a refusal by the Worker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's reason", () => {
    expect(failureToast(new ChatRefused(400, tooLong), true)).toEqual({
      title: "Message not sent",
      description: "A message can be at most 4,000 characters.",
    });
  });

  it("reads the reason from the error body", () => {
    const body = JSON.stringify({
      error: { code: "bad_request:chat", message: tooLong, field: "message.parts" },
    });
    expect(errorMessageOf(body)).toBe(tooLong);
    expect(errorMessageOf("<html>Bad gateway</html>")).toBeNull();
    expect(errorMessageOf('{"error":{"message":""}}')).toBeNull();
    expect(errorMessageOf("null")).toBeNull();
  });

  it("becomes ChatRefused for a 4xx with a reason, a plain error without one", async () => {
    const full = "This conversation is full. Please continue by email or on /try.";
    vi.stubGlobal(
      "fetch",
      refusal(409, JSON.stringify({ error: { code: "conflict:chat_full", message: full } })),
    );
    await expect(chatFetch("/api/clarity")).rejects.toEqual(new ChatRefused(409, full));
    vi.stubGlobal("fetch", refusal(404, "Not found"));
    const error = await chatFetch("/api/clarity").catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ChatRefused);
    expect(failureToast(error, true).description).toBe("Failed to send message. Please try again.");
  });

  it("leaves a 5xx to useChat (the generic toast and Try again)", async () => {
    vi.stubGlobal("fetch", refusal(500, '{"error":{"code":"internal","message":"x"}}'));
    expect((await chatFetch("/api/clarity")).status).toBe(500);
  });
});

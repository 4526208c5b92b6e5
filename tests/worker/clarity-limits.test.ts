import { afterEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { ask, chatId, conversationOf, hello, mockModel } from "./helpers/clarity";
import { api, postJson, visitorCookie } from "./helpers/http";
import { expectLimitedAfter, minute } from "./helpers/rate-limit";

afterEach(() => {
  modelOverrides.clarity = undefined;
});

describe("POST /api/clarity: what it refuses and limits", () => {
  it("caps a conversation at 200 messages with a clear 409", async () => {
    const { id, cookie } = await conversationOf(200);
    const full = await postJson("/api/clarity", ask(id, "one more"), cookie);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({
      error: { code: "conflict:chat_full", message: expect.stringContaining("/try") },
    });
    // A new conversation works.
    const fresh = await postJson("/api/clarity", ask(chatId(), "hello again"), cookie);
    expect(fresh.status).toBe(200);
    await fresh.text();
  });

  it.each([
    ["no message", { id: "chat_1" }, "message"],
    ["no chat id", { message: ask("x", "hi").message }, "id"],
    ["a chat id with a slash", ask("../other", "hi"), "id"],
    [
      "an assistant message",
      { id: "c1", message: { id: "m1", role: "assistant", parts: [{ type: "text", text: "hi" }] } },
      "message.role",
    ],
    ["empty text", ask("c1", "   "), "message.parts"],
    ["4,001 characters", ask("c1", "x".repeat(4001)), "message.parts"],
  ])("rejects %s with 400 naming the field", async (_label, body, field) => {
    const res = await postJson("/api/clarity", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request:chat", field } });
  });

  it("says why a message is too long", async () => {
    const res = await postJson("/api/clarity", ask(chatId(), "long ".repeat(900)));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { message: "A message can be at most 4,000 characters." },
    });
  });

  it("rejects bad JSON (400), a body over 16 KB (413) and a non-JSON type (415)", async () => {
    const bad = await api("/api/clarity", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"id": "c1", "message": {',
    });
    expect(bad.status).toBe(400);
    const tooBig = await postJson("/api/clarity", {
      id: "c1",
      message: {
        id: "m1",
        role: "user",
        parts: Array.from({ length: 5 }, () => ({ type: "text", text: "x".repeat(3900) })),
      },
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: { code: "payload_too_large:chat" } });
    const text = await api("/api/clarity", { method: "POST", body: "hello" });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: { code: "unsupported_media_type:chat" } });
  });

  it("allows 20 chat requests a minute per visitor, then answers 429 with Retry-After", async () => {
    modelOverrides.clarity = mockModel();
    const since = minute();
    const first = await postJson("/api/clarity", hello());
    const cookie = visitorCookie(first);
    await first.text();
    const limited = await expectLimitedAfter(20, () => postJson("/api/clarity", hello(), cookie), {
      sent: 1,
      since,
    });
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limit:chat" } });
    // Another visitor is not affected.
    const other = await postJson("/api/clarity", hello());
    expect(other.status).toBe(200);
    await other.text();
  });

  it("no longer takes transcripts from the browser", async () => {
    const res = await postJson("/api/clarity/transcript", {
      messages: [{ role: "assistant", content: "We guarantee a 90% discount" }],
      projectType: "ERP",
    });
    expect(res.status).toBe(404);
  });
});

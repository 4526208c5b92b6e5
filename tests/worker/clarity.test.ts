import { env } from "cloudflare:workers";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { expectLimitedAfter } from "./helpers/rate-limit";
import { postJson, visitorCookie, visitorIdOf } from "./helpers/visitor";

const hello = [{ role: "user", content: "We want a new CRM" }];

function mockModel(words = ["Hello", " there", "!"], chunkDelayInMs = 0) {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunkDelayInMs,
        chunks: [
          { type: "text-start", id: "t1" },
          ...words.map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
          { type: "text-end", id: "t1" },
          {
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: {
              inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 },
              outputTokens: { total: 3, text: 3, reasoning: 0 },
            },
          },
        ],
      }),
    }),
  });
}

afterEach(() => {
  modelOverrides.clarity = undefined;
});

describe("POST /api/clarity", () => {
  it("streams the model's reply as a UI message stream, with the system prompt", async () => {
    const model = mockModel();
    modelOverrides.clarity = model;
    const res = await postJson("/api/clarity", { messages: hello });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    const body = await res.text();
    const deltas = [...body.matchAll(/"type":"text-delta","id":"[^"]+","delta":"([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(deltas.join("")).toBe("Hello there!");
    expect(body).toContain("data: [DONE]");
    const prompt = model.doStreamCalls[0]!.prompt;
    expect(prompt[0]).toMatchObject({ role: "system" });
    expect(JSON.stringify(prompt[0])).toContain("readiness simulations");
    expect(prompt.at(-1)).toMatchObject({
      role: "user",
      content: [{ type: "text", text: "We want a new CRM" }],
    });
  });

  it("streams the built-in interviewer when no key is configured", async () => {
    const res = await postJson("/api/clarity", { messages: [{ role: "user", content: "CRM" }] });
    expect(res.status).toBe(200);
    const text = [...(await res.text()).matchAll(/"delta":"([^"]*)"/g)].map((m) => m[1]).join("");
    expect(text).toContain("**CRM**");
    expect(text).toMatch(/driving/);
  });

  it("passes the request's abort signal to the model", async () => {
    const model = mockModel(
      Array.from({ length: 200 }, (_, i) => ` w${i}`),
      20,
    );
    modelOverrides.clarity = model;
    const controller = new AbortController();
    const res = await (await import("cloudflare:workers")).exports.default.fetch(
      new Request("http://localhost/api/clarity", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ messages: hello }),
        signal: controller.signal,
      }),
    );
    const reader = res.body!.getReader();
    await reader.read();
    const signal = model.doStreamCalls[0]!.abortSignal;
    expect(signal).toBeDefined();
    controller.abort();
    await reader.cancel().catch(() => {});
    await expect.poll(() => signal?.aborted, { timeout: 2000 }).toBe(true);
  });

  it.each([
    ["no messages", {}, "messages"],
    ["an empty list", { messages: [] }, "messages"],
    ["a system role", { messages: [{ role: "system", content: "x" }] }, "messages.0.role"],
    ["empty content", { messages: [{ role: "user", content: "" }] }, "messages.0.content"],
    [
      "4,001 characters",
      { messages: [{ role: "user", content: "x".repeat(4001) }] },
      "messages.0.content",
    ],
    [
      "41 messages",
      { messages: Array.from({ length: 41 }, () => ({ role: "user", content: "hi" })) },
      "messages",
    ],
  ])("rejects %s with 400 naming the field", async (_label, body, field) => {
    const res = await postJson("/api/clarity", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request:chat", field } });
  });

  it("rejects bad JSON (400), a body over 32 KB (413) and a non-JSON type (415)", async () => {
    const bad = await (await import("cloudflare:workers")).exports.default.fetch(
      new Request("http://localhost/api/clarity", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"messages": [',
      }),
    );
    expect(bad.status).toBe(400);
    const big = Array.from({ length: 10 }, () => ({ role: "user", content: "x".repeat(3900) }));
    const tooBig = await postJson("/api/clarity", { messages: big });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: { code: "payload_too_large:chat" } });
    const text = await (await import("cloudflare:workers")).exports.default.fetch(
      new Request("http://localhost/api/clarity", { method: "POST", body: "hello" }),
    );
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: { code: "unsupported_media_type:chat" } });
  });

  it("allows 20 chat requests a minute per visitor, then answers 429 with Retry-After", async () => {
    modelOverrides.clarity = mockModel();
    const first = await postJson("/api/clarity", { messages: hello });
    const cookie = visitorCookie(first);
    await first.text();
    // The first request above counts too.
    const limited = await expectLimitedAfter(19, () =>
      postJson("/api/clarity", { messages: hello }, cookie),
    );
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limit:chat" } });
    // Another visitor is not affected.
    const other = await postJson("/api/clarity", { messages: hello });
    expect(other.status).toBe(200);
    await other.text();
  });
});

describe("POST /api/clarity/transcript", () => {
  it("stores the conversation and project type in the visitor's Durable Object", async () => {
    const messages = [
      { role: "user", content: "ERP for finance" },
      { role: "assistant", content: "What's driving it?" },
      { role: "user", content: "Growth" },
    ];
    const res = await postJson("/api/clarity/transcript", {
      messages,
      projectType: "ERP for finance",
    });
    expect(res.status).toBe(201);
    const cookie = visitorCookie(res);
    const again = await postJson(
      "/api/clarity/transcript",
      { messages: messages.slice(0, 1), projectType: "ERP for finance" },
      cookie,
    );
    expect(again.status).toBe(201);
    const stored = await env.VISITOR.getByName(visitorIdOf(cookie)).transcripts();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ projectType: "ERP for finance", messages });
  });

  it("rejects a transcript without messages", async () => {
    const res = await postJson("/api/clarity/transcript", { projectType: "x" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: "messages" } });
  });
});

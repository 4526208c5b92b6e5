import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { expect } from "vitest";
import { modelOverrides } from "../../../worker/ai/models";
import { postJson, visitorCookie, visitorIdOf } from "./http";

/** A request body of the "send only the last message" contract, with AI SDK-like ids. */
export const chatId = () => `chat_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
export const msgId = () => crypto.randomUUID().replaceAll("-", "").slice(0, 16);
export const ask = (id: string, text: string, messageId = msgId()) => ({
  id,
  message: { id: messageId, role: "user", parts: [{ type: "text", text }] },
});
export const hello = () => ask(chatId(), "We want a new CRM");
/** The visitor's stored conversations, as the Durable Object returns them. */
export const stored = (cookie: string) =>
  env.VISITOR.getByName(visitorIdOf(cookie)).conversations();

/**
 * A model that streams the given words, `chunkDelayInMs` apart, the first `firstDelayMs` after
 * the call (a hosted model thinking).
 */
export function mockModel(words = ["Hello", " there", "!"], chunkDelayInMs = 0, firstDelayMs = 0) {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        initialDelayInMs: firstDelayMs,
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

/**
 * A conversation of `n` stored messages: the first exchange through the route, the rest straight
 * in storage. Leaves `modelOverrides.clarity` set to a model that answers "ok".
 */
export async function conversationOf(n: number) {
  modelOverrides.clarity = mockModel(["ok"]);
  const id = chatId();
  const first = await postJson("/api/clarity", ask(id, "hello"));
  const cookie = visitorCookie(first);
  await first.text();
  await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(2);
  await runInDurableObject(env.VISITOR.getByName(visitorIdOf(cookie)), (_o, state) => {
    for (let seq = 2; seq < n; seq++)
      state.storage.sql.exec(
        "INSERT INTO message (conversation_id, seq, id, role, text, at) VALUES (?, ?, ?, ?, 'x', 0)",
        id,
        seq,
        `m${seq}`,
        seq % 2 ? "assistant" : "user",
      );
  });
  return { id, cookie };
}

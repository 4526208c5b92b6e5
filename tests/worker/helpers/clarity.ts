import { env } from "cloudflare:workers";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { visitorIdOf } from "./http";

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

/** A model that streams the given words, `chunkDelayInMs` apart. */
export function mockModel(words = ["Hello", " there", "!"], chunkDelayInMs = 0) {
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

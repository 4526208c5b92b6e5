import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  type LanguageModel,
  stepCountIs,
  streamText,
} from "ai";
import type { Context } from "hono";
import type { ClarityMessage } from "../contracts/clarity";
import type { RoadmapFacts, RoadmapUpdate } from "../contracts/roadmap";
import type { AppEnv } from "../lib/app-env";
import { maxOutputTokens } from "./stream-reply";
import { clarityTools } from "./tools/clarity";
import type { Turn } from "./window";

/**
 * Streams a Clarity reply as one typed UI message (`ClarityMessage`): the roadmap first, as a
 * `data-roadmap` part with what the conversation has established (the panel updates as the reply
 * starts), then the model's words. A hosted model may call `update_roadmap`; each call is merged
 * into the stored memory and streamed as the same part (same id, so the panel shows the latest).
 * Same envelope as streamReply: capped output, abort on Stop, errors logged without the visitor's
 * words, the reply's text stored once the stream ends.
 */
export function streamClarity(
  c: Context<AppEnv>,
  options: {
    model: LanguageModel;
    system: string;
    messages: readonly Turn[];
    replyId: string;
    roadmap: RoadmapFacts;
    saveRoadmap: (update: RoadmapUpdate) => Promise<RoadmapFacts>;
    onReply: (text: string) => Promise<void>;
  },
): Response {
  const onError = (error: unknown) => {
    // The error's kind only: provider errors can carry the prompt, i.e. the visitor's words.
    const kind = error instanceof Error ? error.name : typeof error;
    console.error(`clarity stream failed: ${kind}`);
    return "The assistant is unavailable right now.";
  };
  const stream = createUIMessageStream<ClarityMessage>({
    originalMessages: [],
    generateId: () => options.replyId,
    onError,
    execute: ({ writer }) => {
      writer.write({ type: "start", messageId: options.replyId });
      writer.write({ type: "data-roadmap", id: "roadmap", data: options.roadmap });
      const tools = clarityTools(async (update) => {
        const roadmap = await options.saveRoadmap(update);
        writer.write({ type: "data-roadmap", id: "roadmap", data: roadmap });
        return roadmap;
      });
      const result = streamText({
        model: options.model,
        system: options.system,
        messages: options.messages.map((m) => ({ role: m.role, content: m.content })),
        tools,
        // A tool call, then the words: two steps at most.
        stopWhen: stepCountIs(2),
        maxOutputTokens: maxOutputTokens(c.env),
        abortSignal: c.req.raw.signal,
      });
      writer.merge(result.toUIMessageStream<ClarityMessage>({ sendStart: false, onError }));
    },
    onEnd: ({ responseMessage }) => {
      const text = responseMessage.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
      // After the stream, never before the first byte; kept alive past a disconnect.
      c.executionCtx.waitUntil(options.onReply(text));
    },
  });
  const response = createUIMessageStreamResponse({ stream });
  // Through the context, so a cookie set earlier in the request reaches the browser.
  return c.newResponse(response.body, response);
}

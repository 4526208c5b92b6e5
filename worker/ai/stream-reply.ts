import { type LanguageModel, streamText, type ToolSet, type UIMessage } from "ai";
import type { Context } from "hono";
import type { AppEnv, Bindings } from "../lib/app-env";
import type { Turn } from "./window";

/** Output cap of every model call (tokens); `MAX_OUTPUT_TOKENS` changes it. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 800;

export const maxOutputTokens = (env: Bindings) =>
  Number(env.MAX_OUTPUT_TOKENS) > 0 ? Number(env.MAX_OUTPUT_TOKENS) : DEFAULT_MAX_OUTPUT_TOKENS;

/**
 * Streams a chat reply as an AI SDK UI message stream: the one path both chats take. The output
 * is capped, the visitor leaving (or Stop) aborts the model call, errors are logged without the
 * visitor's words, and `onReply` gets the reply's text once the stream ends (partial on Stop).
 */
export function streamReply(
  c: Context<AppEnv>,
  options: {
    surface: string;
    model: LanguageModel;
    system: string;
    messages: readonly Turn[];
    tools?: ToolSet;
    replyId?: string;
    onReply?: (text: string) => Promise<void>;
  },
): Response {
  const result = streamText({
    model: options.model,
    system: options.system,
    messages: options.messages.map((m) => ({ role: m.role, content: m.content })),
    ...(options.tools ? { tools: options.tools } : {}),
    maxOutputTokens: maxOutputTokens(c.env),
    abortSignal: c.req.raw.signal,
  });
  const { replyId, onReply } = options;
  const stream = result.toUIMessageStreamResponse({
    ...(replyId ? { originalMessages: [] as UIMessage[], generateMessageId: () => replyId } : {}),
    onEnd: ({ responseMessage }) => {
      if (!onReply) return;
      const text = responseMessage.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
      // After the stream, never before the first byte; kept alive past a disconnect.
      c.executionCtx.waitUntil(onReply(text));
    },
    onError: (error) => {
      // The error's kind only: provider errors can carry the prompt, i.e. the visitor's words.
      const kind = error instanceof Error ? error.name : typeof error;
      console.error(`${options.surface} stream failed: ${kind}`);
      return "The assistant is unavailable right now.";
    },
  });
  // Through the context, so a cookie set earlier in the request reaches the browser.
  return c.newResponse(stream.body, stream);
}

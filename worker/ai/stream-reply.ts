import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  type InferUIMessageChunk,
  type LanguageModel,
  stepCountIs,
  streamText,
  type ToolSet,
  type UIMessage,
  type UIMessageStreamOnEndCallback,
} from "ai";
import type { Context } from "hono";
import type { AppEnv, Bindings } from "../lib/app-env";
import { finishOnceStored, type StoreMessage, storingBeside } from "./store-beside-model";
import type { Turn } from "./window";

/** Output cap of every model call (tokens); `MAX_OUTPUT_TOKENS` changes it. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 800;

export const maxOutputTokens = (env: Bindings) =>
  Number(env.MAX_OUTPUT_TOKENS) > 0 ? Number(env.MAX_OUTPUT_TOKENS) : DEFAULT_MAX_OUTPUT_TOKENS;

/** Typed data parts written into a reply (Clarity's roadmap), before and during the model's words. */
export interface ReplyData<M extends UIMessage> {
  /** The reply's id: the stored reply and the streamed message share it. */
  replyId: string;
  /**
   * Writes the first parts and returns tools that run in the Worker, which may write more as the
   * model calls them (a tool call, then the words: two steps at most).
   */
  start: (write: (part: InferUIMessageChunk<M>) => void) => ToolSet;
}

/**
 * Streams a chat reply as an AI SDK UI message stream: the one path both chats take. The output
 * is capped, the visitor leaving (or Stop) aborts the model call, errors are logged without the
 * visitor's words, and `onReply` gets the reply's text once the stream ends (partial on Stop).
 * `tools` are only offered (the browser applies their calls); with `data`, the reply is one
 * message that starts with the data parts.
 */
export function streamReply<M extends UIMessage = UIMessage>(
  c: Context<AppEnv>,
  options: {
    surface: string;
    model: LanguageModel;
    system: string;
    messages: readonly Turn[];
    tools?: ToolSet;
    data?: ReplyData<M>;
    /**
     * Stores the visitor's message while the model answers (`store-beside-model.ts`): started once
     * the model call is under way; the reply's `finish` waits for it.
     */
    store?: StoreMessage;
    onReply?: (text: string) => Promise<void>;
  },
): Response {
  const { data, onReply, store } = options;
  const model = store ? storingBeside(options.model, store) : options.model;
  const onError = (error: unknown) => {
    // The error's kind only: provider errors can carry the prompt, i.e. the visitor's words.
    const kind = error instanceof Error ? error.name : typeof error;
    console.error(`${options.surface} stream failed: ${kind}`);
    return "The assistant is unavailable right now.";
  };
  const onEnd: UIMessageStreamOnEndCallback<M> = ({ responseMessage }) => {
    if (!onReply) return;
    const text = responseMessage.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
    // After the stream, never before the first byte; kept alive past a disconnect.
    c.executionCtx.waitUntil(onReply(text));
  };
  const reply = (tools: ToolSet | undefined, steps?: number) =>
    streamText({
      model,
      system: options.system,
      messages: options.messages.map((m) => ({ role: m.role, content: m.content })),
      ...(tools ? { tools } : {}),
      ...(steps ? { stopWhen: stepCountIs(steps) } : {}),
      maxOutputTokens: maxOutputTokens(c.env),
      abortSignal: c.req.raw.signal,
    });
  const stream = data
    ? createUIMessageStream<M>({
        originalMessages: [],
        generateId: () => data.replyId,
        onError,
        onEnd,
        execute: ({ writer }) => {
          writer.write({ type: "start", messageId: data.replyId } as InferUIMessageChunk<M>);
          const result = reply(
            data.start((part) => writer.write(part)),
            2,
          );
          writer.merge(result.toUIMessageStream<M>({ sendStart: false, onError }));
        },
      })
    : reply(options.tools).toUIMessageStream<M>({ onEnd, onError });
  const response = createUIMessageStreamResponse({
    stream: store ? stream.pipeThrough(finishOnceStored<M>(store)) : stream,
  });
  // Through the context, so a cookie set earlier in the request reaches the browser.
  return c.newResponse(response.body, response);
}

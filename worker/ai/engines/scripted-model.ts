import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import type { Turn } from "../window";

/** What a built-in engine decides to say for one turn. */
export interface ScriptedReply {
  text: string;
  toolCalls?: { toolName: string; input: unknown }[];
}

/** The conversation in the prompt as plain turns (text parts joined; system and tool parts dropped). */
export function promptTurns(options: LanguageModelV4CallOptions): Turn[] {
  return options.prompt.flatMap((m): Turn[] => {
    if (m.role === "system" || m.role === "tool") return [];
    const text = m.content
      .map((p) => (p.type === "text" ? p.text : ""))
      .join("")
      .trim();
    return text ? [{ role: m.role, content: text }] : [];
  });
}

const usage = (text: string): LanguageModelV4Usage => ({
  inputTokens: {
    total: undefined,
    noCache: undefined,
    cacheRead: undefined,
    cacheWrite: undefined,
  },
  outputTokens: { total: Math.ceil(text.length / 4), text: undefined, reasoning: undefined },
});

/** Splits text into words with their trailing whitespace, so deltas re-join exactly. */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * An AI SDK language model whose replies come from a deterministic function instead of a hosted
 * model: it streams the reply word by word (honouring the abort signal), then any tool calls.
 * Route code cannot tell it from a hosted model.
 */
export function createScriptedModel(config: {
  modelId: string;
  respond: (options: LanguageModelV4CallOptions) => ScriptedReply;
  /** Pause between words, for a natural pace in the browser; 0 in unit tests. */
  wordDelayMs?: number;
}): LanguageModelV4 {
  const delay = config.wordDelayMs ?? 0;
  return {
    specificationVersion: "v4",
    provider: "clarity-offline",
    modelId: config.modelId,
    supportedUrls: {},
    async doGenerate(options) {
      const reply = config.respond(options);
      const toolCalls = reply.toolCalls ?? [];
      return {
        content: [
          ...(reply.text ? [{ type: "text" as const, text: reply.text }] : []),
          ...toolCalls.map((call, i) => ({
            type: "tool-call" as const,
            toolCallId: `call_${i}`,
            toolName: call.toolName,
            input: JSON.stringify(call.input),
          })),
        ],
        finishReason: { unified: toolCalls.length ? "tool-calls" : "stop", raw: undefined },
        usage: usage(reply.text),
        warnings: [],
      };
    },
    async doStream(options) {
      const reply = config.respond(options);
      const signal = options.abortSignal;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          try {
            controller.enqueue({ type: "stream-start", warnings: [] });
            if (reply.text) {
              controller.enqueue({ type: "text-start", id: "text-0" });
              for (const delta of wordChunks(reply.text)) {
                await sleep(delay, signal);
                if (signal?.aborted) throw signal.reason;
                controller.enqueue({ type: "text-delta", id: "text-0", delta });
              }
              controller.enqueue({ type: "text-end", id: "text-0" });
            }
            const toolCalls = reply.toolCalls ?? [];
            toolCalls.forEach((call, i) => {
              controller.enqueue({
                type: "tool-call",
                toolCallId: `call_${Date.now().toString(36)}_${i}`,
                toolName: call.toolName,
                input: JSON.stringify(call.input),
              });
            });
            controller.enqueue({
              type: "finish",
              usage: usage(reply.text),
              finishReason: { unified: toolCalls.length ? "tool-calls" : "stop", raw: undefined },
            });
            controller.close();
          } catch (error) {
            controller.error(error);
          }
        },
      });
      return { stream };
    },
  };
}

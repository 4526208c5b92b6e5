/**
 * A stand-in for the Workers AI binding (`env.AI`), set with `withBindings({ AI: ai.binding })`.
 * `run(model, inputs, options)` answers a streamed chat the way the real binding does: a
 * ReadableStream of server-sent events, either in Workers AI's own shape (`{"response": "…"}`,
 * tool calls as `tool_calls` chunks: the call's name, its arguments in pieces, then a chunk of
 * nulls) or in the chat-completions shape newer models use (`choices[0].delta`), ending with usage
 * and `[DONE]`. It can also fail as the binding does: throw (e.g. "3040: Capacity temporarily
 * exceeded", which workers-ai-provider reads as a 429), never answer, or stop mid-stream.
 */
export type FakeAiTurn =
  | {
      text?: string;
      toolCalls?: { name: string; arguments: unknown }[];
      format?: "workers-ai" | "chat-completions";
      /** Stream this many words, then hang (a stall) or end with an error event. */
      breakAfterWords?: { words: number; ending: "hang" | "error" };
      /** Pause before the first event, in ms. */
      delayMs?: number;
    }
  | { throws: string }
  | { hang: true };

export interface RunCall {
  model: string;
  inputs: {
    messages: { role: string; content: unknown }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
    max_tokens?: number;
    stream?: boolean;
    chat_template_kwargs?: { enable_thinking?: boolean };
  };
}

const encoder = new TextEncoder();
const sse = (data: unknown) =>
  encoder.encode(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
const words = (text: string) => text.match(/\S+\s*/g) ?? [];

function chunks(turn: Extract<FakeAiTurn, { text?: string }>): Uint8Array[] {
  const native = (turn.format ?? "workers-ai") === "workers-ai";
  const said = words(turn.text ?? "");
  const text = turn.breakAfterWords ? said.slice(0, turn.breakAfterWords.words) : said;
  const out = text.map((w) =>
    sse(native ? { response: w, p: "abc" } : { choices: [{ index: 0, delta: { content: w } }] }),
  );
  if (turn.breakAfterWords) return out;
  (turn.toolCalls ?? []).forEach((call, index) => {
    const args =
      typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
    const half = Math.ceil(args.length / 2);
    const pieces = [
      { id: `chatcmpl-tool-${index}`, type: "function", index, function: { name: call.name } },
      { index, function: { arguments: args.slice(0, half) } },
      { index, function: { arguments: args.slice(half) } },
    ];
    for (const piece of pieces)
      out.push(
        sse(
          native
            ? { response: "", tool_calls: [piece] }
            : { choices: [{ index: 0, delta: { tool_calls: [piece] } }] },
        ),
      );
    if (native) out.push(sse({ tool_calls: [{ id: null, type: null, function: { name: null } }] }));
  });
  const finish = turn.toolCalls?.length ? "tool_calls" : "stop";
  const usage = { prompt_tokens: 120, completion_tokens: 12, total_tokens: 132 };
  out.push(
    sse(
      native
        ? { response: "", usage }
        : { choices: [{ index: 0, delta: {}, finish_reason: finish }], usage },
    ),
    sse("[DONE]"),
  );
  return out;
}

export function fakeAi(next: (call: RunCall, n: number) => FakeAiTurn) {
  const calls: RunCall[] = [];
  const binding = {
    async run(model: string, inputs: RunCall["inputs"], options?: { signal?: AbortSignal }) {
      const call = { model, inputs };
      calls.push(call);
      const turn = next(call, calls.length - 1);
      if ("throws" in turn) throw new Error(turn.throws);
      const signal = options?.signal;
      if ("hang" in turn)
        return new Promise<never>((_, reject) =>
          signal?.addEventListener("abort", () => reject(signal.reason)),
        );
      if (turn.delayMs) await new Promise((r) => setTimeout(r, turn.delayMs));
      const parts = chunks(turn);
      const broken = turn.breakAfterWords?.ending;
      return new ReadableStream<Uint8Array>({
        // One event per read, as a network stream gives them; then the end, a hang or an error.
        pull(controller) {
          const part = parts.shift();
          if (part) return controller.enqueue(part);
          if (broken === "error") return controller.error(new Error("upstream reset"));
          if (!broken) return controller.close();
          return new Promise<void>((resolve) =>
            signal?.addEventListener("abort", () => {
              try {
                controller.error(signal.reason);
              } catch {
                // cancelled already
              }
              resolve();
            }),
          );
        },
      });
    },
  };
  return { binding: binding as unknown as Ai, calls };
}

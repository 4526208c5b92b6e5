import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { asSchema, type FlexibleSchema } from "ai";
import { failureKind, logFailure, ModelFailure } from "./failure";
import type { HostedProviderName } from "./hosted";
import { providerHealth } from "./provider-health";

type Part = LanguageModelV4StreamPart;

/** The input schema of each tool a chat offers, to hold a hosted model's tool calls to. */
export type ToolSchemas = Record<string, { inputSchema: FlexibleSchema<unknown> }>;

export interface FailoverConfig {
  surface: string;
  provider: HostedProviderName;
  primary: LanguageModelV4;
  /** The built-in engine, which answers whenever the hosted model does not (made when needed). */
  fallback: () => LanguageModelV4;
  tools: ToolSchemas;
  /** How long the hosted model may take to its first words or valid tool call. */
  firstTokenMs: number;
}

/** After the first words, a silence this many times `firstTokenMs` is a stall. */
const STALL_FACTOR = 3;

/** `promise` or the timer, whichever settles first; the loser's rejection is not unhandled. */
function race<T>(promise: Promise<T>, timer: { promise: Promise<never> }): Promise<T> {
  promise.catch(() => {});
  return Promise.race([promise, timer.promise]);
}

/** A timer that rejects with a `ModelFailure` of `kind`; `clear` stops it. */
function deadline(ms: number, kind: "timeout" | "stall") {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ModelFailure(kind)), ms);
  });
  promise.catch(() => {}); // raced below; never an unhandled rejection
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * A hosted model with the built-in engine behind it (docs/decisions/024): the hosted model's
 * parts are held until its first words or first tool call that validates against the chat's
 * schemas, then streamed as they come. When it fails first — an error, a rate limit, no first
 * words within `firstTokenMs`, an invalid tool call, an empty reply — the engine's reply streams
 * in its place, in the same stream, so the route cannot tell. When it fails after its first
 * words, the engine's reply follows them after a paragraph break. Reasoning is never passed on.
 */
export function withFailover(config: FailoverConfig): LanguageModelV4 {
  const { primary, fallback } = config;
  return {
    specificationVersion: "v4",
    provider: primary.provider,
    modelId: primary.modelId,
    supportedUrls: {},
    async doGenerate(options) {
      try {
        return await primary.doGenerate(options);
      } catch (error) {
        if (options.abortSignal?.aborted) throw error;
        providerHealth.failed(config.provider, failureKind(error));
        providerHealth.fellBack();
        return fallback().doGenerate(options);
      }
    },
    async doStream(options) {
      return { stream: new FailoverRun(config, options).stream };
    },
  };
}

class FailoverRun {
  readonly stream: ReadableStream<Part>;
  private out!: ReadableStreamDefaultController<Part>;
  private readonly upstream = new AbortController();
  private readonly started = Date.now();
  private readonly firstToken: ReturnType<typeof deadline>;
  /** Parts held until the first words or valid tool call; then everything streams. */
  private held: Part[] = [];
  private toolInputs = new Map<string, Part[]>();
  private openText = new Set<string>();
  private shown = false;
  private cancelled = false;

  constructor(
    private readonly config: FailoverConfig,
    private readonly options: LanguageModelV4CallOptions,
  ) {
    this.firstToken = deadline(config.firstTokenMs, "timeout");
    options.abortSignal?.addEventListener("abort", () => this.upstream.abort(), { once: true });
    this.stream = new ReadableStream<Part>({
      start: (controller) => {
        this.out = controller;
        void this.run();
      },
      cancel: () => {
        this.cancelled = true;
        this.firstToken.clear();
        this.upstream.abort();
      },
    });
  }

  private async run(): Promise<void> {
    const { primary, provider } = this.config;
    providerHealth.called(provider);
    try {
      const call = Promise.resolve(
        primary.doStream({ ...this.options, abortSignal: this.upstream.signal }),
      );
      const { stream } = await race(call, this.firstToken);
      const reader = stream.getReader();
      this.upstream.signal.addEventListener("abort", () => reader.cancel().catch(() => {}));
      for (;;) {
        const stall = this.shown
          ? deadline(this.config.firstTokenMs * STALL_FACTOR, "stall")
          : null;
        const next = await race(reader.read(), stall ?? this.firstToken).finally(() =>
          stall?.clear(),
        );
        if (next.done) throw new ModelFailure(this.shown ? "error" : "empty");
        if (await this.accept(next.value)) break;
      }
      this.firstToken.clear();
      providerHealth.answered(provider);
      this.out.close();
    } catch (error) {
      this.firstToken.clear();
      if (this.cancelled) return;
      if (this.options.abortSignal?.aborted) {
        this.upstream.abort();
        return this.out.error(this.options.abortSignal.reason);
      }
      await this.failOver(error);
    }
  }

  /** Takes one part of the hosted model's stream; true at its end. Throws a `ModelFailure`. */
  private async accept(part: Part): Promise<boolean> {
    switch (part.type) {
      case "error":
        throw part.error;
      case "reasoning-start":
      case "reasoning-delta":
      case "reasoning-end":
        return false;
      case "text-start":
        this.openText.add(part.id);
        break;
      case "text-end":
        this.openText.delete(part.id);
        break;
      case "text-delta":
        if (part.delta) this.show();
        break;
      case "tool-input-start":
      case "tool-input-delta":
      case "tool-input-end":
        this.toolInputs.set(part.id, [...(this.toolInputs.get(part.id) ?? []), part]);
        return false;
      case "tool-call":
        await this.validate(part.toolName, part.input);
        this.show();
        for (const input of this.toolInputs.get(part.toolCallId) ?? []) this.emit(input);
        this.toolInputs.delete(part.toolCallId);
        break;
      case "finish":
        if (part.finishReason.unified === "error") throw new ModelFailure("error");
        if (!this.shown) throw new ModelFailure("empty");
        this.emit(part);
        return true;
    }
    this.emit(part);
    return false;
  }

  private async validate(toolName: string, input: string): Promise<void> {
    const tool = this.config.tools[toolName];
    if (!tool) throw new ModelFailure("invalid_tool_call");
    let value: unknown;
    try {
      value = input.trim() ? JSON.parse(input) : {};
    } catch {
      throw new ModelFailure("invalid_tool_call");
    }
    const result = await asSchema(tool.inputSchema).validate?.(value);
    if (result && !result.success) throw new ModelFailure("invalid_tool_call");
  }

  private emit(part: Part): void {
    if (this.shown) this.out.enqueue(part);
    else this.held.push(part);
  }

  private show(): void {
    if (this.shown) return;
    this.shown = true;
    this.firstToken.clear();
    for (const part of this.held) this.out.enqueue(part);
    this.held = [];
  }

  /** Counts and logs the failure, then streams the built-in engine's reply. */
  private async failOver(error: unknown): Promise<void> {
    const { provider, surface, fallback } = this.config;
    this.upstream.abort();
    const opened = providerHealth.failed(provider, failureKind(error));
    providerHealth.fellBack();
    logFailure(surface, provider, error, { afterMs: Date.now() - this.started, opened });
    try {
      for (const id of this.openText) this.out.enqueue({ type: "text-end", id });
      const { stream } = await fallback().doStream(this.options);
      const reader = stream.getReader();
      let first = true;
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        const part = this.shown ? this.after(next.value, first) : next.value;
        if (part?.type === "text-delta") first = false;
        if (part && !this.cancelled) this.out.enqueue(part);
      }
      if (!this.cancelled) this.out.close();
    } catch (fallbackError) {
      if (!this.cancelled) this.out.error(fallbackError);
    }
  }

  /**
   * An engine part that follows the hosted model's words: no second start, its own ids, and a
   * paragraph break before its first words.
   */
  private after(part: Part, first: boolean): Part | null {
    if (part.type === "stream-start" || part.type === "response-metadata") return null;
    if (part.type === "tool-call") return { ...part, toolCallId: `fallback-${part.toolCallId}` };
    if (!("id" in part) || typeof part.id !== "string") return part;
    const id = `fallback-${part.id}`;
    if (part.type === "text-delta" && first) return { ...part, id, delta: `\n\n${part.delta}` };
    return { ...part, id } as Part;
  }
}

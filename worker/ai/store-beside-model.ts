import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import {
  type InferUIMessageChunk,
  type LanguageModel,
  type UIMessage,
  wrapLanguageModel,
} from "ai";

/**
 * Storing a visitor's message while the model answers (docs/decisions/020): the store starts once
 * the model call is under way, and the reply's `finish` waits for it.
 */

/** What stores the message: an error text when it was not stored, else null. Idempotent. */
export type StoreMessage = () => Promise<string | null>;

/**
 * How long after the model call starts the store begins, unless the model's first part comes
 * sooner (a built-in engine's). Where the Worker and the object share one thread (`wrangler dev`),
 * a store begun at once runs ahead of a hosted model's request, which takes the AI SDK a few ms to
 * send, and delays it by the store's own time (bench:chat, the site's work over the AI SDK:
 * 10–11 ms begun at once, 7–9 ms stored before the call, 6–7 ms begun 25 ms in). Elsewhere the
 * wait costs nothing: a hosted model takes far longer to its first words, and the reply's end
 * waits for the store either way.
 */
export const STORE_AFTER_CALL_MS = 25;

/** `model`, starting `store` while it answers: `STORE_AFTER_CALL_MS` into the call at the latest. */
export function storingBeside(model: LanguageModel, store: StoreMessage): LanguageModel {
  if (typeof model === "string") return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: "v4",
      wrapStream: async ({ doStream }) => {
        const timer = setTimeout(store, STORE_AFTER_CALL_MS);
        const startNow = () => {
          clearTimeout(timer);
          void store();
        };
        const { stream, ...rest } = await doStream();
        const starting = new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
          transform(part, controller) {
            controller.enqueue(part);
            startNow();
          },
          flush: startNow,
        });
        return { ...rest, stream: stream.pipeThrough(starting) };
      },
    },
  });
}

/** Holds a UI message stream's `finish` until `store` settles; its error text replaces the finish. */
export function finishOnceStored<M extends UIMessage>(store: StoreMessage) {
  return new TransformStream<InferUIMessageChunk<M>, InferUIMessageChunk<M>>({
    async transform(chunk, controller) {
      const failed = chunk.type === "finish" ? await store() : null;
      controller.enqueue(failed ? ({ type: "error", errorText: failed } as typeof chunk) : chunk);
    },
  });
}

import { clarityReply } from "./clarity-reply";
import { createScriptedModel, promptTurns } from "./scripted-model";

/** The built-in Clarity interviewer as an AI SDK language model (used when no API key is set). */
export function createClarityEngine(options: { wordDelayMs?: number } = {}) {
  return createScriptedModel({
    modelId: "clarity-interviewer",
    // Slow enough that a visitor sees the reply grow word by word, like a hosted model.
    wordDelayMs: options.wordDelayMs ?? 24,
    respond: (call) => ({
      text: clarityReply(
        promptTurns(call)
          .filter((t) => t.role === "user")
          .map((t) => t.content),
      ),
    }),
  });
}

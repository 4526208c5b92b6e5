import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import type { SitePromises } from "../../../content/promises";
import type { ClarityMemory } from "../memory/clarity-memory";
import { clarityReply } from "./clarity-reply";
import type { Said } from "./clarity-site-answer";
import { createScriptedModel } from "./scripted-model";

/**
 * The built-in Clarity interviewer as an AI SDK language model (used when no API key is set). It
 * gets the conversation's memory as data, already updated with the new message (as the CRM
 * engine gets the dashboard), so a turn costs the same at the 30th exchange as at the first: the
 * prompt's window is there for a hosted model and is not read again here. `said` is the newest
 * message and the site's passages that answer it (searched once by the route).
 */
export function createClarityEngine(
  { memory, promises, said }: { memory: ClarityMemory; promises?: SitePromises; said?: Said },
  options: { wordDelayMs?: number } = {},
) {
  return createScriptedModel({
    modelId: "clarity-interviewer",
    // Slow enough that a visitor sees the reply grow word by word, like a hosted model.
    wordDelayMs: options.wordDelayMs ?? 24,
    respond: ({ prompt }) => ({
      text: clarityReply(
        memory,
        promises,
        said && {
          ...said,
          previous: previousMessage(prompt, said.text),
          earlier: earlierMessages(prompt, said.text),
        },
      ),
    }),
  });
}

/**
 * The prospect's message before `newest` in the model's window: what a follow-up ("and do we keep
 * it?") refers back to. The window is the one the hosted model gets (`worker/ai/window.ts`).
 */
export function previousMessage(prompt: LanguageModelV4Prompt, newest: string): string | undefined {
  return earlierMessages(prompt, newest, 1)[0];
}

/**
 * The prospect's `count` messages before `newest`, newest first: what a follow-up may refer back
 * to ("who builds it?" two questions after "what's the prototype like?").
 */
export function earlierMessages(
  prompt: LanguageModelV4Prompt,
  newest: string,
  count = 2,
): string[] {
  const said = prompt.flatMap((m) =>
    m.role === "user"
      ? [m.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join(" ")]
      : [],
  );
  if (said.at(-1) === newest) said.pop();
  return said.slice(-count).reverse();
}

import { createOpenAI } from "@ai-sdk/openai";
import { streamText } from "ai";
import { compactContext } from "../../../worker/ai/crm-context";
import { crmSystemPrompt } from "../../../worker/ai/prompts/crm";
import { DEFAULT_MAX_OUTPUT_TOKENS } from "../../../worker/ai/stream-reply";
import { crmTools } from "../../../worker/contracts/crm";
import type { Assistant } from "./evaluate";

/**
 * The hosted model as the Worker calls it (its system prompt, compacted context and tools), as an
 * assistant under evaluation: `npm run eval:crm -- --hosted`.
 */
export function hostedAssistant(env: {
  OPENAI_API_KEY: string;
  OPENAI_BASE_URL?: string;
  CRM_MODEL?: string;
}): Assistant {
  const openai = createOpenAI({
    apiKey: env.OPENAI_API_KEY,
    ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
  });
  return async (turns, context, today) => {
    const result = streamText({
      model: openai.chat(env.CRM_MODEL || "gpt-4o-mini"),
      system: crmSystemPrompt(compactContext(context), today),
      messages: turns.map((t) => ({
        role: t.role === "user" ? "user" : "assistant",
        content: t.content,
      })),
      tools: crmTools,
      maxOutputTokens: DEFAULT_MAX_OUTPUT_TOKENS,
    });
    const calls = await result.toolCalls;
    return {
      text: await result.text,
      toolCalls: calls.map((c) => ({ toolName: c.toolName, input: c.input })),
    };
  };
}

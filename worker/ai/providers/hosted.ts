import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { createWorkersAI } from "workers-ai-provider";
import type { Bindings } from "../../lib/app-env";

/** The hosted providers, in the order they are preferred (docs/decisions/024). */
export const hostedProviderNames = ["openai", "workers-ai"] as const;
export type HostedProviderName = (typeof hostedProviderNames)[number];

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
/** Chosen for tool calling, latency and price: docs/decisions/024. */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/zai-org/glm-4.7-flash";

/** A hosted provider configured for one chat: its name, its model's id, and the model itself. */
export interface HostedProvider {
  name: HostedProviderName;
  modelId: string;
  model: () => LanguageModelV4;
}

/** Whether `ai` is a Workers AI binding this Worker can call (it has `run`). */
export function usableAi(ai: unknown): ai is Ai {
  return typeof (ai as { run?: unknown } | undefined)?.run === "function";
}

/**
 * Models that think before they answer unless told not to (GLM, Qwen 3, Kimi): thinking is turned
 * off, so the first words come at once and no reasoning is streamed to a visitor.
 */
const THINKS_BY_DEFAULT = /\/(glm-|qwen3|kimi-)/;

function workersAiModel(ai: Ai, modelId: string): LanguageModelV4 {
  const workersai = createWorkersAI({ binding: ai });
  return workersai.chat(
    modelId,
    THINKS_BY_DEFAULT.test(modelId) ? { chat_template_kwargs: { enable_thinking: false } } : {},
  );
}

/**
 * The hosted providers configured for a chat, most preferred first: an OpenAI-compatible endpoint
 * when `OPENAI_API_KEY` is set, then Workers AI when the `AI` binding is there. Empty without
 * either (the built-in engines answer).
 */
export function hostedProviders(
  env: Bindings,
  chatModelName: string | undefined,
): HostedProvider[] {
  const providers: HostedProvider[] = [];
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, AI: ai } = env;
  if (apiKey) {
    const modelId = chatModelName || DEFAULT_OPENAI_MODEL;
    providers.push({
      name: "openai",
      modelId,
      model: () => createOpenAI({ apiKey, ...(baseURL ? { baseURL } : {}) }).chat(modelId),
    });
  }
  if (usableAi(ai)) {
    const modelId = env.WORKERS_AI_MODEL || DEFAULT_WORKERS_AI_MODEL;
    providers.push({ name: "workers-ai", modelId, model: () => workersAiModel(ai, modelId) });
  }
  return providers;
}

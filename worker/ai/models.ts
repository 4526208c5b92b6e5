import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import type { Bindings } from "../lib/app-env";
import { sitePromises } from "../lib/promises";
import { createClarityEngine } from "./engines/clarity-engine";
import { type CrmSituation, createCrmEngine } from "./engines/crm-engine";
import type { ClarityMemory } from "./memory/clarity-memory";

const DEFAULT_MODEL = "gpt-4o-mini";

/**
 * Worker tests run in the same isolate as the Worker and set these to the AI SDK's mock model;
 * nothing else writes them.
 */
export const modelOverrides: {
  clarity?: LanguageModel;
  crm?: LanguageModel;
  /** The built-in Clarity engine's pause between words (the eval plays hundreds of replies). */
  clarityWordDelayMs?: number;
} = {};

/** The hosted OpenAI-compatible chat model, when a key is configured. */
function hostedModel(env: Bindings, modelId: string | undefined): LanguageModel | null {
  if (!env.OPENAI_API_KEY) return null;
  const openai = createOpenAI({
    apiKey: env.OPENAI_API_KEY,
    ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
  });
  return openai.chat(modelId || DEFAULT_MODEL);
}

/**
 * The scoping chat's model: hosted with a key, else the built-in Clarity interviewer with the
 * conversation's memory (already updated with the new message) as data.
 */
export function clarityModel(env: Bindings, { memory }: { memory: ClarityMemory }): LanguageModel {
  return (
    modelOverrides.clarity ??
    hostedModel(env, env.CLARITY_MODEL) ??
    createClarityEngine(
      { memory, promises: sitePromises(env) },
      { wordDelayMs: modelOverrides.clarityWordDelayMs },
    )
  );
}

/** The CRM assistant's model: hosted with a key, else the built-in CRM engine with the data. */
export function crmModel(env: Bindings, situation: CrmSituation): LanguageModel {
  return modelOverrides.crm ?? hostedModel(env, env.CRM_MODEL) ?? createCrmEngine(situation);
}

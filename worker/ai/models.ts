import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { LanguageModel } from "ai";
import type { SitePromises } from "../../content/promises";
import type { Bindings } from "../lib/app-env";
import { createClarityEngine } from "./engines/clarity-engine";
import type { Said } from "./engines/clarity-site-answer";
import { type CrmSituation, createCrmEngine } from "./engines/crm-engine";
import type { ClarityMemory } from "./memory/clarity-memory";
import { type ToolSchemas, withFailover } from "./providers/failover";
import { hostedProviders } from "./providers/hosted";
import { providerHealth } from "./providers/provider-health";
import { clarityToolSchemas } from "./tools/clarity";
import { crmTools } from "./tools/crm";

/** How long a hosted model may take to its first words (`MODEL_FIRST_TOKEN_MS` changes it). */
export const DEFAULT_FIRST_TOKEN_MS = 4000;

export const firstTokenMs = (env: Bindings) =>
  Number(env.MODEL_FIRST_TOKEN_MS) > 0 ? Number(env.MODEL_FIRST_TOKEN_MS) : DEFAULT_FIRST_TOKEN_MS;

/** The built-in engines' pause between words: `ENGINE_WORD_DELAY_MS` when set, their own otherwise. */
export const engineWordDelayMs = (env: Bindings) =>
  env.ENGINE_WORD_DELAY_MS && Number(env.ENGINE_WORD_DELAY_MS) >= 0
    ? Number(env.ENGINE_WORD_DELAY_MS)
    : undefined;

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

/**
 * A chat's model (docs/decisions/024): the first hosted provider configured whose circuit breaker
 * lets a call through — an OpenAI-compatible endpoint, then Workers AI — with the built-in engine
 * behind it in the same stream (failover; the engine is made only if it has to answer); the engine
 * alone without one.
 */
function chooseModel(
  env: Bindings,
  chat: { surface: string; modelName: string | undefined; tools: ToolSchemas },
  engine: () => LanguageModelV4,
): LanguageModelV4 {
  const providers = hostedProviders(env, chat.modelName);
  for (const provider of providers) {
    if (!providerHealth.allow(provider.name)) continue;
    return withFailover({
      surface: chat.surface,
      provider: provider.name,
      primary: provider.model(),
      fallback: engine,
      tools: chat.tools,
      firstTokenMs: firstTokenMs(env),
    });
  }
  if (providers.length) providerHealth.fellBack();
  return engine();
}

/**
 * The scoping chat's model: hosted when configured, with the built-in Clarity interviewer behind
 * it; the interviewer gets the conversation's memory (already updated with the new message) and
 * what the site may promise (worker/outbound/site-promises.ts), and the newest message with the
 * site's passages that answer it.
 */
export function clarityModel(
  env: Bindings,
  { memory, promises, said }: { memory: ClarityMemory; promises: SitePromises; said?: Said },
): LanguageModel {
  if (modelOverrides.clarity) return modelOverrides.clarity;
  const engine = () =>
    createClarityEngine(
      { memory, promises, said },
      { wordDelayMs: modelOverrides.clarityWordDelayMs ?? engineWordDelayMs(env) },
    );
  const chat = { surface: "clarity", modelName: env.CLARITY_MODEL, tools: clarityToolSchemas };
  return chooseModel(env, chat, engine);
}

/** The CRM assistant's model: hosted when configured, with the built-in CRM engine behind it. */
export function crmModel(env: Bindings, situation: CrmSituation): LanguageModel {
  if (modelOverrides.crm) return modelOverrides.crm;
  const chat = {
    surface: "crm assistant",
    modelName: env.CRM_MODEL,
    tools: crmTools as ToolSchemas,
  };
  return chooseModel(env, chat, () =>
    createCrmEngine(situation, { wordDelayMs: engineWordDelayMs(env) }),
  );
}

import { readPromptContext } from "../prompts/crm";
import { crmReply } from "./crm-reply";
import { createScriptedModel, promptTurns } from "./scripted-model";

/** The built-in CRM assistant as an AI SDK language model (used when no API key is set). */
export function createCrmEngine(options: { wordDelayMs?: number } = {}) {
  return createScriptedModel({
    modelId: "crm-assistant",
    wordDelayMs: options.wordDelayMs ?? 12,
    respond: (call) => {
      const turns = promptTurns(call);
      const system = turns.find((t) => t.role === "system")?.content ?? "";
      const latest = turns.filter((t) => t.role === "user").at(-1)?.content ?? "";
      const { context, today } = readPromptContext(system);
      return crmReply(latest, context, today);
    },
  });
}

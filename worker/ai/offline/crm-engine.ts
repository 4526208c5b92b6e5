import type { AssistantContext } from "../../contracts/crm";
import { crmReply } from "./crm-reply";
import { createScriptedModel, promptTurns } from "./scripted-model";

/** What the dashboard shows, handed to the engine as data (a hosted model reads it in the prompt). */
export interface CrmSituation {
  context: AssistantContext;
  today: string;
}

/** The built-in CRM assistant as an AI SDK language model (used when no API key is set). */
export function createCrmEngine(
  { context, today }: CrmSituation,
  options: { wordDelayMs?: number } = {},
) {
  return createScriptedModel({
    modelId: "crm-assistant",
    wordDelayMs: options.wordDelayMs ?? 12,
    respond: (call) => {
      const turns = promptTurns(call);
      const chat = turns.filter((t) => t.role !== "system");
      const latest = chat.at(-1)?.role === "user" ? chat.at(-1)!.content : "";
      // The exchange before it, so an answer to "what's the amount?" completes the request.
      const [user, assistant] = chat.slice(-3, -1);
      const earlier =
        user?.role === "user" && assistant?.role === "assistant"
          ? { user: user.content, assistant: assistant.content }
          : undefined;
      return crmReply(latest, context, today, earlier);
    },
  });
}

import type { AssistantContext } from "../../contracts/crm";
import type { Turn } from "../window";
import type { Carry, CrmReply } from "./crm-follow-up";
import { questionsApart } from "./crm-questions-apart";
import { carriedFrom, replyToSteps } from "./crm-steps";
import { createScriptedModel, promptTurns } from "./scripted-model";

/** What the dashboard shows, handed to the engine as data (a hosted model reads it in the prompt). */
export interface CrmSituation {
  context: AssistantContext;
  today: string;
}

/** How many earlier exchanges the engine re-reads for a question it asked or a deal called "it". */
const RECALL = 3;

const plain = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * What the last few exchanges leave open: each earlier request is answered again and, where the
 * conversation shows the engine really said that (a hosted model's or an old reply differs),
 * its open question and its deal carry over. Bounded work: at most RECALL re-readings.
 */
export function carryOf(turns: readonly Turn[], situation: CrmSituation): Carry {
  const exchanges: { user: string; assistant: string }[] = [];
  for (let i = 0; i + 1 < turns.length; i++) {
    const [u, a] = [turns[i]!, turns[i + 1]!];
    if (u.role === "user" && a.role === "assistant")
      exchanges.push({ user: u.content, assistant: a.content });
  }
  let carry: Carry = {};
  for (const { user, assistant } of exchanges.slice(-RECALL)) {
    const reply: CrmReply = replyTo(user, situation.context, situation.today, carry);
    carry = plain(assistant).startsWith(plain(reply.text))
      ? carriedFrom(reply, situation.context, carry)
      : {};
  }
  return carry;
}

/** The reply to the newest message of a conversation (plain turns, oldest first). */
export function crmRespond(turns: readonly Turn[], situation: CrmSituation): CrmReply {
  const latest = turns.at(-1)?.role === "user" ? turns.at(-1)!.content : "";
  return replyTo(
    latest,
    situation.context,
    situation.today,
    carryOf(turns.slice(0, -1), situation),
  );
}

/**
 * One message's reply: its requests in turn; a long message that changes nothing has its
 * several questions answered apart.
 */
function replyTo(latest: string, ctx: AssistantContext, today: string, carry: Carry): CrmReply {
  const whole = replyToSteps(latest, ctx, today, carry);
  if (whole.toolCalls?.length) return whole;
  return questionsApart(latest, (part) => replyToSteps(part, ctx, today, carry)) ?? whole;
}

/** The built-in CRM assistant as an AI SDK language model (used when no API key is set). */
export function createCrmEngine(situation: CrmSituation, options: { wordDelayMs?: number } = {}) {
  return createScriptedModel({
    modelId: "crm-assistant",
    wordDelayMs: options.wordDelayMs ?? 12,
    respond: (call) => {
      const { text, toolCalls } = crmRespond(promptTurns(call), situation);
      return { text, ...(toolCalls ? { toolCalls } : {}) };
    },
  });
}

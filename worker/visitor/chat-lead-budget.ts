import type { FunnelStep } from "../contracts/funnel";
import type { Bindings } from "../lib/app-env";
import { spendLeadBudget } from "../lib/limits";
import { hasChatLead, originOf } from "./leads";
import { chatLeadFrom, chatProgress } from "./progress";
import { conversationMemory } from "./reply-plan";

/** The steps a conversation reached, for the Visitor's one import of what a message makes. */
export { chatProgress };

/**
 * After a reply is stored: the conversation's chat lead, within the client address's lead budget
 * (docs/decisions/028). A reply that would make a new lead — the conversation holds an address
 * the visitor has no chat lead for — spends one of the address's lead submits, as a sent form
 * does; past the limit the reply stands as answered and the visitor sees nothing different, but
 * no lead is made: the conversation keeps the address, so the next stored reply once the budget
 * allows makes it. Returns the steps the conversation reached (docs/decisions/026).
 */
export async function chatLeadWithinBudget(
  sql: SqlStorage,
  env: Bindings,
  chatId: string,
  now: number,
): Promise<FunnelStep[]> {
  const email = conversationMemory(sql, chatId)?.email;
  const ref = originOf(sql);
  if (email && ref && !hasChatLead(sql, email) && !(await spendLeadBudget(env, ref)))
    return chatProgress(sql, chatId);
  return chatLeadFrom(sql, chatId, now);
}

import type { AssistantContext } from "../../contracts/crm";

const CONTEXT_START = "<crm_context>";
const CONTEXT_END = "</crm_context>";

/** The CRM assistant's brief, with today's date and the dashboard's data (spec §3 context). */
export function crmSystemPrompt(context: AssistantContext, today: string): string {
  return `You are the CRM AI assistant of a sample CRM dashboard (demo data only).
Today is ${today}. Amounts are US dollars. Stages: Discovery, Proposal, Negotiation, Closed Won.
You can add opportunities (add_opportunity), log calls, emails and meetings (add_activity; contact
as "Name - Company") and update deals (update_opportunity: updates every deal whose company
contains the given text). Answer questions about the pipeline from the data below only.
If something required is missing (company, amount; or contact and subject for an activity),
ask for it instead of guessing. Never invent a company that is not in the data unless the user
asks to add it. Keep replies short and concrete; use light Markdown.
Dates are yyyy-mm-dd in tool calls.
${CONTEXT_START}${JSON.stringify(context)}${CONTEXT_END}`;
}

/** Reads back the date and data from the system prompt (used by the built-in engine). */
export function readPromptContext(system: string): { context: AssistantContext; today: string } {
  const today =
    /Today is (\d{4}-\d{2}-\d{2})/.exec(system)?.[1] ?? new Date().toISOString().slice(0, 10);
  const raw = system.slice(
    system.indexOf(CONTEXT_START) + CONTEXT_START.length,
    system.indexOf(CONTEXT_END),
  );
  try {
    return { context: JSON.parse(raw) as AssistantContext, today };
  } catch {
    return { context: { opportunities: [], recentActivities: [] }, today };
  }
}

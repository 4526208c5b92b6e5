import { type Intent, parseCommand } from "./crm-parse";

/** How the built-in engine begins a question for missing details (crm-reply.ts uses these). */
export const asks = {
  deal: "I can add that deal — what's",
  activity: "Happy to log that",
  whichDeal: "Which deal should I update?",
  whatChange: "What should change for",
} as const;

/** The previous exchange: the user's message and the engine's reply to it. */
export interface Earlier {
  user: string;
  assistant: string;
}

function isComplete(intent: Intent): boolean {
  switch (intent.kind) {
    case "add_opportunity":
      return Boolean(intent.company) && intent.amount !== undefined;
    case "add_activity":
      return Boolean(intent.contact && intent.subject);
    case "update_opportunity":
      return Boolean(intent.company) && Object.keys(intent.updates).length > 0;
    case "question":
      return true;
    case "help":
      return false;
  }
}

/**
 * When the engine asked for missing details and the user answers with just those ("$50k",
 * "Jane Roe - Initech about pricing", "Atlas"), reads the answer together with the request it
 * completes. A message that stands on its own is read alone. Pure, so it is table-tested.
 */
export function withFollowUp(
  latest: string,
  earlier: Earlier | undefined,
  today: string,
  companies: readonly string[],
): string {
  if (!earlier) return latest;
  const { user, assistant } = earlier;
  if (!Object.values(asks).some((a) => assistant.startsWith(a))) return latest;
  if (isComplete(parseCommand(latest, today, companies))) return latest;
  const before = parseCommand(user, today, companies);
  if (assistant.startsWith(asks.deal) && before.kind === "add_opportunity")
    // After a named company a comma keeps the answer out of the name ("add Hooli, 50,000").
    return before.company ? `${user}, ${latest}` : `${user} ${latest}`;
  if (assistant.startsWith(asks.activity) && before.kind === "add_activity") {
    if (!before.contact && !/\b(?:with|to)\b/i.test(latest)) return `${user} with ${latest}`;
    if (!before.subject && !/\b(?:about|regarding|re:)/i.test(latest))
      return `${user} about ${latest}`;
    return `${user} ${latest}`;
  }
  if (before.kind === "update_opportunity")
    return before.company && !/\bto\b/i.test(latest) ? `${user} to ${latest}` : `${user} ${latest}`;
  return latest;
}

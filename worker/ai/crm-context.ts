import type { AssistantContext } from "../contracts/crm";

/** The most deals and characters of text the CRM assistant's prompt carries. */
export const CONTEXT_LIMITS = { opportunities: 50, activities: 5, text: 120 } as const;

export interface CompactContext {
  opportunities: {
    company: string;
    amount: number;
    stage: string;
    probability: number;
    closeDate: string;
  }[];
  recentActivities: { type: string; contact: string; subject: string }[];
  /** Deals left out of the prompt (the dashboard had more than the cap). */
  omittedOpportunities: number;
}

const cut = (text: string) =>
  text.length > CONTEXT_LIMITS.text ? `${text.slice(0, CONTEXT_LIMITS.text - 1)}…` : text;

/**
 * The dashboard's data as the assistant needs it: the fields it reasons about, capped lists and
 * cut strings, so the prompt stays small (under about 16 KB) whatever is posted.
 */
export function compactContext(context: AssistantContext): CompactContext {
  const opportunities = context.opportunities.slice(0, CONTEXT_LIMITS.opportunities);
  return {
    opportunities: opportunities.map((o) => ({
      company: cut(o.company),
      amount: o.amount,
      stage: o.stage,
      probability: o.probability,
      closeDate: o.closeDate,
    })),
    recentActivities: context.recentActivities.slice(0, CONTEXT_LIMITS.activities).map((a) => ({
      type: a.type,
      contact: cut(a.contact),
      subject: cut(a.subject),
    })),
    omittedOpportunities: context.opportunities.length - opportunities.length,
  };
}

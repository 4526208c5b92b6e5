import type { z } from "zod";
import { crmTools, type Opportunity, type OpportunityFields } from "#contracts/crm";
import type { CrmEvent, CrmState, OpportunityPatch } from "./crm-state";
import { matchingOpportunities, newId } from "./crm-state";

/** A validated tool call turned into a change, its toast and the change that undoes it. */
export interface AppliedChange {
  apply: CrmEvent;
  undo: CrmEvent;
  message: string;
  /**
   * Why undoing no longer fits the dashboard (the deal was deleted, or a later change replaced
   * what this one set); `undefined` while it does.
   */
  staleIn: (state: CrmState) => string | undefined;
}

const fieldNames: Record<string, string> = {
  company: "the company",
  amount: "the amount",
  stage: "the stage",
  probability: "the probability",
  closeDate: "the close date",
  type: "the activity type",
  contact: "the contact (Name - Company)",
  subject: "the subject",
  updates: "what to change",
};

const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * Says in plain words why a tool call's input is not acceptable: the fields it lacks, else the
 * first rule it breaks ("Probability must be between 0 and 100").
 */
export function describeInvalid(error: z.ZodError, input: unknown): string {
  if (typeof input !== "object" || input === null) return "The action came without its details.";
  const given = input as Record<string, unknown>;
  const missing = [
    ...new Set(
      error.issues
        .map((i) => String(i.path[0] ?? ""))
        .filter((key) => key in fieldNames && given[key] == null),
    ),
  ].map((key) => fieldNames[key]!);
  if (missing.length) return `Missing ${list(missing)}.`;
  return error.issues[0]?.message ?? "The details were not valid.";
}

const isCrmTool = (name: string): name is keyof typeof crmTools => Object.hasOwn(crmTools, name);

/** Why a tool call (from the server's or the browser's check) cannot be applied. */
export function invalidReason(toolName: string, input: unknown): string {
  if (!isCrmTool(toolName)) return `Unknown action ${toolName}.`;
  const parsed = crmTools[toolName].inputSchema.safeParse(input);
  return parsed.success ? "The details were not valid." : describeInvalid(parsed.error, input);
}

/** For each deal an update touches, the previous values of exactly the fields it changes. */
function previousValues(
  before: readonly Opportunity[],
  updates: Partial<OpportunityFields>,
): OpportunityPatch[] {
  const keys = Object.keys(updates) as (keyof OpportunityFields)[];
  return before.map((o) => ({
    id: o.id,
    fields: Object.fromEntries(keys.map((k) => [k, o[k]])) as Partial<OpportunityFields>,
  }));
}

/** Why an update's Undo no longer fits: a deal it changed is gone or changed again since. */
function updateStaleIn(after: readonly Opportunity[], updates: Partial<OpportunityFields>) {
  const keys = Object.keys(updates) as (keyof OpportunityFields)[];
  return (state: CrmState) => {
    for (const deal of after) {
      const now = state.opportunities.find((o) => o.id === deal.id);
      if (!now) return `${deal.company} was deleted since.`;
      if (keys.some((k) => now[k] !== updates[k]))
        return `${deal.company} has changed since. Undo the later change first.`;
    }
    return undefined;
  };
}

const gone = (what: string, exists: (state: CrmState) => boolean) => (state: CrmState) =>
  exists(state) ? undefined : `${what} was deleted since.`;

/**
 * Checks a tool call from the assistant against the same schemas the Worker declares. Invalid
 * input is never applied: the result says what was wrong instead.
 */
export function toolCallChange(
  toolName: string,
  input: unknown,
  state: CrmState,
): AppliedChange | { error: string } {
  switch (toolName) {
    case "add_opportunity": {
      const parsed = crmTools.add_opportunity.inputSchema.safeParse(input);
      if (!parsed.success) return { error: describeInvalid(parsed.error, input) };
      const opportunity: Opportunity = { id: newId(), ...parsed.data };
      return {
        apply: { type: "opportunityAdded", opportunity },
        undo: { type: "opportunityDeleted", id: opportunity.id },
        message: `Added opportunity for ${opportunity.company}`,
        staleIn: gone(opportunity.company, (s) =>
          s.opportunities.some((o) => o.id === opportunity.id),
        ),
      };
    }
    case "add_activity": {
      const parsed = crmTools.add_activity.inputSchema.safeParse(input);
      if (!parsed.success) return { error: describeInvalid(parsed.error, input) };
      const activity = { id: newId(), time: "Just now", ...parsed.data };
      return {
        apply: { type: "activityLogged", activity },
        undo: { type: "activityDeleted", id: activity.id },
        message: `Logged ${activity.type} activity`,
        staleIn: gone("That activity", (s) => s.activities.some((a) => a.id === activity.id)),
      };
    }
    case "update_opportunity": {
      const parsed = crmTools.update_opportunity.inputSchema.safeParse(input);
      if (!parsed.success) return { error: describeInvalid(parsed.error, input) };
      const { company, updates } = parsed.data;
      const before = matchingOpportunities(state.opportunities, company);
      if (before.length === 0) return { error: `No opportunity matches "${company}".` };
      return {
        apply: { type: "opportunitiesMerged", company, updates },
        undo: { type: "opportunitiesPatched", patches: previousValues(before, updates) },
        message: `Updated opportunity for ${before.map((o) => o.company).join(", ")}`,
        staleIn: updateStaleIn(before, updates),
      };
    }
    default:
      return { error: `Unknown action ${toolName}.` };
  }
}

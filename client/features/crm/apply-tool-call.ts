import {
  addActivityInput,
  addOpportunityInput,
  type Opportunity,
  updateOpportunityInput,
} from "../../../worker/contracts/crm";
import type { CrmEvent, CrmState } from "./crm-state";
import { matchingOpportunities, newId } from "./crm-state";

/** A validated tool call turned into a change, its toast and the change that undoes it. */
export interface AppliedChange {
  apply: CrmEvent;
  undo: CrmEvent;
  message: string;
}

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
      const parsed = addOpportunityInput.safeParse(input);
      if (!parsed.success)
        return { error: parsed.error.issues[0]?.message ?? "Invalid opportunity" };
      const opportunity: Opportunity = { id: newId(), ...parsed.data };
      return {
        apply: { type: "opportunityAdded", opportunity },
        undo: { type: "opportunityDeleted", id: opportunity.id },
        message: `Added opportunity for ${opportunity.company}`,
      };
    }
    case "add_activity": {
      const parsed = addActivityInput.safeParse(input);
      if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Invalid activity" };
      const activity = { id: newId(), time: "Just now", ...parsed.data };
      return {
        apply: { type: "activityLogged", activity },
        undo: { type: "activityDeleted", id: activity.id },
        message: `Logged ${activity.type} activity`,
      };
    }
    case "update_opportunity": {
      const parsed = updateOpportunityInput.safeParse(input);
      if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Invalid update" };
      const before = matchingOpportunities(state.opportunities, parsed.data.company);
      if (before.length === 0) return { error: `No opportunity matches "${parsed.data.company}"` };
      return {
        apply: {
          type: "opportunitiesMerged",
          company: parsed.data.company,
          updates: parsed.data.updates,
        },
        undo: { type: "opportunitiesRestored", opportunities: before },
        message: `Updated opportunity for ${before.map((o) => o.company).join(", ")}`,
      };
    }
    default:
      return { error: `Unknown action ${toolName}` };
  }
}

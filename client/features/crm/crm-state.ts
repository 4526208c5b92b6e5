import type { Activity, Opportunity, OpportunityFields } from "#contracts/crm";

/**
 * The prototype's data: in page memory only (a reload starts from the seeds), changed by named
 * events.
 */
export interface CrmState {
  opportunities: Opportunity[];
  activities: Activity[];
}

export type CrmEvent =
  | { type: "opportunityAdded"; opportunity: Opportunity }
  | { type: "opportunitySaved"; opportunity: Opportunity }
  | { type: "opportunityDeleted"; id: string }
  | { type: "activityLogged"; activity: Activity }
  | { type: "activitySaved"; activity: Activity }
  | { type: "activityDeleted"; id: string }
  | { type: "opportunitiesMerged"; company: string; updates: Partial<OpportunityFields> }
  /** Sets some fields of some deals by id: how an assistant update is undone, field by field. */
  | { type: "opportunitiesPatched"; patches: OpportunityPatch[] };

export interface OpportunityPatch {
  id: string;
  fields: Partial<OpportunityFields>;
}

/** Deals whose company contains the text, case-insensitive (the update tool's rule). */
export function matchingOpportunities(
  opps: readonly Opportunity[],
  company: string,
): Opportunity[] {
  const needle = company.trim().toLowerCase();
  return needle ? opps.filter((o) => o.company.toLowerCase().includes(needle)) : [];
}

const replace = <T extends { id: string }>(list: T[], item: T) =>
  list.map((x) => (x.id === item.id ? item : x));

export function crmReducer(state: CrmState, event: CrmEvent): CrmState {
  switch (event.type) {
    case "opportunityAdded":
      return { ...state, opportunities: [...state.opportunities, event.opportunity] };
    case "opportunitySaved":
      return { ...state, opportunities: replace(state.opportunities, event.opportunity) };
    case "opportunityDeleted":
      return { ...state, opportunities: state.opportunities.filter((o) => o.id !== event.id) };
    case "activityLogged":
      return { ...state, activities: [event.activity, ...state.activities] };
    case "activitySaved":
      return { ...state, activities: replace(state.activities, event.activity) };
    case "activityDeleted":
      return { ...state, activities: state.activities.filter((a) => a.id !== event.id) };
    case "opportunitiesMerged": {
      const ids = new Set(
        matchingOpportunities(state.opportunities, event.company).map((o) => o.id),
      );
      return {
        ...state,
        opportunities: state.opportunities.map((o) =>
          ids.has(o.id) ? { ...o, ...event.updates } : o,
        ),
      };
    }
    case "opportunitiesPatched": {
      const byId = new Map(event.patches.map((p) => [p.id, p.fields]));
      return {
        ...state,
        opportunities: state.opportunities.map((o) => {
          const fields = byId.get(o.id);
          return fields ? { ...o, ...fields } : o;
        }),
      };
    }
  }
}

/** A new id from the current time, as the spec's prototype does; unique within the page. */
let last = 0;
export function newId(): string {
  last = Math.max(last + 1, Date.now());
  return String(last);
}

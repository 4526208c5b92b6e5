import type { LeadDetail, LeadSummary } from "#contracts/inbox";

/** One lead's page: loading, shown, gone (404), failed, or waiting for a sign-in. */
export type LeadState =
  | { phase: "loading" }
  | { phase: "ready"; lead: LeadDetail }
  | { phase: "notFound" }
  | { phase: "failed" }
  | { phase: "signedOut" };

export type LeadEvent =
  | { type: "requested" }
  | { type: "loaded"; lead: LeadDetail }
  | { type: "notFound" }
  | { type: "failed" }
  | { type: "unauthorized" }
  /** An action answered with the lead's new summary (handled, delivery status). */
  | { type: "summaryUpdated"; lead: LeadSummary };

export function leadReducer(state: LeadState, event: LeadEvent): LeadState {
  switch (event.type) {
    case "requested":
      // A refresh after an action keeps the lead on screen.
      return state.phase === "ready" ? state : { phase: "loading" };
    case "loaded":
      return { phase: "ready", lead: event.lead };
    case "notFound":
      return { phase: "notFound" };
    case "failed":
      return state.phase === "ready" ? state : { phase: "failed" };
    case "unauthorized":
      return { phase: "signedOut" };
    case "summaryUpdated":
      return state.phase === "ready" && state.lead.id === event.lead.id
        ? { phase: "ready", lead: { ...state.lead, ...event.lead } }
        : state;
  }
}

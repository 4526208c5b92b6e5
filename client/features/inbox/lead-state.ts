import type { LeadSummary, ProspectCard, ProspectSummary } from "#contracts/inbox";

/** One prospect's card: loading, shown, gone (404), failed, or waiting for a sign-in. */
export type CardState =
  | { phase: "loading" }
  | { phase: "ready"; card: ProspectCard }
  | { phase: "notFound" }
  | { phase: "failed" }
  | { phase: "signedOut" };

export type CardEvent =
  | { type: "requested" }
  | { type: "loaded"; card: ProspectCard }
  | { type: "notFound" }
  | { type: "failed" }
  | { type: "unauthorized" }
  /** An action answered with the prospect's new summary (status, owner). */
  | { type: "prospectUpdated"; prospect: ProspectSummary }
  /** A retry answered with the lead's new summary (its delivery). */
  | { type: "leadUpdated"; lead: LeadSummary };

export function cardReducer(state: CardState, event: CardEvent): CardState {
  switch (event.type) {
    case "requested":
      // A refresh after an action keeps the card on screen.
      return state.phase === "ready" ? state : { phase: "loading" };
    case "loaded":
      return { phase: "ready", card: event.card };
    case "notFound":
      return { phase: "notFound" };
    case "failed":
      return state.phase === "ready" ? state : { phase: "failed" };
    case "unauthorized":
      return { phase: "signedOut" };
    case "prospectUpdated":
      return state.phase === "ready" && state.card.prospect.id === event.prospect.id
        ? { phase: "ready", card: { ...state.card, prospect: event.prospect } }
        : state;
    case "leadUpdated":
      return state.phase === "ready"
        ? {
            phase: "ready",
            card: {
              ...state.card,
              leads: state.card.leads.map((l) =>
                l.id === event.lead.id ? { ...l, ...event.lead } : l,
              ),
            },
          }
        : state;
  }
}

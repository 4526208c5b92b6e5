import type { LeadListResponse, LeadSummary } from "#contracts/inbox";

/**
 * The lead list: the first page for the current filters, pages appended by "Load more", and the
 * states around them. While new filters load, the previous rows stay (marked busy) instead of
 * flashing a spinner on every keystroke of the search.
 */
export interface ListState {
  phase: "loading" | "ready" | "failed" | "signedOut";
  leads: LeadSummary[];
  total: number;
  nextCursor: string | null;
  loadingMore: boolean;
  /** The first page has never loaded (show a spinner rather than an empty list). */
  initial: boolean;
}

export type ListEvent =
  | { type: "requested" }
  | { type: "loaded"; page: LeadListResponse }
  | { type: "moreRequested" }
  | { type: "moreLoaded"; page: LeadListResponse }
  | { type: "moreFailed" }
  | { type: "failed" }
  | { type: "unauthorized" };

export const initialListState: ListState = {
  phase: "loading",
  leads: [],
  total: 0,
  nextCursor: null,
  loadingMore: false,
  initial: true,
};

export function listReducer(state: ListState, event: ListEvent): ListState {
  switch (event.type) {
    case "requested":
      return { ...state, phase: "loading", loadingMore: false };
    case "loaded":
      return {
        phase: "ready",
        leads: event.page.leads,
        total: event.page.total,
        nextCursor: event.page.nextCursor,
        loadingMore: false,
        initial: false,
      };
    case "moreRequested":
      return state.nextCursor && !state.loadingMore ? { ...state, loadingMore: true } : state;
    case "moreLoaded": {
      // A lead created between the two requests can shift the pages: never list one twice.
      const seen = new Set(state.leads.map((l) => l.id));
      return {
        ...state,
        leads: [...state.leads, ...event.page.leads.filter((l) => !seen.has(l.id))],
        total: event.page.total,
        nextCursor: event.page.nextCursor,
        loadingMore: false,
      };
    }
    case "moreFailed":
      return { ...state, loadingMore: false };
    case "failed":
      return { ...state, phase: "failed", loadingMore: false };
    case "unauthorized":
      return { ...initialListState, phase: "signedOut" };
  }
}

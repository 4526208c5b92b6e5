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
  /** The list read again (a live change, a poll), as far as it had been loaded. */
  | { type: "refreshed"; page: LeadListResponse }
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
    case "refreshed":
      return refreshed(state, event.page);
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

/**
 * The first pages read again in one request, as many leads as were shown (the API gives at most
 * MAX_REFRESH): rows keep their place, new ones come in on top. Past the cap, the rows loaded
 * beyond it stay as they were. A sign-out in the meantime wins.
 */
function refreshed(state: ListState, page: LeadListResponse): ListState {
  if (state.phase === "signedOut") return state;
  const capped = page.nextCursor !== null && page.leads.length < state.leads.length;
  const ids = new Set(page.leads.map((l) => l.id));
  const rest = capped ? state.leads.slice(page.leads.length).filter((l) => !ids.has(l.id)) : [];
  return {
    phase: state.phase === "loading" ? "loading" : "ready",
    leads: [...page.leads, ...rest],
    total: page.total,
    nextCursor: capped ? state.nextCursor : page.nextCursor,
    loadingMore: state.loadingMore,
    initial: false,
  };
}

/** The most leads one request may ask for (the API's `limit`). */
export const MAX_REFRESH = 500;

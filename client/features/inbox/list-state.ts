import type { ProspectListResponse, ProspectSummary, SpeedToLead } from "#contracts/inbox";

/**
 * The prospect list: the first page for the current filters and sort, pages appended by "Load
 * more", and the states around them. While new filters load, the previous rows stay (marked busy)
 * instead of flashing a spinner on every keystroke of the search.
 */
export interface ListState {
  phase: "loading" | "ready" | "failed" | "signedOut";
  prospects: ProspectSummary[];
  total: number;
  nextCursor: string | null;
  /** Speed to lead, from the latest first page. */
  speed: SpeedToLead | null;
  loadingMore: boolean;
  /** The first page has never loaded (show a spinner rather than an empty list). */
  initial: boolean;
}

export type ListEvent =
  | { type: "requested" }
  | { type: "loaded"; page: ProspectListResponse }
  /** The list read again (a live change, a poll), as far as it had been loaded. */
  | { type: "refreshed"; page: ProspectListResponse }
  | { type: "moreRequested" }
  | { type: "moreLoaded"; page: ProspectListResponse }
  | { type: "moreFailed" }
  | { type: "failed" }
  | { type: "unauthorized" };

export const initialListState: ListState = {
  phase: "loading",
  prospects: [],
  total: 0,
  nextCursor: null,
  speed: null,
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
        prospects: event.page.prospects,
        total: event.page.total,
        nextCursor: event.page.nextCursor,
        speed: event.page.speed ?? state.speed,
        loadingMore: false,
        initial: false,
      };
    case "refreshed":
      return refreshed(state, event.page);
    case "moreRequested":
      return state.nextCursor && !state.loadingMore ? { ...state, loadingMore: true } : state;
    case "moreLoaded": {
      // A change between the two requests can shift the pages: never list a prospect twice.
      const seen = new Set(state.prospects.map((p) => p.id));
      return {
        ...state,
        prospects: [...state.prospects, ...event.page.prospects.filter((p) => !seen.has(p.id))],
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
 * The first pages read again in one request, as many rows as were shown (the API gives at most
 * MAX_REFRESH): rows keep their place in the sort, new ones come in where they sort. Past the cap,
 * the rows loaded beyond it stay as they were. A sign-out in the meantime wins.
 */
function refreshed(state: ListState, page: ProspectListResponse): ListState {
  if (state.phase === "signedOut") return state;
  const capped = page.nextCursor !== null && page.prospects.length < state.prospects.length;
  const ids = new Set(page.prospects.map((p) => p.id));
  const rest = capped
    ? state.prospects.slice(page.prospects.length).filter((p) => !ids.has(p.id))
    : [];
  return {
    phase: state.phase === "loading" ? "loading" : "ready",
    prospects: [...page.prospects, ...rest],
    total: page.total,
    nextCursor: capped ? state.nextCursor : page.nextCursor,
    speed: page.speed ?? state.speed,
    loadingMore: state.loadingMore,
    initial: false,
  };
}

/** The most rows one request may ask for (the API's `limit`). */
export const MAX_REFRESH = 500;

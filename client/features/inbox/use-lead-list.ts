import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { toast } from "../../lib/toast";
import { isUnauthorized, listProspects } from "./inbox-api";
import { filtersQuery, type ListFilters, PAGE_SIZE } from "./lead-filters";
import { initialListState, listReducer, MAX_REFRESH } from "./list-state";

/**
 * The prospects matching `filters` (a stable object: it changes when the query string does),
 * fetched in the browser only: no lead is ever part of a server-rendered or cached page.
 */
export function useLeadList(filters: ListFilters) {
  const [state, dispatch] = useReducer(listReducer, initialListState);
  // Bumped by a sign-in or "Try again": loads the first page again.
  const [reloads, setReloads] = useState(0);
  // The filters a "Load more" was asked for; a page that arrives after they changed is dropped.
  const current = useRef(filtersQuery(filters));

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads is the intended trigger
  useEffect(() => {
    current.current = filtersQuery(filters);
    const controller = new AbortController();
    dispatch({ type: "requested" });
    listProspects(filters, null, controller.signal).then(
      (page) => dispatch({ type: "loaded", page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) return dispatch({ type: "unauthorized" });
        console.error("Prospects not loaded:", error);
        dispatch({ type: "failed" });
      },
    );
    return () => controller.abort();
  }, [filters, reloads]);

  const { nextCursor, loadingMore } = state;
  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    const asked = filtersQuery(filters);
    dispatch({ type: "moreRequested" });
    try {
      const page = await listProspects(filters, nextCursor);
      if (current.current === asked) dispatch({ type: "moreLoaded", page });
    } catch (error) {
      if (isUnauthorized(error)) return dispatch({ type: "unauthorized" });
      console.error("More prospects not loaded:", error);
      toast.error("Couldn't load more", { description: "Please try again." });
      dispatch({ type: "moreFailed" });
    }
  }, [filters, nextCursor, loadingMore]);

  const refresh = useRefresh(filters, state.prospects.length, dispatch);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const signedOut = useCallback(() => dispatch({ type: "unauthorized" }), []);

  return { state, loadMore, reload, refresh, signedOut };
}

/**
 * Reads the list again in place (a live change, a poll): the same filters, as many rows as are
 * shown, no spinner, so the rows, "Load more" and the scroll position stay. Calls during a
 * refresh are folded into one more after it; a failure is left for the next change or poll.
 */
function useRefresh(
  filters: ListFilters,
  shown: number,
  dispatch: (event: Parameters<typeof listReducer>[1]) => void,
) {
  const latest = useRef({ filters, shown });
  latest.current = { filters, shown };
  const running = useRef<{ again: boolean } | null>(null);

  return useCallback(async () => {
    if (running.current) {
      running.current.again = true;
      return;
    }
    const run = { again: true };
    running.current = run;
    try {
      while (run.again) {
        run.again = false;
        const { filters: asked, shown: rows } = latest.current;
        const limit = Math.min(MAX_REFRESH, Math.max(PAGE_SIZE, rows));
        const page = await listProspects(asked, null, undefined, limit);
        if (latest.current.filters === asked) dispatch({ type: "refreshed", page });
      }
    } catch (error) {
      if (isUnauthorized(error)) dispatch({ type: "unauthorized" });
      else console.warn("Prospects not refreshed:", error);
    } finally {
      running.current = null;
    }
  }, [dispatch]);
}

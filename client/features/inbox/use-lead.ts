import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { LeadSummary } from "#contracts/inbox";
import { toast } from "../../lib/toast";
import { getLead, isNotFound, isUnauthorized } from "./inbox-api";
import { leadReducer } from "./lead-state";

/**
 * One lead, fetched in the browser; `refresh` reloads it without leaving the page, and
 * `liveRefresh` does so for a change heard live, which says nothing when it fails (the next
 * change or poll tries again).
 */
export function useLead(id: string) {
  const [state, dispatch] = useReducer(leadReducer, { phase: "loading" });
  const [reloads, setReloads] = useState(0);
  const quiet = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: "requested" });
    getLead(id, controller.signal).then(
      (lead) => dispatch({ type: "loaded", lead }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) return dispatch({ type: "unauthorized" });
        if (isNotFound(error)) return dispatch({ type: "notFound" });
        console.error("Lead not loaded:", error);
        if (reloads > 0 && !quiet.current)
          toast.error("Couldn't refresh the lead", { description: "Reload the page." });
        dispatch({ type: "failed" });
      },
    );
    return () => controller.abort();
  }, [id, reloads]);

  const refresh = useCallback(() => {
    quiet.current = false;
    setReloads((n) => n + 1);
  }, []);
  const liveRefresh = useCallback(() => {
    quiet.current = true;
    setReloads((n) => n + 1);
  }, []);
  const updated = useCallback(
    (lead: LeadSummary) => dispatch({ type: "summaryUpdated", lead }),
    [],
  );
  const signedOut = useCallback(() => dispatch({ type: "unauthorized" }), []);

  return { state, refresh, liveRefresh, updated, signedOut };
}

import { useCallback, useEffect, useReducer, useState } from "react";
import type { LeadSummary } from "#contracts/inbox";
import { toast } from "../../lib/toast";
import { getLead, isNotFound, isUnauthorized } from "./inbox-api";
import { leadReducer } from "./lead-state";

/** One lead, fetched in the browser; `refresh` reloads it without leaving the page. */
export function useLead(id: string) {
  const [state, dispatch] = useReducer(leadReducer, { phase: "loading" });
  const [reloads, setReloads] = useState(0);

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
        if (reloads > 0)
          toast.error("Couldn't refresh the lead", { description: "Reload the page." });
        dispatch({ type: "failed" });
      },
    );
    return () => controller.abort();
  }, [id, reloads]);

  const refresh = useCallback(() => setReloads((n) => n + 1), []);
  const updated = useCallback(
    (lead: LeadSummary) => dispatch({ type: "summaryUpdated", lead }),
    [],
  );
  const signedOut = useCallback(() => dispatch({ type: "unauthorized" }), []);

  return { state, refresh, updated, signedOut };
}

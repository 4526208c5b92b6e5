import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { LeadSummary, ProspectSummary } from "#contracts/inbox";
import { toast } from "../../lib/toast";
import { getCard, isNotFound, isUnauthorized } from "./inbox-api";
import { cardReducer } from "./lead-state";

/**
 * The card of a lead's prospect, fetched in the browser; `refresh` reloads it without leaving
 * the page, and `liveRefresh` does so for a change heard live, which says nothing when it fails
 * (the next change or poll tries again).
 */
export function useCard(leadId: string) {
  const [state, dispatch] = useReducer(cardReducer, { phase: "loading" });
  const [reloads, setReloads] = useState(0);
  const quiet = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    dispatch({ type: "requested" });
    getCard(leadId, controller.signal).then(
      (card) => dispatch({ type: "loaded", card }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) return dispatch({ type: "unauthorized" });
        if (isNotFound(error)) return dispatch({ type: "notFound" });
        console.error("Card not loaded:", error);
        if (reloads > 0 && !quiet.current)
          toast.error("Couldn't refresh the prospect", { description: "Reload the page." });
        dispatch({ type: "failed" });
      },
    );
    return () => controller.abort();
  }, [leadId, reloads]);

  const refresh = useCallback(() => {
    quiet.current = false;
    setReloads((n) => n + 1);
  }, []);
  const liveRefresh = useCallback(() => {
    quiet.current = true;
    setReloads((n) => n + 1);
  }, []);
  const prospectUpdated = useCallback(
    (prospect: ProspectSummary) => dispatch({ type: "prospectUpdated", prospect }),
    [],
  );
  const leadUpdated = useCallback(
    (lead: LeadSummary) => dispatch({ type: "leadUpdated", lead }),
    [],
  );
  const signedOut = useCallback(() => dispatch({ type: "unauthorized" }), []);

  return { state, refresh, liveRefresh, prospectUpdated, leadUpdated, signedOut };
}

import { useCallback, useEffect, useState } from "react";
import type { InboxSession } from "#contracts/inbox-people";
import { getSession, InboxApiError, isUnauthorized } from "./inbox-api";

/** The page's sign-in: being checked, signed in (who, the people), or refused (and why). */
export type SessionState =
  | { phase: "loading" }
  | { phase: "signedIn"; session: InboxSession }
  | { phase: "refused"; error: InboxApiError | null };

/**
 * Who is signed in (docs/decisions/025), read once per page and again by `reload` (after a
 * sign-in or sign-out). A failure other than a refusal keeps the page working without the name.
 */
export function useInboxSession() {
  const [state, setState] = useState<SessionState>({ phase: "loading" });
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads is the intended trigger
  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(
      (session) => setState({ phase: "signedIn", session }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error))
          return setState({ phase: "refused", error: error as InboxApiError });
        console.warn("Sign-in not checked:", error);
        setState({ phase: "refused", error: error instanceof InboxApiError ? error : null });
      },
    );
    return () => controller.abort();
  }, [reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { state, reload };
}

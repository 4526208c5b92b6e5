import { useCallback, useState } from "react";
import { inOpenDialog, toast } from "../../lib/toast";
import { InboxApiError, isUnauthorized } from "./inbox-api";

/**
 * One action of the inbox at a time: `run` marks it busy, and a failure becomes a toast with the
 * API's own words (a refused session shows the sign-in instead). Resolves with the result, or
 * undefined when it failed.
 */
export function useAction(onSignedOut: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <T>(name: string, failure: string, action: () => Promise<T>): Promise<T | undefined> => {
      setBusy(name);
      try {
        return await action();
      } catch (error) {
        if (isUnauthorized(error)) {
          onSignedOut();
          return undefined;
        }
        if (!(error instanceof InboxApiError)) console.error(`${failure}:`, error);
        toast.error(failure, {
          description: error instanceof InboxApiError ? error.message : "Please try again.",
          ...inOpenDialog(),
        });
        return undefined;
      } finally {
        setBusy(null);
      }
    },
    [onSignedOut],
  );
  return { busy, run };
}

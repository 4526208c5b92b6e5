import type { ContactDraft, ContactField, DraftLoadResponse } from "#contracts/contact";
import { api } from "../../lib/api";
import { touchHeaders } from "../../lib/touch";

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Statuses worth sending again: the server was busy or briefly wrong, not the form. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

class SaveFailed extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number,
  ) {
    super(`HTTP ${status}`);
  }
}

type Reply = { ok: boolean; status: number; headers?: Headers };

/**
 * Keeps the visitor's draft in the Durable Object. Every update carries the whole form, so any
 * later update heals one that failed. Updates go out one at a time, in order: two in flight could
 * land out of order, and an older form would overwrite a newer one.
 *
 * Nothing typed is lost when the network drops (docs/decisions/006; a failure is only logged):
 * - a failed update is sent again with the latest form, after 1 s, 2 s, 4 s … at most 30 s apart
 *   (or the server's `Retry-After`), and at once when the browser comes back online;
 * - when the page is hidden or left with the form unsaved, the form goes out as a `keepalive`
 *   request, which the browser completes after the page is gone (as it does for one in flight).
 */
export function createDraftSync() {
  let latest: ContactDraft | null = null;
  /** The last form the server acknowledged. */
  let saved: ContactDraft | null = null;
  let unsynced = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  // Every save carries where the visit came from (docs/decisions/026).
  const putDraft = (allInfo: ContactDraft) => () =>
    api.contact.draft.$put(
      { json: { allInfo } },
      { init: { keepalive: true }, headers: touchHeaders() },
    );

  function scheduleRetry(error: unknown) {
    if (error instanceof SaveFailed && !retryable(error.status)) return;
    const backoff = Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS);
    const wait = Math.max(backoff, error instanceof SaveFailed ? error.retryAfterMs : 0);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(resendLatest, wait);
  }

  function send(allInfo: ContactDraft, request: () => Promise<Reply>): Promise<boolean> {
    latest = allInfo;
    clearTimeout(retryTimer);
    const run = queue.then(async () => {
      try {
        const res = await request();
        if (!res.ok) {
          const seconds = Number(res.headers?.get("Retry-After"));
          throw new SaveFailed(res.status, Number.isFinite(seconds) ? seconds * 1000 : 0);
        }
        saved = allInfo;
        unsynced = false;
        failures = 0;
        clearTimeout(retryTimer);
        return true;
      } catch (error) {
        unsynced = true;
        failures++;
        console.error("Contact draft not saved (will retry):", error);
        scheduleRetry(error);
        return false;
      }
    });
    queue = run;
    return run;
  }

  function resendLatest() {
    if (unsynced && latest) void send(latest, putDraft(latest));
  }

  /**
   * The page is going away or out of sight: hand the newest form, unless the server has it, to the
   * browser to deliver. The queue may never run again, so this does not wait for it.
   */
  function saveBeforeLeaving() {
    if (latest && latest !== saved) void putDraft(latest)().catch(() => {});
  }
  const onVisibilityChange = () => {
    if (document.visibilityState === "hidden") saveBeforeLeaving();
  };

  return {
    /**
     * Listens for the browser coming back online and for the page being left. Returns the undo,
     * which leaves a scheduled retry running: leaving /try for another page of the site loses
     * nothing either.
     */
    start() {
      window.addEventListener("online", resendLatest);
      window.addEventListener("pagehide", saveBeforeLeaving);
      document.addEventListener("visibilitychange", onVisibilityChange);
      return () => {
        window.removeEventListener("online", resendLatest);
        window.removeEventListener("pagehide", saveBeforeLeaving);
        document.removeEventListener("visibilitychange", onVisibilityChange);
      };
    },
    /** POST /api/contact/fields: one value added, with the whole form. */
    fieldAdded: (field: ContactField, value: string, allInfo: ContactDraft) =>
      send(allInfo, () =>
        api.contact.fields.$post(
          { json: { field, value, allInfo } },
          { init: { keepalive: true }, headers: touchHeaders() },
        ),
      ),
    /** A review edit, removal or addition. */
    replaced: (allInfo: ContactDraft) => send(allInfo, putDraft(allInfo)),
    /** Before submitting: wait for queued updates and resend the form if the last one failed. */
    flush: (allInfo: ContactDraft) =>
      send(allInfo, async () => (unsynced ? putDraft(allInfo)() : { ok: true, status: 200 })),
    /**
     * Before the visitor's data is erased: waits for the update in flight, then drops the unsaved
     * form and any retry, so no save lands after the erasure and brings the form back.
     */
    async forget() {
      const drop = () => {
        clearTimeout(retryTimer);
        latest = null;
        saved = null;
        unsynced = false;
        failures = 0;
      };
      drop();
      await queue;
      drop();
    },
    /** The form in progress and the last lead sent; null when it could not be loaded. */
    load: async (): Promise<DraftLoadResponse | null> => {
      try {
        const res = await api.contact.draft.$get();
        return res.ok ? await res.json() : null;
      } catch (error) {
        console.error("Contact draft not loaded:", error);
        return null;
      }
    },
  };
}

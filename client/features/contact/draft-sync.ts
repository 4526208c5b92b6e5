import { backoffMs, retryAfterMs } from "#contracts/backoff";
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

/** An answer given before the saved form had loaded: sent on its own, added to the stored form. */
type Answer = { field: ContactField; value: string };
/** Where an unacknowledged answer is: waiting in the queue, on its way, or failed. */
type AnswerState = "queued" | "sending" | "failed";

/**
 * Keeps the visitor's draft in the Durable Object. Every update carries the whole form, so any
 * later update heals one that failed. Updates go out one at a time, in order: two in flight could
 * land out of order, and an older form would overwrite a newer one.
 *
 * Until the saved form has loaded, the page has no whole form to send (its own would overwrite the
 * saved one): each answer goes at once on its own (`answered`), and the Worker adds it to the
 * stored form, once. So an answer survives a visitor who reloads or leaves before the load
 * returns; the page merges the loaded form with its answers and sends nothing again. The first
 * whole form sent afterwards holds them all.
 *
 * Nothing typed is lost when the network drops (docs/decisions/006; a failure is only logged):
 * - a failed update is sent again with the latest form (or the answer again), after 1 s, 2 s,
 *   4 s … at most 30 s apart (or the server's `Retry-After`), and at once when the browser comes
 *   back online;
 * - when the page is hidden or left with the form or an answer unsaved, it goes out as a
 *   `keepalive` request, which the browser completes after the page is gone (as it does for one in
 *   flight).
 */
export function createDraftSync() {
  let latest: ContactDraft | null = null;
  /** The last form the server acknowledged. */
  let saved: ContactDraft | null = null;
  let unsynced = false;
  /** Answers the server has not acknowledged, until a whole form (which holds them) is sent. */
  const answers = new Map<Answer, AnswerState>();
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  // Every save carries where the visit came from (docs/decisions/026).
  const putDraft = (allInfo: ContactDraft) => () =>
    api.contact.draft.$put(
      { json: { allInfo } },
      { init: { keepalive: true }, headers: touchHeaders() },
    );
  const postAnswer = (answer: Answer) => () =>
    api.contact.fields.$post(
      { json: answer },
      { init: { keepalive: true }, headers: touchHeaders() },
    );

  function scheduleRetry(error: unknown) {
    if (error instanceof SaveFailed && !retryable(error.status)) return;
    const backoff = backoffMs(failures, FIRST_RETRY_MS, MAX_RETRY_MS);
    const wait = Math.max(backoff, error instanceof SaveFailed ? error.retryAfterMs : 0);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(resendLatest, wait);
  }

  /** Runs a request after the ones before it; `done(true)` once acknowledged, else `done(false)`. */
  function enqueue(request: () => Promise<Reply>, done: (ok: boolean, error?: unknown) => void) {
    clearTimeout(retryTimer);
    const run = queue.then(async () => {
      try {
        const res = await request();
        if (!res.ok) {
          const wait = retryAfterMs(res.headers?.get("Retry-After"), Date.now());
          throw new SaveFailed(res.status, wait ?? 0);
        }
        done(true);
        failures = 0;
        clearTimeout(retryTimer);
        return true;
      } catch (error) {
        done(false, error);
        failures++;
        console.error("Contact draft not saved (will retry):", error);
        scheduleRetry(error);
        return false;
      }
    });
    queue = run;
    return run;
  }

  function send(allInfo: ContactDraft, request: () => Promise<Reply>): Promise<boolean> {
    latest = allInfo;
    // The whole form holds every answer given before it: it, or its retry, saves them.
    answers.clear();
    return enqueue(request, (ok) => {
      unsynced = !ok;
      if (ok) saved = allInfo;
    });
  }

  function sendAnswer(answer: Answer): Promise<boolean> {
    answers.set(answer, "queued");
    const request = () => {
      // A whole form sent meanwhile has it: nothing left to send.
      if (!answers.has(answer)) return Promise.resolve({ ok: true, status: 200 });
      answers.set(answer, "sending");
      return postAnswer(answer)();
    };
    return enqueue(request, (ok, error) => {
      if (!answers.has(answer)) return;
      // A refused answer (a 4xx) is not sent again, as a refused form is not.
      const refused = error instanceof SaveFailed && !retryable(error.status);
      if (ok || refused) answers.delete(answer);
      else answers.set(answer, "failed");
    });
  }

  function resendLatest() {
    if (unsynced && latest) void send(latest, putDraft(latest));
    else for (const [answer, state] of answers) if (state === "failed") void sendAnswer(answer);
  }

  /**
   * The page is going away or out of sight: hand the newest form, unless the server has it, to the
   * browser to deliver; or each answer not acknowledged nor on its way (one on its way is a
   * `keepalive` request already). The queue may never run again, so this does not wait for it.
   */
  function saveBeforeLeaving() {
    if (latest && latest !== saved) void putDraft(latest)().catch(() => {});
    for (const [answer, state] of answers)
      if (state !== "sending") void postAnswer(answer)().catch(() => {});
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
    /**
     * An answer given before the saved form has loaded (POST /api/contact/fields without the
     * form): sent at once, and again until the server has it or a whole form is sent.
     */
    answered: (field: ContactField, value: string) => sendAnswer({ field, value }),
    /** Answers and updates wait for this first (an emailed link being opened: 023). */
    waitFor(step: Promise<unknown>) {
      queue = Promise.all([queue, step.catch(() => null)]);
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
    flush: (allInfo: ContactDraft) => {
      const due = unsynced || answers.size > 0;
      return send(allInfo, async () => (due ? putDraft(allInfo)() : { ok: true, status: 200 }));
    },
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
        answers.clear();
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

import type { ContactDraft, ContactField } from "../../../worker/contracts/contact";
import { api } from "../../lib/api";

/**
 * Keeps the visitor's draft in the Durable Object. Every update carries the whole form, so an
 * update that failed is healed by the next one (spec §7: a failure is only logged). Updates go
 * out one at a time, in order: two in flight could land out of order and an older form would
 * overwrite a newer one.
 */
export function createDraftSync() {
  let unsynced = false;
  let queue: Promise<unknown> = Promise.resolve();

  function send(request: () => Promise<{ ok: boolean; status: number }>): Promise<boolean> {
    const run = queue.then(async () => {
      try {
        const res = await request();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        unsynced = false;
        return true;
      } catch (error) {
        unsynced = true;
        console.error("Contact draft not saved (will retry with the next change):", error);
        return false;
      }
    });
    queue = run;
    return run;
  }

  const replace = (allInfo: ContactDraft) => () => api.contact.draft.$put({ json: { allInfo } });

  return {
    /** spec "send-field-update": one value added. */
    fieldAdded: (field: ContactField, value: string, allInfo: ContactDraft) =>
      send(() => api.contact.fields.$post({ json: { field, value, allInfo } })),
    /** A review edit, removal or addition. */
    replaced: (allInfo: ContactDraft) => send(replace(allInfo)),
    /** Before submitting: wait for queued updates and resend the form if the last one failed. */
    flush: (allInfo: ContactDraft) =>
      send(async () => (unsynced ? replace(allInfo)() : { ok: true, status: 200 })),
    load: async (): Promise<ContactDraft | null> => {
      try {
        const res = await api.contact.draft.$get();
        return res.ok ? (await res.json()).draft : null;
      } catch (error) {
        console.error("Contact draft not loaded:", error);
        return null;
      }
    },
  };
}

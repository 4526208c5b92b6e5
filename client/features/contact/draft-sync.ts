import type { ContactDraft, ContactField } from "../../../worker/contracts/contact";
import { api } from "../../lib/api";

/**
 * Keeps the visitor's draft in the Durable Object. Every update carries the whole form, so an
 * update that failed is resent by the next one; a failure is only logged (spec §7).
 */
export function createDraftSync() {
  let unsynced = false;

  async function send(request: Promise<{ ok: boolean; status: number }>): Promise<boolean> {
    try {
      const res = await request;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      unsynced = false;
      return true;
    } catch (error) {
      unsynced = true;
      console.error("Contact draft not saved (will retry with the next change):", error);
      return false;
    }
  }

  return {
    /** spec "send-field-update": one value added. */
    fieldAdded: (field: ContactField, value: string, allInfo: ContactDraft) =>
      send(api.contact.fields.$post({ json: { field, value, allInfo } })),
    /** A review edit or removal. */
    replaced: (allInfo: ContactDraft) => send(api.contact.draft.$put({ json: { allInfo } })),
    /** Before submitting: make sure the stored draft matches the screen. */
    flush: (allInfo: ContactDraft) =>
      unsynced ? send(api.contact.draft.$put({ json: { allInfo } })) : Promise.resolve(true),
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

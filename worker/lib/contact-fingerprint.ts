import type { LeadContact } from "../contracts/inbox";

/** How long the same contact details count as the same lead (a repeat, a double send). */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

const squash = (text: string | undefined) =>
  (text ?? "").normalize("NFKC").trim().replace(/\s+/g, " ");

/**
 * Contact details as one comparable text: case, spacing and phone punctuation do not make two
 * sends of the same person's details different leads.
 */
export function contactFingerprint(contact: LeadContact): string {
  return JSON.stringify([
    squash(contact.name).toLowerCase(),
    squash(contact.email).toLowerCase(),
    squash(contact.company).toLowerCase(),
    (contact.phone ?? "").replace(/[^\d+x]/gi, "").toLowerCase(),
    squash(contact.note),
  ]);
}

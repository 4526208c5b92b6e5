import type { LeadRecord } from "../contracts/lead-record";
import { callWishIn, readPhone } from "../language";

/**
 * What in a lead asks sales to act now, beyond its arrival: the prospect gave a phone number, or
 * asked to be called or to speak to a person. Read from the prospect's own words with
 * worker/language/ (docs/decisions/033), for the decisions it feeds (lead-alerts.ts: which changes
 * alert; next-steps.ts: whether a call is asked for); the messages that follow are
 * worker/outbound/'s.
 */
export interface LeadSignals {
  phone: boolean;
  callRequest: boolean;
}

export const prospectWords = (lead: LeadRecord) =>
  lead.conversations.flatMap((c) => c.messages.filter((m) => m.role === "user").map((m) => m.text));

export function leadSignals(lead: LeadRecord): LeadSignals {
  const words = prospectWords(lead);
  const note = lead.contact.note ?? "";
  return {
    phone: Boolean(lead.contact.phone) || [note, ...words].some((w) => readPhone(w) !== undefined),
    callRequest: [note, ...words].some((w) => callWishIn(w) === true),
  };
}

/** The prospect's messages, newest last, as many as the ledger already had (to spot new ones). */
export const prospectMessageCount = (lead: LeadRecord) => prospectWords(lead).length;

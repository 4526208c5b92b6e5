import type { LeadRecord } from "../contracts/lead-record";
import { callWishIn, ownWords, readPhone } from "../language";

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

/**
 * The prospect's messages in their own words: a thread quoted or forwarded under one is someone
 * else's (worker/language/quoted.ts), left out here once for every reader after.
 */
export const prospectWords = (lead: LeadRecord) =>
  lead.conversations.flatMap((c) =>
    c.messages.filter((m) => m.role === "user").map((m) => ownWords(m.text)),
  );
/** The form's note in the prospect's own words, as `prospectWords`. */
export const prospectNote = (lead: Pick<LeadRecord, "contact">) =>
  ownWords(lead.contact.note ?? "");

export function leadSignals(lead: LeadRecord): LeadSignals {
  const words = prospectWords(lead);
  const note = prospectNote(lead);
  return {
    phone: Boolean(lead.contact.phone) || [note, ...words].some((w) => readPhone(w) !== undefined),
    // The note is written about the call to come: a time that suits there asks for it.
    callRequest: callWishIn(note, true) === true || words.some((w) => callWishIn(w) === true),
  };
}

/** The prospect's messages, newest last, as many as the ledger already had (to spot new ones). */
export const prospectMessageCount = (lead: LeadRecord) => prospectWords(lead).length;

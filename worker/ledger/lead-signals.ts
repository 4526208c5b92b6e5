import type { LeadRecord } from "../contracts/lead-record";

/**
 * What in a lead asks sales to act now, beyond its arrival: the prospect gave a phone number, or
 * asked to be called or to speak to a person (or said they want no call). Read from the
 * prospect's own words only, for the decisions it feeds (lead-alerts.ts: which changes alert;
 * next-steps.ts: whether a call is asked for); the messages that follow are worker/outbound/'s.
 */
export interface LeadSignals {
  phone: boolean;
  callRequest: boolean;
}

const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/;
const CALL =
  /\b(call me|call us|give me a call|phone me|ring me|call back|callback|speak (?:to|with) (?:a|someone|somebody|a person|a human|sales|your team)|talk (?:to|with) (?:a|someone|somebody|a person|a human|sales|your team)|schedule a call|book a call|can we (?:talk|speak)|a call (?:today|tomorrow|this week|asap))\b/i;

/** Saying no to a call: "no call needed", "don't call", "email only", "no calls please". */
const NO_CALL =
  /\b(no (?:phone )?(?:call|callback|calls)(?: (?:needed|necessary|required|please))?\b|(?:don['’]t|dont|do not|no need to) (?:call|phone|ring)\b|(?:email|e-mail) only\b|rather not (?:talk|speak) on the phone)/i;

/**
 * Whether the prospect asks for a call in these words, oldest first: the last that says either
 * way decides (a no beats a yes in the same words); null when none speaks of it.
 */
export function callWish(words: string[]): boolean | null {
  let wish: boolean | null = null;
  for (const w of words) {
    if (NO_CALL.test(w)) wish = false;
    else if (CALL.test(w)) wish = true;
  }
  return wish;
}

export const prospectWords = (lead: LeadRecord) =>
  lead.conversations.flatMap((c) => c.messages.filter((m) => m.role === "user").map((m) => m.text));

export function leadSignals(lead: LeadRecord): LeadSignals {
  const words = prospectWords(lead);
  return {
    phone: Boolean(lead.contact.phone) || words.some((w) => PHONE.test(w)),
    callRequest: words.some((w) => CALL.test(w)) || CALL.test(lead.contact.note ?? ""),
  };
}

/** The prospect's messages, newest last, as many as the ledger already had (to spot new ones). */
export const prospectMessageCount = (lead: LeadRecord) => prospectWords(lead).length;

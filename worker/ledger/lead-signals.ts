import type { LeadRecord } from "../contracts/lead-record";

/**
 * What in a lead asks sales to act now, beyond its arrival: the prospect gave a phone number, or
 * asked to be called or to speak to a person. Read from the prospect's own words only, beside
 * the one decision it feeds (lead-alerts.ts: which changes alert); the messages that follow are
 * worker/outbound/'s.
 */
export interface LeadSignals {
  phone: boolean;
  callRequest: boolean;
}

const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/;
const CALL =
  /\b(call me|call us|give me a call|phone me|ring me|call back|callback|speak (?:to|with) (?:a|someone|somebody|a person|a human|sales|your team)|talk (?:to|with) (?:a|someone|somebody|a person|a human|sales|your team)|schedule a call|book a call|can we (?:talk|speak)|a call (?:today|tomorrow|this week|asap))\b/i;

const prospectWords = (lead: LeadRecord) =>
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

/**
 * How a lead-qualification case is written: what a prospect said in the Clarity chat or wrote in
 * the contact form (/try), and what the lead in the sales inbox (`GET /api/inbox/prospects`) must
 * hold once it is read. Each key of `expect` is one check; a key left out is not checked.
 */
export interface QualificationCase {
  name: string;
  /** The prospect's messages in the Clarity chat, in order (the lead is handed to sales with the email given in the chat or the form). */
  chat?: string[];
  /** A contact form (/try) submission: the note is free text. */
  form?: { name: string; email: string; company?: string; phone?: string; note?: string };
  /** Chat messages said after sales log a call on the lead (a call logged answers one asked for). */
  afterCall?: string[];
  expect: {
    /** E.164, e.g. "+447700900123"; null = no phone. */
    phone?: string | null;
    company?: string | RegExp | null;
    companySize?: number | null; // people
    budget?: {
      min: number;
      max: number;
      currency: "USD" | "EUR" | "GBP" | "CHF" | "CAD" | "AUD";
    } | null;
    timeline?: { kind: "go-live" | "start" | "decision"; month: string /* "YYYY-MM" */ } | null;
    callRequested?: boolean;
  };
}

export const QUALIFICATION_TODAY = "2026-11-23"; // every relative date is read against this day

/** Shorthands for the expectations. */
type Currency = NonNullable<QualificationCase["expect"]["budget"]>["currency"];
export const money = (currency: Currency, min: number, max = min) => ({ min, max, currency });
export const goLive = (month: string) => ({ kind: "go-live" as const, month });
export const start = (month: string) => ({ kind: "start" as const, month });
export const decision = (month: string) => ({ kind: "decision" as const, month });

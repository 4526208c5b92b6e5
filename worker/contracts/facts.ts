import { z } from "./zod";

/**
 * What a prospect's words established, as typed values (docs/decisions/033): read once by
 * worker/language/ and kept as values from then on — the roadmap shows them, the inbox sorts by
 * them and the CSV exports them, never by reading their text again.
 */
export const currencies = ["USD", "EUR", "GBP", "CHF", "CAD", "AUD"] as const;
export type Currency = (typeof currencies)[number];

/** A sum of money: one figure has min = max. */
export interface Money {
  min: number;
  max: number;
  /** US dollars when not given (and in memory stored before currencies were kept). */
  currency?: Currency;
  /** A floor with no top said ("at least $300K"): min is the floor, max the same figure. */
  orMore?: true;
}

/** What a date in a project is the date of. */
export const whenKinds = ["go-live", "start", "decision"] as const;
export type WhenKind = (typeof whenKinds)[number];

/** A date a prospect gave, read against the day it was said. */
export interface When {
  kind: WhenKind;
  /** The month it points at, "YYYY-MM"; absent for an event with no date ("before the audit"). */
  month?: string;
  /** As the prospect put it, tidied ("Q3 next year", "before the busy season"). */
  text: string;
}

export const money = z.object({
  min: z.number().nonnegative(),
  max: z.number().nonnegative(),
  currency: z.enum(currencies).optional(),
  orMore: z.literal(true).optional(),
});

export const when = z.object({
  kind: z.enum(whenKinds),
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  text: z.string().max(80),
});

/**
 * The typed facts a lead carries for sales (docs/decisions/033): each the prospect's latest word,
 * the earlier one kept in `history` when a correction replaced it.
 */
export interface LeadFacts {
  budget?: Money;
  companySize?: number;
  /** The go-live date above all; a start or decision date only when no go-live was given. */
  timeline?: When;
  /** E.164. */
  phone?: string;
  company?: string;
  /** True: asked for a call; false: said they want none; absent: never said. */
  callWish?: boolean;
}

export const leadFacts = z.object({
  budget: money.optional(),
  companySize: z.number().int().positive().optional(),
  timeline: when.optional(),
  phone: z.string().max(20).optional(),
  company: z.string().max(120).optional(),
  callWish: z.boolean().optional(),
});

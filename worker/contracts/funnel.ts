import { contactFields } from "./contact-fields";
import { z } from "./zod";

/**
 * The funnel's steps (docs/decisions/026): what is counted per UTC day, source and device class,
 * and nothing else — no visitor id, no address, no text. Views come from the pages' beacon; every
 * other step from the Worker when the visitor's object stores it, but a call booked: from Cal.com's
 * booking webhook, under the prospect's newest lead's funnel and source.
 */
export const clarityFunnel = [
  { step: "home_view", label: "Home page views" },
  { step: "chat_started", label: "Chats started" },
  { step: "chat_exchanges", label: "3+ exchanges" },
  { step: "chat_roadmap", label: "Roadmap: project, size, timeline" },
  { step: "chat_email", label: "Email given" },
  { step: "chat_lead", label: "Leads" },
  { step: "chat_call_booked", label: "Calls booked" },
] as const;

/** Each question of /try: the step counted when it gets its first answer. */
export const questionStep = (field: (typeof contactFields)[number]) => `try_${field}` as const;

export const tryQuestions = contactFields.map((field) => ({
  field,
  step: questionStep(field),
  label: field === "note" ? "Note (optional)" : field[0]!.toUpperCase() + field.slice(1),
}));

export const tryFunnel = [
  { step: "try_view", label: "/try views" },
  { step: "try_first_answer", label: "First answer" },
  ...tryQuestions.filter((q) => q.field !== "note"),
  { step: "try_review", label: "Review" },
  { step: "try_sent", label: "Sent" },
  { step: "try_call_booked", label: "Calls booked" },
] as const;

/** Drafts opened again with answers in them (a reload, a later visit or a link), and by a link. */
export const resumeSteps = [
  { step: "try_resumed", label: "Drafts resumed" },
  { step: "try_resumed_link", label: "from another device (a link)" },
] as const;

export const funnelSteps = [
  ...clarityFunnel.map((s) => s.step),
  "try_view",
  "try_first_answer",
  ...tryQuestions.map((q) => q.step),
  "try_review",
  "try_sent",
  "try_call_booked",
  ...resumeSteps.map((s) => s.step),
] as const;
export type FunnelStep = (typeof funnelSteps)[number];
export const isFunnelStep = (s: string): s is FunnelStep =>
  (funnelSteps as readonly string[]).includes(s);

/** Views counted by the beacon: only the two pages a funnel starts on. */
export const viewSteps = { "/": "home_view", "/try": "try_view" } as const satisfies Record<
  string,
  FunnelStep
>;
/** The steps that make a lead, whichever way it came. */
export const leadSteps = ["chat_lead", "try_sent"] as const satisfies readonly FunnelStep[];

export const deviceClasses = ["phone", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The ranges the funnel page offers, in days ending today (UTC). */
export const funnelRanges = [7, 30, 90] as const;
export type FunnelRange = (typeof funnelRanges)[number];
export const DEFAULT_FUNNEL_RANGE: FunnelRange = 30;

/** One counter: a day, a step, a source and a device class, and how many. */
export interface FunnelCount {
  day: string;
  step: FunnelStep;
  source: string;
  device: DeviceClass;
  n: number;
  /**
   * The client address that caused it, as a keyed hash of the address and the day (never the
   * address): bounds what one address adds (worker/funnel/address-cap.ts). None: not capped.
   */
  ref?: string;
}

export type StepCounts = Partial<Record<FunnelStep, number>>;

/** What the funnel page reads: sums over the range, per day, per source and per device class. */
export interface FunnelReport {
  range: FunnelRange;
  /** First and last day of the range (UTC, YYYY-MM-DD). */
  from: string;
  to: string;
  /** Only this source's counts; null for all. */
  source: string | null;
  totals: StepCounts;
  /** Every day of the range, oldest first, zeros included. */
  daily: { day: string; counts: StepCounts }[];
  /** Per source: only the steps sources are ranked by (views, starts, leads) when `source` is null. */
  bySource: { source: string; counts: StepCounts }[];
  byDevice: { device: DeviceClass; counts: StepCounts }[];
  /** Every source counted in the range (whatever `source` is), most counted first. */
  sources: string[];
}

/** POST /api/funnel/view: a page was shown (sent by navigator.sendBeacon as text). */
export const FUNNEL_BEACON_MAX_BYTES = 3072;
export const funnelBeacon = z.object({
  page: z.enum(Object.keys(viewSteps) as [keyof typeof viewSteps]),
  touch: z.unknown().optional(),
});

/**
 * Where a visit came from (docs/decisions/026): the page it landed on, the referring site's host,
 * the campaign's UTM parameters, and whether it began from a `?transformation=` link or a quick
 * start on the home page; and the source it is counted and listed under. No zod: the browser
 * imports this (the Worker's checks are in `attribution.ts`).
 *
 * How a touch travels:
 * the tab keeps it in session storage under `TOUCH_STORAGE_KEY` (written by the pages' inline
 * script, client/lib/enhance.js, which repeats the key), and each call that stores something
 * sends it URI-encoded in the `TOUCH_HEADER` request header.
 */
export const TOUCH_HEADER = "x-clarity-touch";
export const TOUCH_STORAGE_KEY = "clarity.touch";
/** A header longer than this is ignored. */
export const TOUCH_MAX_CHARS = 2048;

export const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof utmKeys)[number];

export type TouchVia = "link" | "quick_start";

export interface Touch {
  /** The path the visit landed on, e.g. "/how" (no query). */
  landing: string;
  /** The referring site's host, e.g. "www.linkedin.com"; null when none or this site. */
  referrer: string | null;
  utm: Partial<Record<UtmKey, string>>;
  /** A `?transformation=` link from elsewhere, or a home page quick start. */
  via: TouchVia | null;
  /** The quick start's label, when `via` is "quick_start". */
  quickStart?: string;
}

/** A visitor's first touch and the latest, as a lead carries them. */
export interface Attribution {
  first: Touch;
  last: Touch;
}

/** Source labels that are not a campaign's or a site's. */
export const DIRECT_SOURCE = "direct";
export const LINK_SOURCE = "transformation link";
export const QUICK_START_SOURCE = "quick start";
export const UNKNOWN_SOURCE = "unknown";
export const SOURCE_MAX_CHARS = 60;

/**
 * The source a touch is counted and listed under: the campaign's `utm_source`, else a
 * `?transformation=` link, else a quick start, else the referring site (without "www."), else
 * direct. A lead without a touch (sent without JavaScript, or before this was counted): unknown.
 */
export function sourceOf(touch: Touch | null | undefined): string {
  if (!touch) return UNKNOWN_SOURCE;
  const utm = touch.utm.source?.toLowerCase().slice(0, SOURCE_MAX_CHARS);
  if (utm) return utm;
  if (touch.via === "link") return LINK_SOURCE;
  if (touch.via === "quick_start") return QUICK_START_SOURCE;
  if (touch.referrer) return touch.referrer.replace(/^www\./, "").slice(0, SOURCE_MAX_CHARS);
  return DIRECT_SOURCE;
}

/** Two touches are the same visit's (the browser sends its touch with every stored call). */
export const sameTouch = (a: Touch, b: Touch) => JSON.stringify(a) === JSON.stringify(b);

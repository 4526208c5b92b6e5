import { home } from "../../content/home";
import { stripControls } from "./clean-text";
import { TOUCH_HEADER, TOUCH_MAX_CHARS, TOUCH_STORAGE_KEY } from "./touch-header";
import { z } from "./zod";

/**
 * Where a visit came from (docs/decisions/026): the page it landed on, the referring site's host,
 * the campaign's UTM parameters, and whether it began from a `?transformation=` link or a quick
 * start on the home page. The browser keeps the visit's touch in the tab's session storage
 * (client/lib/enhance.js) and sends it only with a call that stores something; the visitor's
 * object then keeps the first and the latest it got.
 */
export { TOUCH_HEADER, TOUCH_MAX_CHARS, TOUCH_STORAGE_KEY };

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

export const UTM_MAX_CHARS = 100;
const LANDING_MAX_CHARS = 200;
const HOST_MAX_CHARS = 253;

// A lone surrogate cannot be stored or sent as UTF-8.
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text value as kept: control and direction characters out, whitespace collapsed, cut to `max`
 * characters. Never decoded again (a `%3Cscript%3E` stays that text) and always shown as text.
 */
export function cleanValue(value: unknown, max = UTM_MAX_CHARS): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = stripControls(value.replace(loneSurrogates, "").normalize("NFC"), false)
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(text).slice(0, max).join("").trim() || undefined;
}

const hostPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const cleanHost = (value: unknown) => {
  const host = typeof value === "string" ? value.trim().toLowerCase().replace(/\.$/, "") : "";
  return host.length <= HOST_MAX_CHARS && hostPattern.test(host) ? host : null;
};

const pathPattern = /^\/[A-Za-z0-9/_.~%-]*$/;
const cleanLanding = (value: unknown) => {
  const path = typeof value === "string" ? (value.split(/[?#]/)[0] ?? "") : "";
  return pathPattern.test(path) && path.length <= LANDING_MAX_CHARS ? path : "/";
};

const quickStarts: readonly string[] = home.quickStarts;
const viaValues = z.enum(["link", "quick_start"]);

/**
 * The touch a browser sent, made safe: each field is checked on its own, so a hostile value is
 * cut or dropped, never the call it came with. Unknown keys go; anything but an object is no touch.
 */
export const touchSchema = z.looseObject({}).transform((raw): Touch => {
  const utmRaw = z.looseObject({}).safeParse(raw.utm).data ?? {};
  const utm: Touch["utm"] = {};
  for (const key of utmKeys) {
    const value = cleanValue(utmRaw[key]);
    if (value) utm[key] = value;
  }
  const via = viaValues.safeParse(raw.via).data ?? null;
  const quickStart =
    via === "quick_start" && quickStarts.includes(raw.quickStart as string)
      ? (raw.quickStart as string)
      : undefined;
  return {
    landing: cleanLanding(raw.landing),
    referrer: cleanHost(raw.referrer),
    utm,
    via,
    ...(quickStart ? { quickStart } : {}),
  };
});

export function parseTouch(raw: unknown): Touch | null {
  const parsed = touchSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The touch of a request's header (URI-encoded JSON); null when absent, too long or unreadable. */
export function touchFromHeader(value: string | null | undefined): Touch | null {
  if (!value || value.length > TOUCH_MAX_CHARS) return null;
  try {
    return parseTouch(JSON.parse(decodeURIComponent(value)));
  } catch {
    return null;
  }
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

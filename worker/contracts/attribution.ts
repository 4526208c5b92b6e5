import { home } from "../../content/home";
import { stripControls } from "./clean-text";
import { TOUCH_MAX_CHARS, type Touch, utmKeys } from "./touch";
import { z } from "./zod";

/**
 * A touch as the Worker takes it from a browser (docs/decisions/026): zod-checked, every field on
 * its own. The touch's shape and its source label are in `touch.ts`, which the browser imports.
 */
export * from "./touch";

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

import { TOUCH_HEADER, TOUCH_STORAGE_KEY } from "#contracts/touch";

/**
 * Where this visit came from (docs/decisions/026), as the pages' inline script kept it in the
 * tab's session storage. Only calls that store something send it; the Worker checks it.
 */
function readTouch(): Record<string, unknown> | null {
  try {
    const kept = sessionStorage.getItem(TOUCH_STORAGE_KEY);
    const touch: unknown = kept ? JSON.parse(kept) : null;
    return touch && typeof touch === "object" ? (touch as Record<string, unknown>) : null;
  } catch {
    return null; // storage blocked, or not ours: the call goes without it
  }
}

/** The header that carries the touch, for a call that stores something (none without one). */
export function touchHeaders(): Record<string, string> {
  const touch = readTouch();
  return touch ? { [TOUCH_HEADER]: encodeURIComponent(JSON.stringify(touch)) } : {};
}

/**
 * A chat begun from a home page quick start counts as that source, unless the visit came from a
 * campaign or a `?transformation=` link, which say more.
 */
export function markQuickStart(label: string): void {
  const touch = readTouch() ?? { landing: location.pathname, referrer: null, utm: {} };
  const utm = touch.utm as Record<string, unknown> | undefined;
  if (utm?.source || touch.via === "link") return;
  try {
    sessionStorage.setItem(
      TOUCH_STORAGE_KEY,
      JSON.stringify({ ...touch, via: "quick_start", quickStart: label }),
    );
  } catch {
    // storage blocked: the chat counts as where the visit came from
  }
}

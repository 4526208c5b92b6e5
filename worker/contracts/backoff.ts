/**
 * When to try again, the same in the Worker and in the browser (docs/decisions/031): one backoff,
 * and one reading of a server's Retry-After. Pure, without zod, so pages import it on load.
 */

/** The wait after the `failures`-th failure in a row: base, 2×base, 4×base … capped at `maxMs`. */
export function backoffMs(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), maxMs);
}

/**
 * `ms` with its upper half jittered (ms/2 … ms), so that clients dropped together do not all come
 * back at the same moment.
 */
export function jittered(ms: number, random: () => number = Math.random): number {
  return Math.round(ms / 2 + (random() * ms) / 2);
}

/**
 * A Retry-After header as milliseconds from `now`: delta-seconds, or an HTTP date (one already past
 * is 0). Null when there is none or it cannot be read.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  if (!header?.trim()) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

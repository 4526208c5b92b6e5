/**
 * Exponential backoff after the `failures`-th failure in a row: base, 2×base, 4×base … capped at
 * `maxMs`. Every retry of the site waits this way (hand-offs, deliveries, erasures).
 */
export function backoffMs(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), maxMs);
}

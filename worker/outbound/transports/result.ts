/** What one attempt on any channel came to, for the ledger to record and retry. */
export interface DeliveryResult {
  ok: boolean;
  /** The receiver's HTTP status; null when no response came (network error, timeout). */
  status: number | null;
  error?: string;
  /** Worth trying again later: a network error, 408, 429 or 5xx. */
  retryable: boolean;
  /** The receiver's Retry-After, in milliseconds (the ledger's retry queue honours it). */
  retryAfterMs?: number;
}

/** A delivery whose channel has lost its setting since it was queued: kept, and retried. */
export const notConfigured = (setting: string): DeliveryResult => ({
  ok: false,
  status: null,
  error: `${setting} is not configured`,
  retryable: true,
});

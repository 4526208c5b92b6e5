/**
 * A circuit breaker for one hosted provider (docs/decisions/024): after `failures` failures within
 * `windowMs` it opens, and no call goes to the provider for `openMs`; then it is half-open and lets
 * one trial call through. A trial that succeeds closes it; one that fails opens it again for twice
 * as long (up to `maxOpenMs`). A trial that never reports (the visitor left) frees the way for
 * another after `trialMs`.
 */
export interface BreakerLimits {
  failures: number;
  windowMs: number;
  openMs: number;
  maxOpenMs: number;
  trialMs: number;
}

export const BREAKER_LIMITS: BreakerLimits = {
  failures: 3,
  windowMs: 60_000,
  openMs: 30_000,
  maxOpenMs: 5 * 60_000,
  trialMs: 60_000,
};

export type BreakerState = "closed" | "open" | "half-open";

export class Breaker {
  private recent: number[] = [];
  /** When the open period ends; 0 while closed. */
  private openUntil = 0;
  private openFor: number;
  /** When the half-open trial started; 0 when none is under way. */
  private trialSince = 0;

  constructor(
    private readonly now: () => number,
    private readonly limits: BreakerLimits = BREAKER_LIMITS,
  ) {
    this.openFor = limits.openMs;
  }

  state(): BreakerState {
    if (!this.openUntil) return "closed";
    return this.now() < this.openUntil ? "open" : "half-open";
  }

  /** When an open breaker lets a trial through (null while closed). */
  reopensAt(): number | null {
    return this.openUntil || null;
  }

  /** Whether a call may go to the provider now; half-open, only the one trial may. */
  allow(): boolean {
    const state = this.state();
    if (state === "closed") return true;
    if (state === "open") return false;
    const now = this.now();
    if (this.trialSince && now - this.trialSince < this.limits.trialMs) return false;
    this.trialSince = now;
    return true;
  }

  success(): void {
    if (!this.openUntil) return;
    this.openUntil = 0;
    this.trialSince = 0;
    this.openFor = this.limits.openMs;
    this.recent = [];
  }

  /** Records a failure; true when it opened the breaker. */
  failure(): boolean {
    const now = this.now();
    if (this.openUntil) {
      // A failed trial (or a late failure while open): open again, for longer after a trial.
      if (this.trialSince) this.openFor = Math.min(this.openFor * 2, this.limits.maxOpenMs);
      this.openUntil = now + this.openFor;
      this.trialSince = 0;
      return true;
    }
    this.recent = [...this.recent.filter((t) => now - t < this.limits.windowMs), now];
    if (this.recent.length < this.limits.failures) return false;
    this.openUntil = now + this.openFor;
    return true;
  }
}

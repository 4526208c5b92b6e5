import type { ModelFailureKind, ModelHealth, ProviderHealth } from "../../contracts/health";
import { Breaker } from "./breaker";
import type { HostedProvider, HostedProviderName } from "./hosted";

interface Counts {
  calls: number;
  answered: number;
  skipped: number;
  failures: Record<ModelFailureKind, number>;
  lastFailure: { kind: ModelFailureKind; at: number } | null;
}

const noFailures = (): Record<ModelFailureKind, number> => ({
  error: 0,
  rate_limit: 0,
  timeout: 0,
  stall: 0,
  invalid_tool_call: 0,
  empty: 0,
});

/**
 * Each hosted provider's breaker and counts, in this isolate's memory (docs/decisions/024: the
 * breaker must answer on the chat path without a round trip). `/api/health` reports them for the
 * isolate that answers it; the failure log lines are the site-wide record.
 */
class ProviderHealthRegistry {
  /** The clock of the breakers; Worker tests move it to open and close them. */
  now: () => number = () => Date.now();
  private since = this.now();
  private breakers = new Map<HostedProviderName, Breaker>();
  private counts = new Map<HostedProviderName, Counts>();
  /** Replies the built-in engine wrote because a hosted provider failed or was skipped. */
  private fallbacks = 0;

  private breaker(name: HostedProviderName): Breaker {
    const breaker = this.breakers.get(name) ?? new Breaker(() => this.now());
    this.breakers.set(name, breaker);
    return breaker;
  }

  private count(name: HostedProviderName): Counts {
    let counts = this.counts.get(name);
    if (!counts) {
      counts = { calls: 0, answered: 0, skipped: 0, failures: noFailures(), lastFailure: null };
      this.counts.set(name, counts);
    }
    return counts;
  }

  /** Whether a call may go to the provider; an open breaker's refusal counts as skipped. */
  allow(name: HostedProviderName): boolean {
    if (this.breaker(name).allow()) return true;
    this.count(name).skipped++;
    return false;
  }

  called(name: HostedProviderName): void {
    this.count(name).calls++;
  }

  answered(name: HostedProviderName): void {
    this.count(name).answered++;
    this.breaker(name).success();
  }

  /** Records a failure by kind; true when it opened the provider's breaker. */
  failed(name: HostedProviderName, kind: ModelFailureKind): boolean {
    const counts = this.count(name);
    counts.failures[kind]++;
    counts.lastFailure = { kind, at: this.now() };
    return this.breaker(name).failure();
  }

  fellBack(): void {
    this.fallbacks++;
  }

  /** Whether any of these providers' breakers is open (the site answers from the engines). */
  anyOpen(providers: readonly HostedProvider[]): boolean {
    return providers.some((p) => this.breaker(p.name).state() === "open");
  }

  /** The report of `/api/health`; `models` gives each provider's model ids (both chats'). */
  report(
    providers: readonly HostedProvider[],
    models: (name: HostedProviderName) => string[],
  ): ModelHealth {
    const iso = (t: number | null) => (t ? new Date(t).toISOString() : null);
    return {
      scope: "isolate",
      since: new Date(this.since).toISOString(),
      order: [...providers.map((p) => p.name), "built-in"],
      builtInFallbacks: this.fallbacks,
      providers: providers.map((p): ProviderHealth => {
        const breaker = this.breaker(p.name);
        const { lastFailure, ...counts } = this.count(p.name);
        return {
          name: p.name,
          models: models(p.name),
          breaker: breaker.state(),
          reopensAt: iso(breaker.reopensAt()),
          ...counts,
          failures: { ...counts.failures },
          lastFailure: lastFailure && { kind: lastFailure.kind, at: iso(lastFailure.at)! },
        };
      }),
    };
  }

  /** Forgets every breaker and count (Worker tests, between tests). */
  reset(): void {
    this.breakers.clear();
    this.counts.clear();
    this.fallbacks = 0;
    this.since = this.now();
  }
}

export const providerHealth = new ProviderHealthRegistry();

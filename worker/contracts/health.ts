import { z } from "./zod";

/** What anyone may read: whether the site is well, and which version runs. */
export const publicHealth = z.object({
  /**
   * "degraded" (still 200) when lead deliveries are failing or one has waited over an hour, an
   * erasure was given up on, the configuration is incomplete, or a hosted model's breaker is open
   * (the engines answer).
   */
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
});

/** How a hosted model's call failed, when the built-in engine answered instead (decision 024). */
export const modelFailureKinds = [
  "error",
  "rate_limit",
  "timeout",
  "stall",
  "invalid_tool_call",
  "empty",
] as const;
export type ModelFailureKind = (typeof modelFailureKinds)[number];

/** One hosted provider: its circuit breaker and what its calls came to. */
export const providerHealth = z.object({
  name: z.enum(["openai", "workers-ai"]),
  /** The model ids the two chats use on it. */
  models: z.array(z.string()),
  /** "open": no call goes to it until `reopensAt`; "half-open": one trial call may. */
  breaker: z.enum(["closed", "open", "half-open"]),
  reopensAt: z.string().nullable(),
  calls: z.number(),
  /** Calls that streamed a whole reply. */
  answered: z.number(),
  /** Requests the open breaker kept from it. */
  skipped: z.number(),
  failures: z.record(z.enum(modelFailureKinds), z.number()),
  lastFailure: z.object({ kind: z.enum(modelFailureKinds), at: z.string() }).nullable(),
});
export type ProviderHealth = z.infer<typeof providerHealth>;

/** The chats' models: counted in the isolate that answers (docs/decisions/024), since `since`. */
export const modelHealth = z.object({
  scope: z.literal("isolate"),
  since: z.string(),
  /** The providers in the order they are tried, the built-in engines last. */
  order: z.array(z.enum(["openai", "workers-ai", "built-in"])),
  providers: z.array(providerHealth),
  /** Replies the built-in engines wrote because a hosted model failed or its breaker was open. */
  builtInFallbacks: z.number(),
});
export type ModelHealth = z.infer<typeof modelHealth>;

/** The same with the reasons, for sales and operators (the sales token or a signed-in session). */
export const healthResponse = publicHealth.extend({
  /** Configuration problems, in words an operator can act on. */
  config: z.array(z.string()),
  leads: z.object({
    pendingDeliveries: z.number(),
    /** Leads whose delivery failed, of prospects sales have not worked yet. */
    failedDeliveries: z.number(),
    oldestPendingMinutes: z.number(),
    /**
     * The items each of the ledger's retry queues gave up on (docs/decisions/031): deliveries
     * failed for good, any lead's, until retried; erasures, which are retried until done.
     */
    deadDeliveries: z.number(),
    deadErasures: z.number(),
  }),
  models: modelHealth,
});
export type PublicHealth = z.infer<typeof publicHealth>;
export type HealthResponse = z.infer<typeof healthResponse>;

import type { ModelFailureKind } from "../../contracts/health";

/** A hosted model's call that must not stand (the failover answers from the built-in engine). */
export class ModelFailure extends Error {
  constructor(readonly kind: ModelFailureKind) {
    super(kind);
    this.name = "ModelFailure";
  }
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" ? status : undefined;
};

/**
 * The kind of a hosted model's failure, from what the provider threw or streamed: the AI SDK's
 * `APICallError` carries the HTTP status (workers-ai-provider maps Workers AI's capacity and rate
 * errors, 3040 and 3036, to 429).
 */
export function failureKind(error: unknown): ModelFailureKind {
  if (error instanceof ModelFailure) return error.kind;
  if (statusOf(error) === 429) return "rate_limit";
  return "error";
}

/**
 * One log line per failure, by kind and provider, never the provider's message: it can carry the
 * prompt, i.e. the visitor's words.
 */
export function logFailure(
  surface: string,
  provider: string,
  error: unknown,
  detail: { afterMs: number; opened: boolean },
): void {
  const kind = failureKind(error);
  const status = statusOf(error);
  console.warn(
    `${surface} model failover: provider=${provider} kind=${kind}${status ? ` status=${status}` : ""} after_ms=${Math.round(detail.afterMs)}${detail.opened ? " breaker=open" : ""}`,
  );
}

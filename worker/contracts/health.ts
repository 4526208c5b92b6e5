import { z } from "./zod";

export const healthResponse = z.object({
  /**
   * "degraded" (still 200) when lead deliveries are failing or one has waited over an hour, or
   * the configuration is incomplete.
   */
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  /** Configuration problems, in words an operator can act on. */
  config: z.array(z.string()),
  leads: z.object({
    pendingDeliveries: z.number(),
    failedDeliveries: z.number(),
    oldestPendingMinutes: z.number(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponse>;

import { z } from "./zod";

/** What anyone may read: whether the site is well, and which version runs. */
export const publicHealth = z.object({
  /**
   * "degraded" (still 200) when lead deliveries are failing or one has waited over an hour, or
   * the configuration is incomplete.
   */
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
});

/** The same with the reasons, for sales and operators (the sales token or a signed-in session). */
export const healthResponse = publicHealth.extend({
  /** Configuration problems, in words an operator can act on. */
  config: z.array(z.string()),
  leads: z.object({
    pendingDeliveries: z.number(),
    failedDeliveries: z.number(),
    oldestPendingMinutes: z.number(),
  }),
});
export type PublicHealth = z.infer<typeof publicHealth>;
export type HealthResponse = z.infer<typeof healthResponse>;

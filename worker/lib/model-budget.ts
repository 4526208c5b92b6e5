import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { clientAddress } from "./limits";

/**
 * Spends one of today's model messages of the client address (the visitor's own budget is kept
 * in their object). False once the address has used its day's budget.
 */
export function spendAddressBudget(c: Context<AppEnv>): Promise<boolean> {
  return c.env.ADDRESS_BUDGET.getByName(`address:${clientAddress(c)}`).spend();
}

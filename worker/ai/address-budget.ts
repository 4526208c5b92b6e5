import type { Context } from "hono";
import { addressBudgetStub } from "../durable-objects/stubs";
import type { AppEnv } from "../lib/app-env";
import { clientAddress } from "../lib/limits";

/**
 * Spends one of today's model messages of the client address (its `AddressBudget` object; the
 * visitor's own budget is kept in their object). False once the address has used its day's budget.
 */
export function spendAddressBudget(c: Context<AppEnv>): Promise<boolean> {
  return addressBudget(c).spend();
}

/** Whether the client address has a model message of today's left, without spending it. */
export function addressBudgetLeft(c: Context<AppEnv>): Promise<boolean> {
  return addressBudget(c).hasLeft();
}

const addressBudget = (c: Context<AppEnv>) =>
  addressBudgetStub(c.env, `address:${clientAddress(c)}`);

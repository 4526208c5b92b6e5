/**
 * The one module that names the Durable Objects and hands out their stubs (typed RPC): every
 * caller in the Worker and in the objects reaches another object through it, never through a
 * class module (only `worker/index.ts` imports those, for wrangler). `scripts/floor-plan.test.ts`
 * keeps it so.
 */

/** The one ledger instance's name: every lead of the site is in it (docs/decisions/012). */
export const LEDGER_NAME = "ledger";
/** The one funnel instance's name: every count of the site is in it (docs/decisions/026). */
export const FUNNEL_NAME = "funnel";

/** The lead ledger. */
export const ledgerStub = (env: Env) => env.LEDGER.getByName(LEDGER_NAME);

/** The funnel's counters. */
export const funnelStub = (env: Env) => env.FUNNEL.getByName(FUNNEL_NAME);

/** A visitor's object, by the random id in their signed cookie. */
export const visitorStub = (env: Env, visitorId: string) => env.VISITOR.getByName(visitorId);

/**
 * A visitor's object by its `visitorRef`, the object's own id as a lead carries it (the ledger
 * has no visitor's cookie id, only this).
 */
export const visitorStubByRef = (env: Env, visitorRef: string) =>
  env.VISITOR.get(env.VISITOR.idFromString(visitorRef));

/**
 * A daily budget, by name: `address:<client address>` for model messages, `resume-by:` and
 * `resume-to:` with a hash for the links that finish a form.
 */
export const addressBudgetStub = (env: Env, name: string) => env.ADDRESS_BUDGET.getByName(name);

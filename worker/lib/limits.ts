import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Bindings } from "./app-env";
import { ApiError } from "./errors";
import { sha256Hex } from "./sha256";

type LimiterName = {
  [K in keyof Bindings]-?: Bindings[K] extends RateLimit ? K : never;
}[keyof Bindings];

/**
 * Every write and model call, by surface: a limit per visitor (cookie) and a looser one per
 * client address, so a client that drops its cookie is still counted. Figures in wrangler.toml
 * and the README's limits table.
 */
const surfaces = {
  chat: { visitor: "CHAT_LIMITER", address: "CHAT_IP_LIMITER" },
  crm: { visitor: "CRM_LIMITER", address: "CRM_IP_LIMITER" },
  contact: { visitor: "FIELDS_LIMITER", address: "FIELDS_IP_LIMITER" },
  // A lead sent, keyed by the address's `addressRef`: a chat's new lead spends the same budget
  // from the visitor's object, which knows only that (`spendLeadBudget`).
  submit: { visitor: "FIELDS_LIMITER", address: "SUBMIT_IP_LIMITER", byRef: true },
  erase: { address: "ERASE_IP_LIMITER" },
  // Emailing a link to finish the form later, and opening one (docs/decisions/023).
  resume: { visitor: "RESUME_LIMITER", address: "RESUME_IP_LIMITER" },
  // The pages' view beacon (docs/decisions/026).
  funnel: { address: "FUNNEL_IP_LIMITER" },
} as const satisfies Record<string, { visitor?: LimiterName; address: LimiterName; byRef?: true }>;

export type LimitSurface = keyof typeof surfaces;

/**
 * The client's address as stored with a visitor (to limit what one network address can cause,
 * e.g. confirmation emails): a SHA-256 of it, never the address.
 */
export const addressRef = (c: Context<AppEnv>): Promise<string> =>
  sha256Hex(`client-address:${clientAddress(c)}`);

/** The client's address (`CF-Connecting-IP`, which `wrangler dev` sets too). */
export const clientAddress = (c: Context<AppEnv>) => c.req.header("cf-connecting-ip") ?? "unknown";

/** Seconds anyone over a limit waits at most: the bindings' window. */
export const LIMIT_WINDOW_SECONDS = 60;

/** Counts one request of `surface`; 429 with Retry-After once the visitor or address is over. */
export async function spendLimit(c: Context<AppEnv>, surface: LimitSurface): Promise<void> {
  const config: { visitor?: LimiterName; address: LimiterName; byRef?: true } = surfaces[surface];
  const visitorId = c.get("visitorId");
  const key = config.byRef ? await addressRef(c) : clientAddress(c);
  const checks = [c.env[config.address].limit({ key })];
  if (config.visitor && visitorId) checks.push(c.env[config.visitor].limit({ key: visitorId }));
  const results = await Promise.all(checks);
  if (results.some((r) => !r.success)) {
    const code = surface === "submit" ? "contact" : surface;
    throw new ApiError(`rate_limit:${code}`, "Too many requests. Please wait a minute.", {
      headers: { "Retry-After": String(LIMIT_WINDOW_SECONDS) },
    });
  }
}

/**
 * Spends one of the client address's lead submits (the `submit` surface's address limit) from
 * where only its `addressRef` is known: a Clarity chat that makes a new lead (docs/decisions/028).
 * False once the address is over; nothing is thrown, the caller decides what waits.
 */
export async function spendLeadBudget(env: Bindings, ref: string): Promise<boolean> {
  return (await env[surfaces.submit.address].limit({ key: ref })).success;
}

/** `spendLimit` as a route's middleware. */
export function limit(surface: LimitSurface): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await spendLimit(c, surface);
    await next();
  };
}

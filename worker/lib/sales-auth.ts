import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import type { AppEnv } from "./app-env";
import { ApiError } from "./errors";
import { clientAddress } from "./limits";

export const SALES_COOKIE = "clarity_sales";
/** A sign-in lasts a working day. */
export const SALES_SESSION_SECONDS = 12 * 60 * 60;

async function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
}

/**
 * Constant-time comparison of a presented token with SALES_TOKEN: both are hashed to 32 bytes and
 * every byte is compared, so the time taken says nothing about where they differ.
 */
export async function tokenMatches(presented: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(presented), digest(expected)]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** The session cookie is signed with a key derived from SALES_TOKEN: rotating it signs everyone out. */
const sessionKey = (token: string) => `inbox-session:${token}`;

export async function startSession(c: Context<AppEnv>, token: string): Promise<void> {
  const expires = Date.now() + SALES_SESSION_SECONDS * 1000;
  await setSignedCookie(c, SALES_COOKIE, String(expires), sessionKey(token), {
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(c.req.url).protocol === "https:",
    path: "/",
    maxAge: SALES_SESSION_SECONDS,
  });
}

export function endSession(c: Context<AppEnv>): void {
  deleteCookie(c, SALES_COOKIE, { path: "/", secure: new URL(c.req.url).protocol === "https:" });
}

async function hasSession(c: Context<AppEnv>, token: string): Promise<boolean> {
  const value = await getSignedCookie(c, sessionKey(token), SALES_COOKIE);
  return typeof value === "string" && Number(value) > Date.now();
}

/**
 * Sign-in attempts are limited per address before the token is compared (5 a minute for the
 * form; bearer calls, for scripts, 120 a minute): a 43-character token cannot be guessed at that
 * pace.
 */
export async function limitSignIn(c: Context<AppEnv>, limiter: RateLimit): Promise<void> {
  const { success } = await limiter.limit({ key: clientAddress(c) });
  if (!success) {
    throw new ApiError("rate_limit:inbox", "Too many sign-in attempts. Please wait a minute.", {
      headers: { "Retry-After": "60" },
    });
  }
}

/** Without SALES_TOKEN the inbox does not exist: 404, as for any unknown path. */
export const salesEnabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.env.SALES_TOKEN) throw new ApiError("not_found", `No API endpoint at ${c.req.path}.`);
  await next();
};

/** A session cookie or `Authorization: Bearer <SALES_TOKEN>`; 401 JSON otherwise. */
export const salesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.env.SALES_TOKEN!;
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  let ok = false;
  if (bearer !== undefined) {
    await limitSignIn(c, c.env.INBOX_API_LIMITER);
    ok = await tokenMatches(bearer, token);
  } else ok = await hasSession(c, token);
  if (!ok) throw new ApiError("unauthorized:inbox", "Sign in to the sales inbox first.");
  await next();
};

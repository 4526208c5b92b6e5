import type { Context } from "hono";
import { deleteCookie, getCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { ledgerStub } from "../durable-objects/stubs";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { clientAddress } from "../lib/limits";
import { sha256Hex } from "../lib/sha256";

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
/** Which token a session was opened with, as the ledger keeps it (never the token itself). */
const tokenHash = (token: string) => sha256Hex(`inbox-token:${token}`);
const secure = (c: Context<AppEnv>) => new URL(c.req.url).protocol === "https:";

/** Opens a session on the server (the ledger), for `name`, and gives the browser its signed id. */
export async function startSession(c: Context<AppEnv>, token: string, name: string): Promise<void> {
  const session = await ledgerStub(c.env).openSalesSession(
    await tokenHash(token),
    name,
    SALES_SESSION_SECONDS * 1000,
  );
  await setSignedCookie(c, SALES_COOKIE, session.id, sessionKey(token), {
    httpOnly: true,
    sameSite: "Strict",
    secure: secure(c),
    path: "/",
    maxAge: SALES_SESSION_SECONDS,
  });
}

/** The session id from a validly signed cookie, or null. */
async function sessionId(c: Context<AppEnv>, token: string): Promise<string | null> {
  const value = await getSignedCookie(c, sessionKey(token), SALES_COOKIE);
  return typeof value === "string" && /^[0-9a-f]{64}$/.test(value) ? value : null;
}

/** Signs out: the session ends on the server, so a copy of the cookie no longer opens anything. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = c.env.SALES_TOKEN;
  const id = token ? await sessionId(c, token) : null;
  if (id) await ledgerStub(c.env).closeSalesSession(id);
  deleteCookie(c, SALES_COOKIE, { path: "/", secure: secure(c) });
}

/**
 * The person whose live session the request carries (their name, the session's id and when it
 * ends), or null. Any session cookie is checked with the ledger, even one signed with an earlier
 * token: that check is what drops every session of a token no longer in force, so changing
 * SALES_TOKEN back does not revive them.
 */
export async function sessionOf(
  c: Context<AppEnv>,
): Promise<{ name: string; id: string; expiresAt: number } | null> {
  const token = c.env.SALES_TOKEN;
  if (!token || !getCookie(c, SALES_COOKIE)) return null;
  const id = await sessionId(c, token);
  const session = await ledgerStub(c.env).salesSession(id ?? "", await tokenHash(token));
  return session && id ? { ...session, id } : null;
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

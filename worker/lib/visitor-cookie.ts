import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { retention } from "../../content/site";
import { VISITOR_COOKIE } from "../contracts/visitor";
import type { AppEnv } from "./app-env";
import { isLocal, isSiteHost } from "./config";
import { ApiError } from "./errors";

export { VISITOR_COOKIE };

/** Seconds; the figure /privacy states. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * retention.cookieDays;
/** Only for a Worker on localhost with no secret configured (`npm start`, tests). */
export const LOCAL_ONLY_SECRET = "clarity-local-development-secret";

/**
 * The secret that signs the visitor cookie (and, under a purpose label, the emailed link that
 * opens a draft on another device: worker/outbound/visitor-mail/resume-token.ts).
 */
export function cookieSecret(c: Context<AppEnv>): string {
  if (c.env.VISITOR_COOKIE_SECRET) return c.env.VISITOR_COOKIE_SECRET;
  if (isLocal(c.req.url)) return LOCAL_ONLY_SECRET;
  if (!isSiteHost(c.req.url)) {
    throw new ApiError(
      "misdirected",
      `This site does not answer for ${new URL(c.req.url).hostname}. Use its own address.`,
    );
  }
  console.error("configuration error: VISITOR_COOKIE_SECRET is not set (wrangler secret put)");
  throw new ApiError(
    "internal:config",
    "The site is not configured correctly on our side. Please try again later.",
  );
}

/** The visitor id from a valid signed cookie, or null (no cookie, or a forged one). */
export async function readVisitorId(c: Context<AppEnv>): Promise<string | null> {
  const current = await getSignedCookie(c, cookieSecret(c), VISITOR_COOKIE);
  return typeof current === "string" && /^[0-9a-f-]{36}$/.test(current) ? current : null;
}

/**
 * Identifies the visitor by a random id in a signed, HttpOnly cookie. A missing or forged cookie
 * gets a fresh id, so nobody can address another visitor's Durable Object. The cookie is set only
 * with a response that stored something (a success): a rejected request leaves the browser as it
 * was, as /privacy says.
 */
export const visitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = await readVisitorId(c);
  const secret = id ? null : cookieSecret(c);
  c.set("visitorId", id ?? crypto.randomUUID());
  c.set("knownVisitor", id !== null);
  await next();
  if (secret === null || c.res.status >= 400) return;
  await setVisitorCookie(c, c.var.visitorId, secret);
};

/** Gives this browser the visitor's cookie (a new visitor, or an emailed link's visitor). */
export async function setVisitorCookie(
  c: Context<AppEnv>,
  visitorId: string,
  secret = cookieSecret(c),
): Promise<void> {
  await setSignedCookie(c, VISITOR_COOKIE, visitorId, secret, {
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    path: "/",
    maxAge: COOKIE_MAX_AGE,
  });
}

export function clearVisitorCookie(c: Context<AppEnv>): void {
  deleteCookie(c, VISITOR_COOKIE, {
    path: "/",
    secure: new URL(c.req.url).protocol === "https:",
  });
}

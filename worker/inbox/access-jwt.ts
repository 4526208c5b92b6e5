import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";
import { emailPattern } from "../contracts/contact-fields";
import type { InboxActor } from "../contracts/inbox-people";
import { z } from "../contracts/zod";
import type { Bindings } from "../lib/app-env";

/**
 * Cloudflare Access in front of the inbox (docs/decisions/025, README "Sales inbox behind
 * Cloudflare Access"): each request carries `Cf-Access-Jwt-Assertion`, an RS256 JWT signed with
 * one of the team's published keys (`<team>/cdn-cgi/access/certs`), issued by the team, for the
 * application's audience tag, and not expired. The person is its `email` (a service token's JWT
 * has `common_name` instead).
 */
export const ACCESS_JWT_HEADER = "cf-access-jwt-assertion";

export type AccessSetting = { team: string; aud: string };

/**
 * The team's origin as configured, if it is one: https, or a loopback http origin (tests and
 * local runs serve their own key set). Null for anything else.
 */
export function accessTeamOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.pathname !== "/" || url.search || url.hash || url.username) return null;
  const loopback = url.protocol === "http:" && ["127.0.0.1", "localhost"].includes(url.hostname);
  return url.protocol === "https:" || loopback ? url.origin : null;
}

/**
 * Whether Access guards the inbox: null when neither setting is set; "incomplete" when only one
 * is, or the team is not an origin (the inbox then refuses everyone rather than fall back to the
 * token: see `configProblems`).
 */
export function accessSetting(env: Bindings): AccessSetting | "incomplete" | null {
  const team = env.ACCESS_TEAM_DOMAIN?.trim();
  const aud = env.ACCESS_AUD?.trim();
  if (!team && !aud) return null;
  const origin = team ? accessTeamOrigin(team) : null;
  return origin && aud ? { team: origin, aud } : "incomplete";
}

/** One key set per team, kept for the isolate's life: jose refetches it every 10 minutes at most. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(team: string) {
  let set = keySets.get(team);
  if (!set) {
    set = createRemoteJWKSet(new URL("/cdn-cgi/access/certs", team));
    keySets.set(team, set);
  }
  return set;
}

export type AccessRefusal = {
  /** missing or expired: 401, sign in through Access again; the rest 403; unavailable: 500. */
  reason: "missing" | "expired" | "audience" | "signature" | "invalid" | "unavailable";
  message: string;
};

function refusal(error: unknown): AccessRefusal {
  if (error instanceof errors.JWTExpired)
    return { reason: "expired", message: "Your Cloudflare Access sign-in has expired." };
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === "aud")
    return { reason: "audience", message: "This Access token is for another application." };
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey
  )
    return { reason: "signature", message: "This Access token is not signed by the team's keys." };
  if (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    !(error instanceof errors.JOSEError) ||
    error.code === "ERR_JOSE_GENERIC"
  )
    return { reason: "unavailable", message: "The Access team's keys could not be read." };
  return { reason: "invalid", message: "This Access token is not valid." };
}

/** The longest address there is (RFC 5321's path less its brackets). */
const MAX_ADDRESS_CHARS = 254;
const accessEmail = z
  .string()
  .trim()
  .max(MAX_ADDRESS_CHARS)
  .pipe(z.email({ pattern: emailPattern }));
/** A service token's name: its client id and ".access". */
const serviceName = z
  .string()
  .trim()
  .max(MAX_ADDRESS_CHARS)
  .regex(/^[\w.-]+$/);

/**
 * Who the JWT names, lowercased: its `email` if it has one, else a service token's `common_name`;
 * null unless that is a valid address (a name) of normal length. It becomes one of the inbox's
 * people, shown and stored, so Access's word alone is not enough.
 */
function personOf(payload: JWTPayload): string | null {
  const named =
    payload.email !== undefined
      ? accessEmail.safeParse(payload.email)
      : serviceName.safeParse(payload.common_name);
  return named.success ? named.data.toLowerCase() : null;
}

/** The person a request's Access JWT names and when it expires, or why it is refused. */
export async function verifyAccess(
  token: string | undefined,
  setting: AccessSetting,
): Promise<{ actor: InboxActor; expiresAt: number } | { refused: AccessRefusal }> {
  if (!token)
    return { refused: { reason: "missing", message: "Sign in through Cloudflare Access." } };
  try {
    const { payload } = await jwtVerify(token, keySet(setting.team), {
      issuer: setting.team,
      audience: setting.aud,
      algorithms: ["RS256"],
      requiredClaims: ["exp"],
    });
    const who = personOf(payload);
    if (!who)
      return {
        refused: { reason: "invalid", message: "This Access token names no valid person." },
      };
    return { actor: { name: who, via: "access" }, expiresAt: Number(payload.exp) * 1000 };
  } catch (error) {
    const refused = refusal(error);
    if (refused.reason === "unavailable") console.error("Access keys unavailable:", error);
    return { refused };
  }
}

import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import type { InboxActor } from "../contracts/inbox-people";
import type { Bindings } from "./app-env";

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

/** The person a request's Access JWT names, or why it is refused. */
export async function verifyAccess(
  token: string | undefined,
  setting: AccessSetting,
): Promise<{ actor: InboxActor } | { refused: AccessRefusal }> {
  if (!token)
    return { refused: { reason: "missing", message: "Sign in through Cloudflare Access." } };
  try {
    const { payload } = await jwtVerify(token, keySet(setting.team), {
      issuer: setting.team,
      audience: setting.aud,
      algorithms: ["RS256"],
      requiredClaims: ["exp"],
    });
    const who = typeof payload.email === "string" ? payload.email : payload.common_name;
    if (typeof who !== "string" || !who.trim())
      return { refused: { reason: "invalid", message: "This Access token names nobody." } };
    return { actor: { name: who.trim().toLowerCase(), via: "access" } };
  } catch (error) {
    const refused = refusal(error);
    if (refused.reason === "unavailable") console.error("Access keys unavailable:", error);
    return { refused };
  }
}

import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { vi } from "vitest";

/**
 * A stand-in Cloudflare Access team for Worker tests: its key set is served at
 * `<team>/cdn-cgi/access/certs` through the stubbed `fetch` (the Worker's own jose code fetches
 * it, as in production), and `sign` makes the JWTs Access would put in `Cf-Access-Jwt-Assertion`.
 */
export const ACCESS_TEAM = "http://127.0.0.1:9911";
export const ACCESS_AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
export const KID = "clarity-test-key";

const teamKey = await generateKeyPair("RS256", { extractable: true });
const otherKey = await generateKeyPair("RS256", { extractable: true });
const publicJwk = { ...(await exportJWK(teamKey.publicKey)), kid: KID, alg: "RS256", use: "sig" };

/** Every URL the Worker fetched, for checking it read the team's keys. */
export const fetched: string[] = [];

/** Stubs fetch: the team's key set; a team answering 500; anything else (webhooks) "ok". */
export function serveAccessKeys(brokenTeam?: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      fetched.push(url);
      if (url === `${ACCESS_TEAM}/cdn-cgi/access/certs`)
        return Response.json({ keys: [publicJwk], public_cert: {}, public_certs: [] });
      if (brokenTeam && url.startsWith(brokenTeam)) return new Response("down", { status: 500 });
      return new Response("ok");
    }),
  );
}

/** A JWT as Access issues it; `options` make it wrong in one way. */
export async function accessJwt(
  claims: JWTPayload = { email: "dana@clarity.example" },
  options: { key?: "team" | "other"; aud?: string; expiresAt?: number; iss?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ type: "app", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: KID })
    .setIssuer(options.iss ?? ACCESS_TEAM)
    .setAudience(options.aud ?? ACCESS_AUD)
    .setSubject("7335d417-61da-459d-899c-0a01c76a2f94")
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key === "other" ? otherKey.privateKey : teamKey.privateKey);
}

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProspectCard } from "../../worker/contracts/inbox";
import type { InboxSession } from "../../worker/contracts/inbox-people";
import { ACCESS_AUD, ACCESS_TEAM, accessJwt, fetched, serveAccessKeys } from "./helpers/access";
import { withBindings } from "./helpers/env";
import { api } from "./helpers/http";
import { bearer, contactLead, ledger, SALES_TOKEN } from "./helpers/leads";

/**
 * The inbox behind Cloudflare Access (docs/decisions/025): the Worker verifies
 * `Cf-Access-Jwt-Assertion` against the team's published keys (fetched by the Worker's own code
 * from `<team>/cdn-cgi/access/certs`), the audience, the issuer and the expiry, and takes the
 * person's email from it. Every refusal is JSON with a code the inbox page can act on.
 */
const BROKEN_TEAM = "http://127.0.0.1:9912";
beforeAll(() => serveAccessKeys(BROKEN_TEAM));
withBindings({ ACCESS_TEAM_DOMAIN: ACCESS_TEAM, ACCESS_AUD });

const session = (jwt?: string) =>
  api("/api/inbox/session", { headers: jwt ? { "cf-access-jwt-assertion": jwt } : {} });

async function refusal(res: Response) {
  return { status: res.status, body: (await res.json()) as { error: { code: string } } };
}

describe("Cloudflare Access JWT", () => {
  it("a good JWT is the person it names, read with the team's published keys", async () => {
    const res = await session(await accessJwt({ email: "Dana@Clarity.example" }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as InboxSession;
    expect(body.actor).toEqual({ name: "dana@clarity.example", via: "access" });
    expect(body.people).toContainEqual({ name: "dana@clarity.example", via: "access" });
    expect(fetched).toContain(`${ACCESS_TEAM}/cdn-cgi/access/certs`);
    // A service token's JWT names its client instead of an email.
    const service = await session(await accessJwt({ common_name: "crm-sync.access" }));
    expect(((await service.json()) as InboxSession).actor.name).toBe("crm-sync.access");
  });

  it("records what an Access person does under their email", async () => {
    const lead = contactLead();
    await ledger().upsert(lead);
    const headers = {
      "cf-access-jwt-assertion": await accessJwt({ email: "sam@clarity.example" }),
      "content-type": "application/json",
    };
    const res = await api(`/api/inbox/leads/${lead.id}/status`, {
      method: "POST",
      headers,
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(res.status).toBe(200);
    const card = (await (
      await api(`/api/inbox/leads/${lead.id}/card`, { headers })
    ).json()) as ProspectCard;
    expect(card.history[0]).toMatchObject({
      action: "status",
      by: { name: "sam@clarity.example", via: "access" },
    });
  });

  it("refuses a missing JWT (401) and an expired one (401)", async () => {
    for (const [jwt, message] of [
      [undefined, "Sign in through Cloudflare Access."],
      [
        await accessJwt(undefined, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
        "Your Cloudflare Access sign-in has expired.",
      ],
    ] as const) {
      const res = await session(jwt);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthorized:access", message } });
    }
  });

  it("refuses a JWT for another audience, signed by another key, or from another issuer (403)", async () => {
    const cases = [
      [await accessJwt(undefined, { aud: "another-application" }), "another application"],
      [await accessJwt(undefined, { key: "other" }), "not signed by the team's keys"],
      [await accessJwt(undefined, { iss: "https://evil.cloudflareaccess.com" }), "not valid"],
      ["not.a.jwt", "not valid"],
    ] as const;
    for (const [jwt, words] of cases) {
      const { status, body } = await refusal(await session(jwt));
      expect(status, words).toBe(403);
      expect(body.error.code).toBe("forbidden:access");
      expect(JSON.stringify(body)).toContain(words);
    }
    // The refused are refused everywhere in the inbox, the live socket included.
    const bad = { "cf-access-jwt-assertion": await accessJwt(undefined, { key: "other" }) };
    for (const path of ["/api/inbox/leads", "/api/inbox/leads.csv", "/api/inbox/live"])
      expect((await api(path, { headers: { ...bad, upgrade: "websocket" } })).status, path).toBe(
        403,
      );
  });

  it("refuses a JWT whose email is no address of normal length (403), and keeps no such person", async () => {
    const hostile = [
      `${"a".repeat(4990)}@acme.example`,
      '<img src=x onerror="alert(1)">@acme.example',
      "dana@clarity.example<script>alert(1)</script>",
      "not an address",
    ];
    for (const email of hostile) {
      const { status, body } = await refusal(await session(await accessJwt({ email })));
      expect(status, email.slice(0, 40)).toBe(403);
      expect(body.error.code).toBe("forbidden:access");
    }
    // A service token's name is held to the same length and plain characters.
    const longName = await session(await accessJwt({ common_name: `${"x".repeat(300)}.access` }));
    expect(longName.status).toBe(403);
    const res = await session(await accessJwt({ email: "kim@clarity.example" }));
    const { people } = (await res.json()) as InboxSession;
    expect(people.map((p) => p.name)).toContain("kim@clarity.example");
    expect(people.every((p) => p.name.length <= 254 && !/[<>"\s]/.test(p.name))).toBe(true);
  });

  it("with Access on, neither the token sign-in nor the bearer token opens the inbox", async () => {
    const signIn = await api("/api/inbox/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: SALES_TOKEN, name: "Mallory" }),
    });
    expect(signIn.status).toBe(409);
    const res = await api("/api/inbox/leads", { headers: bearer });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      "unauthorized:access",
    );
  });

  it("half a configuration, or keys that cannot be read, refuse everyone and say why", async () => {
    Reflect.set(env, "ACCESS_AUD", "");
    let res = await session(await accessJwt());
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("internal:access");
    const health = await (await api("/api/health")).json();
    expect(health).toMatchObject({ status: "degraded" });
    Reflect.set(env, "ACCESS_AUD", ACCESS_AUD);
    Reflect.set(env, "ACCESS_TEAM_DOMAIN", BROKEN_TEAM);
    res = await session(await accessJwt(undefined, { iss: BROKEN_TEAM }));
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "The Access team's keys could not be read.",
    );
    // Only loopback may be plain http.
    Reflect.set(env, "ACCESS_TEAM_DOMAIN", "http://team.cloudflareaccess.com");
    expect((await session(await accessJwt())).status).toBe(500);
  });
});

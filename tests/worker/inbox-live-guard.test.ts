import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { REAUTHENTICATE } from "../../worker/contracts/inbox-live";
import { MAX_SOCKETS_PER_PERSON } from "../../worker/ledger/live";
import { ACCESS_AUD, ACCESS_TEAM, accessJwt, serveAccessKeys } from "./helpers/access";
import { api } from "./helpers/http";
import { contactLead, ledger, SALES_TOKEN, signInAs } from "./helpers/leads";

/**
 * Who may hold the live inbox's socket (docs/decisions/021): only the site's own pages, a few per
 * person, and only for as long as their sign-in lasts.
 */
serveAccessKeys();

const upgrade = (headers: Record<string, string>) =>
  api("/api/inbox/live", { headers: { upgrade: "websocket", ...headers } });

/** An open socket: the messages it heard, and its close code once closed. */
async function open(headers: Record<string, string>) {
  const res = await upgrade(headers);
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  const messages: string[] = [];
  ws.addEventListener("message", (event) => messages.push(String(event.data)));
  const closed = new Promise<number>((resolve) =>
    ws.addEventListener("close", (event) => resolve(event.code)),
  );
  return { ws, messages, closed };
}

/** Runs `run` with these settings, then puts the originals back. */
async function withSettings(settings: Record<string, string>, run: () => Promise<void>) {
  const saved = Object.keys(settings).map((name) => [name, Reflect.get(env, name)] as const);
  for (const [name, value] of Object.entries(settings)) Reflect.set(env, name, value);
  try {
    await run();
  } finally {
    for (const [name, value] of saved) Reflect.set(env, name, value);
  }
}

const closedWithin = (socket: { closed: Promise<number> }, ms = 3000) =>
  Promise.race([socket.closed, new Promise<"open">((r) => setTimeout(() => r("open"), ms))]);

describe("the live inbox's socket", () => {
  it("opens only from the site's own pages: another site's Origin is refused (403)", async () => {
    const cookie = await signInAs("Sam Ortiz");
    const evil = await upgrade({ cookie, origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect(evil.webSocket).toBeNull();
    expect(await evil.json()).toMatchObject({ error: { code: "forbidden:inbox" } });
    const lookalike = await upgrade({ cookie, origin: "http://localhost.evil.example" });
    expect(lookalike.status).toBe(403);

    const own = await open({ cookie, origin: "http://localhost" });
    own.ws.close(1000);
    // The configured address of the site (behind a proxy the request's own can differ).
    await withSettings({ SITE_ORIGIN: "https://clarity-readiness.com" }, async () => {
      const configured = await open({ cookie, origin: "https://clarity-readiness.com" });
      configured.ws.close(1000);
    });
    // A script with the bearer token sends no Origin: no page of another site can be behind it.
    const script = await open({ authorization: `Bearer ${SALES_TOKEN}` });
    script.ws.close(1000);
  });

  it(`holds at most ${MAX_SOCKETS_PER_PERSON} sockets per person; more are refused (429)`, async () => {
    const name = `Tab Hoarder ${crypto.randomUUID().slice(0, 6)}`;
    const cookie = await signInAs(name);
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_PERSON; i++) sockets.push(await open({ cookie }));
    const extra = await upgrade({ cookie });
    expect(extra.status).toBe(429);
    expect(extra.webSocket).toBeNull();
    expect(await extra.json()).toMatchObject({ error: { code: "rate_limit:inbox" } });
    // The same person from another sign-in is the same person.
    expect((await upgrade({ cookie: await signInAs(name) })).status).toBe(429);
    // Someone else is not held back by them.
    const other = await open({ cookie: await signInAs("Robin Sales") });
    // A tab closed frees its place.
    sockets[0]!.ws.close(1000, "tab closed");
    await vi.waitFor(async () => {
      const again = await upgrade({ cookie });
      expect(again.status).toBe(101);
      again.webSocket!.accept();
      again.webSocket!.close(1000);
    });
    for (const s of [...sockets.slice(1), other]) s.ws.close(1000);
  });

  it("closes a session's sockets when it signs out; it hears no change after", async () => {
    const cookie = await signInAs("Sam Ortiz");
    const mine = await open({ cookie });
    const colleague = await open({ cookie: await signInAs("Robin Sales") });
    const out = await api("/api/inbox/session", { method: "DELETE", headers: { cookie } });
    expect(out.status).toBe(204);
    expect(await closedWithin(mine)).toBe(REAUTHENTICATE);
    const lead = contactLead();
    await ledger().upsert(lead);
    await vi.waitFor(() => expect(colleague.messages.join("")).toContain(lead.id));
    expect(mine.messages.join("")).not.toContain(lead.id);
    colleague.ws.close(1000);
  });

  it("closes a Cloudflare Access socket once its JWT has expired, before it hears a change", async () => {
    await withSettings({ ACCESS_TEAM_DOMAIN: ACCESS_TEAM, ACCESS_AUD }, async () => {
      const expiresAt = Math.floor(Date.now() / 1000) + 2;
      const jwt = await accessJwt({ email: "dana@clarity.example" }, { expiresAt });
      const socket = await open({ "cf-access-jwt-assertion": jwt });
      await new Promise((r) => setTimeout(r, expiresAt * 1000 - Date.now() + 200));
      const lead = contactLead();
      await ledger().upsert(lead);
      expect(await closedWithin(socket)).toBe(REAUTHENTICATE);
      expect(socket.messages.join("")).not.toContain(lead.id);
    });
  });
});

// "Email me a link to finish later" (docs/decisions/023): the link's signature, purpose and
// expiry, that it opens the same draft in another browser and nothing more, that it dies with
// "Delete my data" and with the sent form, and the limits per recipient and visitor.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { emptyDraft } from "../../worker/contracts/contact";
import { RESUME_PURPOSE } from "../../worker/contracts/resume-link";
import type { Visitor } from "../../worker/durable-objects/visitor";
import { resumeEmail, resumeSubject } from "../../worker/prospect/resume-email";
import { readResumeToken, signClaims, signResumeToken } from "../../worker/prospect/resume-token";
import { RESUME_LINK_MS } from "../../worker/visitor/resume-links";
import { withBindings } from "./helpers/env";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";

const SECRET = "test-cookie-secret"; // vitest.config.ts's VISITOR_COOKIE_SECRET
const DAY = 24 * 60 * 60 * 1000;

// Submits hand leads to the ledger, which may call the webhook: nothing leaves the test.
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);
const mailbox = vi.fn(async (_message: EmailMessageBuilder) => ({ messageId: "m1" }));
const settings = { ALERT_EMAIL_FROM: "hello@clarity.test", SITE_ORIGIN: "https://clarity.test" };
withBindings({ ...settings, EMAIL: { send: mailbox } }, () => {
  mailbox.mockReset().mockImplementation(async () => ({ messageId: "m1" }));
});

/** A recipient no other test uses (the daily count per recipient outlives a test). */
const someone = () => `dana.${crypto.randomUUID().slice(0, 8)}@acme-industrial.com`;

/** A browser that has answered the name and email questions. */
async function startedDraft(email = someone()) {
  const res = await api("/api/contact/draft", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ allInfo: { ...emptyDraft(), name: ["Dana Reyes"], email: [email] } }),
  });
  expect(res.status).toBe(200);
  return visitorCookie(res);
}

/** The resume emails sent (other mail, such as a prospect's confirmation, is left out). */
const resumeMails = () =>
  mailbox.mock.calls.map(([m]) => m).filter((m) => m.subject === resumeSubject);
const linkIn = (text: string) => /https:\/\/clarity\.test\/try\?resume=(\S+)/.exec(text);
const tokenIn = (text: string) => decodeURIComponent(linkIn(text)?.[1] ?? "");

async function emailLink(cookie: string, email = someone()) {
  const res = await postJson("/api/contact/resume-link", { email }, cookie);
  return { res, body: (await res.json()) as Record<string, unknown> };
}
/** Asks for a link and returns its token as the email carries it. */
async function linkFor(cookie: string, email = someone()) {
  const { res } = await emailLink(cookie, email);
  expect(res.status).toBe(200);
  const mail = resumeMails().at(-1);
  return tokenIn(String(mail?.text));
}
/** Opens a link in a browser without a cookie. */
const open = (token: string, cookie?: string) => postJson("/api/contact/resume", { token }, cookie);
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error;
const draftWith = async (cookie: string) =>
  (
    (await (await api("/api/contact/draft", { headers: { cookie } })).json()) as {
      draft: Record<string, string[]>;
    }
  ).draft;

describe("the offer", () => {
  it("is made only when a sender is configured (canEmailLink), and the route refuses otherwise", async () => {
    const cookie = await startedDraft();
    const flag = async () =>
      ((await (await api("/api/contact/draft")).json()) as { canEmailLink: boolean }).canEmailLink;
    expect(await flag()).toBe(true);
    Reflect.set(env, "ALERT_EMAIL_FROM", "");
    expect(await flag()).toBe(false);
    const { res, body } = await emailLink(cookie);
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ error: { code: "not_found" } });
    expect(mailbox).not.toHaveBeenCalled();
  });

  it("needs a stored answer: no cookie, or an empty form, is 409 and sends nothing", async () => {
    const none = await postJson("/api/contact/resume-link", { email: someone() });
    expect(none.status).toBe(409);
    expect(await errorOf(none)).toMatchObject({ code: "conflict:resume" });
    expect(none.headers.get("set-cookie")).toBeNull();
    const empty = await api("/api/contact/draft", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ allInfo: emptyDraft() }),
    });
    const { res } = await emailLink(visitorCookie(empty));
    expect(res.status).toBe(409);
    expect(mailbox).not.toHaveBeenCalled();
  });

  it("validates the address with the form's rule", async () => {
    const cookie = await startedDraft();
    const { res, body } = await emailLink(cookie, "not an address");
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ error: { code: "bad_request:resume", field: "email" } });
  });
});

describe("the email", () => {
  it("goes from ALERT_EMAIL_FROM to the address given, with the link, its expiry and no answer of the form", async () => {
    const email = someone();
    const cookie = await startedDraft(email);
    const before = Date.now();
    const { res, body } = await emailLink(cookie, email);
    expect(res.status).toBe(200);
    expect(body.sentTo).toBe(email);
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + RESUME_LINK_MS);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + RESUME_LINK_MS);
    const [mail] = resumeMails();
    expect(mail).toMatchObject({ from: "hello@clarity.test", to: email, subject: resumeSubject });
    const text = String(mail?.text);
    const html = String(mail?.html);
    expect(text).toContain("You've answered 2 of 5 questions");
    expect(text).toContain("works for 7 days");
    expect(text).toContain('"Delete my data"');
    expect(linkIn(text)).not.toBeNull();
    // The one link of the HTML is the resume link (button and pasted copy).
    const hrefs = new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
    expect([...hrefs]).toEqual([`https://clarity.test/try?resume=${linkIn(text)?.[1]}`]);
    // What the visitor typed is not in it: whoever typed the address chose only where it goes.
    expect(text).not.toContain("Dana Reyes");
    expect(html).not.toContain("Dana Reyes");
    // The token names the visitor and the purpose, and expires with the answer's expiresAt.
    const read = await readResumeToken(SECRET, tokenIn(text), Date.now());
    expect(read).toEqual({
      ok: true,
      grant: {
        visitorId: visitorIdOf(cookie),
        nonce: expect.any(String),
        expiresAt: body.expiresAt,
      },
    });
  });

  it("escapes every value in the HTML", () => {
    const { html, text } = resumeEmail({
      link: `https://clarity.test/try?resume=a"b<c>&d'e`,
      to: `o'neil+<b>x</b>@example.com`,
      answered: 1,
      total: 5,
      expiresAt: Date.UTC(2026, 4, 12, 14, 3),
    });
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("o&#39;neil+&lt;b&gt;x&lt;/b&gt;@example.com");
    expect(html).toContain('href="https://clarity.test/try?resume=a&quot;b&lt;c&gt;&amp;d&#39;e"');
    expect(text).toContain("until Tuesday 12 May 2026, 14:03 UTC");
  });

  it("is not left alive when the send fails: 500 internal:email, and no link to open", async () => {
    const cookie = await startedDraft();
    mailbox.mockRejectedValueOnce(new Error("destination address not verified"));
    const { res, body } = await emailLink(cookie);
    expect(res.status).toBe(500);
    expect(body).toMatchObject({ error: { code: "internal:email" } });
    const links = await runInDurableObject(
      env.VISITOR.getByName(visitorIdOf(cookie)),
      (_v: Visitor, s) => s.storage.sql.exec("SELECT * FROM resume_link").toArray(),
    );
    expect(links).toEqual([]);
  });
});

describe("opening the link in another browser", () => {
  it("makes that browser the same visitor, with the same draft, and answers nothing else", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ resumed: true });
    const other = visitorCookie(res);
    expect(visitorIdOf(other)).toBe(visitorIdOf(cookie));
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(await draftWith(other)).toMatchObject({ name: ["Dana Reyes"] });
    // Both browsers now edit the one draft.
    await api("/api/contact/draft", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: other },
      body: JSON.stringify({
        allInfo: { ...(await draftWith(other)), company: ["Acme Industrial"] },
      }),
    });
    expect(await draftWith(cookie)).toMatchObject({ company: ["Acme Industrial"] });
    // It may be opened again (another device, a second click) until it ends.
    expect((await open(token)).status).toBe(200);
  });

  it("takes over a browser that was another visitor", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const mine = await startedDraft();
    const res = await open(token, mine);
    expect(res.status).toBe(200);
    expect(visitorIdOf(visitorCookie(res))).toBe(visitorIdOf(cookie));
  });
});

describe("the signature", () => {
  it("refuses a token changed in any part, or signed with another secret: 403, no cookie", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const [payload, signature] = token.split(".") as [string, string];
    const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/")));
    const victim = await startedDraft();
    const b64url = (o: object) =>
      btoa(JSON.stringify(o)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
    const forged = [
      // Another visitor's id under this link's signature.
      `${b64url({ ...claims, v: visitorIdOf(victim) })}.${signature}`,
      // A later expiry under the same signature.
      `${b64url({ ...claims, e: claims.e + 365 * DAY })}.${signature}`,
      // The signature of another payload.
      `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`,
      // Right claims, wrong key.
      await signResumeToken("another-secret", {
        visitorId: claims.v,
        nonce: claims.n,
        expiresAt: claims.e,
      }),
    ];
    for (const t of forged) {
      const res = await open(t);
      expect(res.status, t).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: "forbidden:resume" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("grants one purpose: a token for anything else, or the visitor cookie itself, is refused", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const claims = await readResumeToken(SECRET, token, Date.now());
    if (!claims.ok) throw new Error("the emailed token does not read");
    const { visitorId, nonce, expiresAt } = claims.grant;
    const otherPurpose = await signClaims(SECRET, {
      p: "erase-data",
      v: visitorId,
      e: expiresAt,
      n: nonce,
    });
    expect((await open(otherPurpose)).status).toBe(403);
    const noPurpose = await signClaims(SECRET, { v: visitorId, e: expiresAt, n: nonce });
    expect((await open(noPurpose)).status).toBe(403);
    // The cookie's value (id.signature, under the same secret) is no link.
    const cookieValue = decodeURIComponent(cookie.split("=")[1] ?? "");
    expect((await open(cookieValue.replace(/[^A-Za-z0-9_.-]/g, ""))).status).toBe(403);
    expect(
      (
        await open(
          await signClaims(SECRET, { p: RESUME_PURPOSE, v: visitorId, e: expiresAt, n: nonce }),
        )
      ).status,
    ).toBe(200);
  });

  it("answers a malformed token 400 with the resume code", async () => {
    for (const token of ["", "nodot", "a.b.c", "x".repeat(600), "a b.c"]) {
      const res = await open(token);
      expect(res.status, token).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "bad_request:resume" });
    }
  });
});

describe("expiry", () => {
  it("a link signed to expire in the past says so (403 forbidden:resume_expired), after its signature checks", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const read = await readResumeToken(SECRET, token, Date.now());
    if (!read.ok) throw new Error("the emailed token does not read");
    const expired = await signResumeToken(SECRET, { ...read.grant, expiresAt: Date.now() - 1 });
    const res = await open(expired);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: "forbidden:resume_expired" });
    // Seven days on, the emailed token itself reads as expired.
    expect(await readResumeToken(SECRET, token, read.grant.expiresAt)).toEqual({
      ok: false,
      reason: "expired",
    });
    // A forged token never learns it would have expired.
    const [payload] = expired.split(".");
    expect((await open(`${payload}.${"A".repeat(43)}`)).status).toBe(403);
    expect(await errorOf(await open(`${payload}.${"A".repeat(43)}`))).toMatchObject({
      code: "forbidden:resume",
    });
  });

  it("the visitor's object ends the link at its expiry too, and its retention drops the row", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const stub = env.VISITOR.getByName(visitorIdOf(cookie));
    const read = await readResumeToken(SECRET, token, Date.now());
    if (!read.ok) throw new Error("the emailed token does not read");
    expect(await stub.resumeLinkAlive(read.grant.nonce)).toBe(true);
    expect(await stub.resumeLinkAlive(read.grant.nonce, read.grant.expiresAt)).toBe(false);
    await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec("UPDATE resume_link SET expires_at = ?", Date.now() - 1),
    );
    await runDurableObjectAlarm(stub);
    const rows = await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec("SELECT * FROM resume_link").toArray(),
    );
    expect(rows).toEqual([]);
    expect(await draftWith(cookie)).toMatchObject({ name: ["Dana Reyes"] });
    expect((await open(token)).status).toBe(404);
  });
});

describe("the link ends", () => {
  it("with Delete my data: 404 not_found:resume, no cookie", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const erased = await api("/api/visitor", { method: "DELETE", headers: { cookie } });
    expect(erased.status).toBe(200);
    const res = await open(token);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: "not_found:resume" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("with Delete my data pressed in the browser that opened it", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const other = visitorCookie(await open(token));
    await api("/api/visitor", { method: "DELETE", headers: { cookie: other } });
    expect((await open(token)).status).toBe(404);
    expect(await draftWith(cookie)).toMatchObject({ name: [] });
  });

  it("when the form it opened is sent", async () => {
    const email = someone();
    const cookie = await startedDraft(email);
    const token = await linkFor(cookie, email);
    const other = visitorCookie(await open(token));
    const sent = await postJson(
      "/api/contact/submit",
      { name: "Dana Reyes", email, company: "Acme Industrial", phone: "+1 555 010 0199" },
      other,
    );
    expect(sent.status).toBe(201);
    const res = await open(token);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: "not_found:resume" });
  });
});

describe("limits", () => {
  it(`sends one address at most 3 links a UTC day, whoever asks, and the 429 says so`, async () => {
    const email = someone();
    for (let i = 0; i < 3; i++) {
      const { res } = await emailLink(await startedDraft(), i === 1 ? email.toUpperCase() : email);
      expect(res.status).toBe(200);
    }
    const cookie = await startedDraft();
    const { res, body } = await emailLink(cookie, email);
    expect(res.status).toBe(429);
    expect(body).toMatchObject({
      error: { code: "rate_limit:resume_daily", message: expect.stringContaining("3 links") },
    });
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(DAY / 1000);
    expect(resumeMails()).toHaveLength(3);
    // The refused link was never alive.
    const rows = await runInDurableObject(
      env.VISITOR.getByName(visitorIdOf(cookie)),
      (_v: Visitor, s) => s.storage.sql.exec("SELECT * FROM resume_link").toArray(),
    );
    expect(rows).toEqual([]);
  });

  it("lets one visitor ask 3 times a minute (RESUME_LIMITER), then 429 rate_limit:resume", async () => {
    const cookie = await startedDraft();
    for (let i = 0; i < 3; i++) expect((await emailLink(cookie)).res.status).toBe(200);
    const { res, body } = await emailLink(cookie);
    expect(res.status).toBe(429);
    expect(body).toMatchObject({ error: { code: "rate_limit:resume" } });
    expect(res.headers.get("retry-after")).toBe("60");
  });

  it("issues one visitor at most 5 links a UTC day", async () => {
    const cookie = await startedDraft();
    const stub = env.VISITOR.getByName(visitorIdOf(cookie));
    const now = Date.now();
    for (let i = 0; i < 5; i++) expect(await stub.issueResumeLink(now)).toMatchObject({ ok: true });
    expect(await stub.issueResumeLink(now)).toEqual({ ok: false, reason: "visitor_limit" });
    expect(await stub.issueResumeLink(now + DAY)).toMatchObject({ ok: true });
  });
});

// "Email me a link to finish later" (docs/decisions/023): the link's signature, purpose and
// expiry, that it dies with "Delete my data" and with the sent form, and the limits per recipient
// and visitor (their counts through an erasure and per mailbox: resume-link-limits.test.ts). The
// offer, the email and opening the link: resume-link.test.ts.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RESUME_PURPOSE } from "../../worker/contracts/resume-link";
import type { Visitor } from "../../worker/durable-objects/visitor";
import {
  readResumeToken,
  signClaims,
  signResumeToken,
} from "../../worker/outbound/visitor-mail/resume-token";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import {
  draftWith,
  emailLink,
  errorOf,
  linkFor,
  open,
  resumeMails,
  SECRET,
  someone,
  startedDraft,
  withResumeSender,
} from "./helpers/resume-link";

const DAY = 24 * 60 * 60 * 1000;

withResumeSender();

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
    expect(await stub.resumeLinkCopy(read.grant.nonce, false)).not.toBeNull();
    expect(await stub.resumeLinkCopy(read.grant.nonce, false, read.grant.expiresAt)).toBeNull();
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

  it("once opened; Delete my data in the browser that opened it erases that browser's copy only", async () => {
    const cookie = await startedDraft();
    const token = await linkFor(cookie);
    const other = visitorCookie(await open(token));
    expect((await open(token)).status).toBe(404);
    await api("/api/visitor", { method: "DELETE", headers: { cookie: other } });
    expect(await draftWith(other)).toMatchObject({ name: [] });
    // The sender's draft is theirs: another browser's erasure does not reach it.
    expect(await draftWith(cookie)).toMatchObject({ name: ["Dana Reyes"] });
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
});

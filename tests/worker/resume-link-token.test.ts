// The emailed link's token (docs/decisions/030): a compact JWS, HS256, under the link's own key,
// carried without its header; a link emailed before the JWS opens until it expires (seven days at
// most), and is refused changed like any other. Refusals of the JWS: resume-link-refusals.test.ts.
import { compactVerify } from "jose";
import { describe, expect, it } from "vitest";
import { RESUME_PURPOSE } from "../../worker/contracts/resume-link";
import { purposeKey } from "../../worker/lib/purpose-key";
import { readResumeToken } from "../../worker/outbound/visitor-mail/resume-token";
import { visitorCookie } from "./helpers/http";
import {
  errorOf,
  linkFor,
  open,
  SECRET,
  startedDraft,
  withResumeSender,
} from "./helpers/resume-link";

withResumeSender();

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** A token as the site signed them before the JWS: the payload's HMAC-SHA256 alone. */
async function tokenBeforeJws(claims: object): Promise<string> {
  const payload = b64url(encoder.encode(JSON.stringify(claims)));
  const key = await purposeKey(SECRET, "clarity resume-draft link v1");
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(payload));
  return `${payload}.${b64url(new Uint8Array(mac))}`;
}

/** An emailed link's grant, read back. */
async function grantOf(token: string) {
  const read = await readResumeToken(SECRET, token, Date.now());
  if (!read.ok) throw new Error("the emailed token does not read");
  return read.grant;
}

describe("the token", () => {
  it("is a JWS (HS256) under the link's key once its header is put back, with the same claims", async () => {
    const token = await linkFor(await startedDraft());
    expect(token.split(".")).toHaveLength(2);
    const key = await purposeKey(SECRET, "clarity resume-draft link v2");
    const header = b64url(encoder.encode(JSON.stringify({ alg: "HS256" })));
    const { payload } = await compactVerify(`${header}.${token}`, key, { algorithms: ["HS256"] });
    const { visitorId, nonce, expiresAt } = await grantOf(token);
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual({
      p: RESUME_PURPOSE,
      v: visitorId,
      e: expiresAt,
      n: nonce,
    });
  });
});

describe("a link emailed before the JWS", () => {
  it("opens in another browser while its draft's link is alive, once", async () => {
    const { visitorId, nonce, expiresAt } = await grantOf(await linkFor(await startedDraft()));
    const token = await tokenBeforeJws({ p: RESUME_PURPOSE, v: visitorId, e: expiresAt, n: nonce });
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(visitorCookie(res)).toBeTruthy();
    expect(await errorOf(await open(token))).toMatchObject({ code: "not_found:resume" });
  });

  it("is refused when changed, for another purpose, or once expired", async () => {
    const { visitorId, nonce, expiresAt } = await grantOf(await linkFor(await startedDraft()));
    const victim = await grantOf(await linkFor(await startedDraft()));
    const claims = { p: RESUME_PURPOSE, v: visitorId, e: expiresAt, n: nonce };
    const [, signature] = (await tokenBeforeJws(claims)).split(".");
    const swapped = `${b64url(encoder.encode(JSON.stringify({ ...claims, v: victim.visitorId })))}.${signature}`;
    for (const token of [swapped, await tokenBeforeJws({ ...claims, p: "erase-data" })]) {
      const res = await open(token);
      expect(res.status, token).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: "forbidden:resume" });
    }
    const expired = await open(await tokenBeforeJws({ ...claims, e: Date.now() - 1 }));
    expect(await errorOf(expired)).toMatchObject({ code: "forbidden:resume_expired" });
  });
});

// "Email me a link to finish later" (docs/decisions/023): the offer and the email. Opening the
// link (a copy of the draft for the opener's own visitor): resume-link-handover.test.ts. Forged
// and expired links, erasure and the limits: resume-link-refusals.test.ts.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyDraft } from "../../worker/contracts/contact";
import type { Visitor } from "../../worker/durable-objects/visitor";
import { resumeEmail, resumeSubject } from "../../worker/outbound/visitor-mail/resume-email";
import { readResumeToken } from "../../worker/outbound/visitor-mail/resume-token";
import { RESUME_LINK_MS } from "../../worker/visitor/resume-links";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import {
  emailLink,
  errorOf,
  linkIn,
  mailbox,
  resumeMails,
  SECRET,
  someone,
  startedDraft,
  tokenIn,
  withResumeSender,
} from "./helpers/resume-link";

withResumeSender();

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

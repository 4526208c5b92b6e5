import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { emptyDraft } from "../../worker/contracts/contact";
import { newVisitor, update } from "./helpers/contact";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { SALES_TOKEN } from "./helpers/leads";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

describe("the visitor cookie", () => {
  it("is HttpOnly, SameSite=Lax and signed; Secure on https", async () => {
    const put = (origin: string) =>
      exports.default.fetch(
        new Request(`${origin}/api/contact/draft`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ allInfo: emptyDraft() }),
        }),
      );
    const res = await put("http://localhost");
    const header = res.headers.get("set-cookie")!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Secure/i);
    const https = await put("https://localhost");
    expect(https.headers.get("set-cookie")).toMatch(/Secure/);
    expect(visitorIdOf(visitorCookie(res))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a forged or tampered cookie gets a fresh visitor, never someone else's draft", async () => {
    const victim = await newVisitor();
    await postJson("/api/contact/fields", update("name", "Victim", { name: ["Victim"] }), victim);
    const id = visitorIdOf(victim);
    for (const forged of [
      `clarity_visitor=${id}`,
      `clarity_visitor=${encodeURIComponent(`${id}.AAAA`)}`,
    ]) {
      const res = await api("/api/contact/draft", { headers: { cookie: forged } });
      expect(await res.json()).toMatchObject({ draft: emptyDraft(), submitted: null });
      // A write with it starts a fresh visitor.
      const write = await postJson(
        "/api/contact/fields",
        update("name", "Mallory", { name: ["Mallory"] }),
        forged,
      );
      expect(visitorIdOf(visitorCookie(write))).not.toBe(id);
    }
  });
});

describe("a missing cookie secret outside localhost", () => {
  it("is a logged configuration error that /api/health reports", async () => {
    const saved: unknown = Reflect.get(env, "VISITOR_COOKIE_SECRET");
    Reflect.set(env, "VISITOR_COOKIE_SECRET", undefined);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await exports.default.fetch(
        new Request("https://clarity-readiness.com/api/contact/fields", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(update("name", "Dana", { name: ["Dana"] })),
        }),
      );
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error: { code: "internal:config" } });
      expect(errors.mock.calls.flat().join(" ")).toContain("VISITOR_COOKIE_SECRET is not set");
      const health = await exports.default.fetch(
        new Request("https://clarity-readiness.com/api/health", {
          headers: { authorization: `Bearer ${SALES_TOKEN}` },
        }),
      );
      expect(await health.json()).toMatchObject({
        status: "degraded",
        config: [expect.stringContaining("VISITOR_COOKIE_SECRET")],
      });
    } finally {
      Reflect.set(env, "VISITOR_COOKIE_SECRET", saved);
      errors.mockRestore();
    }
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { LeadListResponse } from "../../worker/contracts/inbox";
import { api, postJson, visitorCookie } from "./helpers/http";
import { bearer, details, SALES_TOKEN, tag } from "./helpers/leads";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const _leadsTagged = async (t: string) =>
  ((await (await api(`/api/inbox/leads?q=${t}`, { headers: bearer })).json()) as LeadListResponse)
    .leads;

describe("signing out of the inbox", () => {
  const signIn = async () => {
    const res = await api("/api/inbox/session", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ token: SALES_TOKEN, name: "Sam Ortiz" }),
    });
    expect(res.status).toBe(204);
    return res.headers.get("set-cookie")!.split(";")[0]!;
  };

  it("ends the session on the server: a copy of the old cookie no longer opens the inbox", async () => {
    const cookie = await signIn();
    const other = await signIn();
    expect((await api("/api/inbox/leads", { headers: { cookie } })).status).toBe(200);
    const out = await api("/api/inbox/session", { method: "DELETE", headers: { cookie } });
    expect(out.status).toBe(204);
    expect((await api("/api/inbox/leads", { headers: { cookie } })).status).toBe(401);
    expect((await api("/api/inbox/session", { headers: { cookie } })).status).toBe(401);
    // Another person's session is left as it was.
    expect((await api("/api/inbox/leads", { headers: { cookie: other } })).status).toBe(200);
  });

  it("ends every session when SALES_TOKEN changes, also after it changes back", async () => {
    const cookie = await signIn();
    const saved: unknown = Reflect.get(env, "SALES_TOKEN");
    Reflect.set(env, "SALES_TOKEN", "bmV3LXNhbGVzLXRva2VuLWFmdGVyLXJvdGF0aW9uLTEyMzQ");
    try {
      expect((await api("/api/inbox/leads", { headers: { cookie } })).status).toBe(401);
    } finally {
      Reflect.set(env, "SALES_TOKEN", saved);
    }
    // The ledger dropped the sessions of the old token when it saw the new one.
    expect((await api("/api/inbox/leads", { headers: { cookie } })).status).toBe(401);
  });
});

describe("GET /api/health", () => {
  it("tells the public only ok or degraded and the version", async () => {
    const saved: unknown = Reflect.get(env, "SALES_TOKEN");
    Reflect.set(env, "SALES_TOKEN", "short");
    try {
      const body = await (await api("/api/health")).json();
      expect(body).toEqual({ status: "degraded", version: "0.1.0" });
      expect(JSON.stringify(body)).not.toContain("SALES_TOKEN");
    } finally {
      Reflect.set(env, "SALES_TOKEN", saved);
    }
  });

  it("gives sales the reasons and counts, and a wrong token gets the public answer", async () => {
    const withToken = await (await api("/api/health", { headers: bearer })).json();
    expect(withToken).toMatchObject({
      status: expect.any(String),
      config: expect.any(Array),
      leads: { pendingDeliveries: expect.any(Number), failedDeliveries: expect.any(Number) },
    });
    const wrong = await (
      await api("/api/health", { headers: { authorization: "Bearer not-the-token" } })
    ).json();
    expect(Object.keys(wrong as object).sort()).toEqual(["status", "version"]);
  });
});

describe("private answers", () => {
  it("carry Cache-Control: no-store", async () => {
    const submit = await postJson("/api/contact/submit", details(tag()));
    const cookie = visitorCookie(submit);
    const paths = [
      "/api/contact/draft",
      "/api/clarity/latest",
      "/api/inbox/leads",
      "/api/inbox/session",
      "/api/health",
    ];
    for (const path of paths) {
      const res = await api(path, { headers: { cookie, ...bearer } });
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    expect(submit.headers.get("cache-control")).toBe("no-store");
  });
});

describe("DELETE /api/visitor", () => {
  it("says what was erased, and that nothing was without a cookie or with a forged one", async () => {
    const submit = await postJson("/api/contact/submit", details(tag()));
    const cookie = visitorCookie(submit);
    const res = await api("/api/visitor", { method: "DELETE", headers: { cookie } });
    expect(await res.json()).toEqual({
      found: true,
      erased: { draft: false, conversations: 0, leads: 1 },
    });
    const none = { found: false, erased: { draft: false, conversations: 0, leads: 0 } };
    expect(await (await api("/api/visitor", { method: "DELETE" })).json()).toEqual(none);
    const forged = `clarity_visitor=${crypto.randomUUID()}.c2lnbmF0dXJl`;
    const res2 = await api("/api/visitor", { method: "DELETE", headers: { cookie: forged } });
    expect(await res2.json()).toEqual(none);
  });
});

describe("the visitor cookie", () => {
  it("is not set by a rejected request, and is set by the first stored answer", async () => {
    const rejected = [
      await postJson("/api/contact/submit", { ...details(tag()), email: "not-an-email" }),
      await postJson("/api/contact/fields", { field: "name" }),
      await postJson("/api/clarity", { id: "x", message: {} }),
      await api("/api/contact/fields", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "hello",
      }),
    ];
    for (const res of rejected) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const stored = await postJson("/api/contact/fields", {
      field: "name",
      value: "Dana",
      allInfo: { name: ["Dana"], email: [], company: [], phone: [], note: [] },
    });
    expect(stored.status).toBe(200);
    expect(visitorCookie(stored)).toMatch(/^clarity_visitor=/);
  });
});

describe("every path that stores a field checks it", () => {
  const draft = (phone: string[]) => ({
    name: ["Dana Reyes"],
    email: ["dana@acme.io"],
    company: ["Acme"],
    phone,
    note: [],
  });

  it("refuses a draft holding a phone or email the submit would refuse", async () => {
    const put = await api("/api/contact/draft", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ allInfo: draft(["+1 555 0100", "javascript:alert(4)"]) }),
    });
    expect(put.status).toBe(400);
    expect(await put.json()).toMatchObject({
      error: {
        code: "bad_request:contact",
        field: "allInfo.phone.1",
        message: expect.stringContaining("Phone"),
      },
    });
    const field = await postJson("/api/contact/fields", {
      field: "email",
      value: "dana at acme",
      allInfo: { ...draft([]), email: ["dana at acme"] },
    });
    expect(field.status).toBe(400);
    const good = await api("/api/contact/draft", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ allInfo: draft(["+1 555 0100"]) }),
    });
    expect(good.status).toBe(200);
  });
});

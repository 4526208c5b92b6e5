import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { update } from "./helpers/contact";
import { browser, campaign, report, totalsOnceCounted } from "./helpers/funnel";
import { api, postJsonWith, visitorCookie, visitorIdOf } from "./helpers/http";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const name = (value: string) => update("name", value, { name: [value] });
const submission = {
  name: "Dana Reyes",
  email: "dana@acme.io",
  company: "Acme",
  phone: "+1 555 0100",
};

/** What the visitor's object holds of their touches: its rows as stored. */
async function touches(cookie: string) {
  const stub = env.VISITOR.getByName(visitorIdOf(cookie));
  return runInDurableObject(stub, (_, state) => {
    const sql = state.storage.sql;
    // An object with nothing left (after an erasure) has deleted its tables too.
    const exists = (table: string) =>
      sql.exec("SELECT name FROM sqlite_master WHERE name = ?", table).toArray().length > 0;
    const rows = (table: string) =>
      exists(table) ? sql.exec(`SELECT * FROM ${table}`).toArray() : [];
    const kinds = Object.fromEntries(
      rows("touch").map((r) => [r.kind, JSON.parse(String(r.data))]),
    );
    const leads = rows("lead_touch").map((r) => ({
      first: JSON.parse(String(r.first)),
      last: JSON.parse(String(r.last)),
    }));
    return { ...kinds, leads };
  });
}

describe("attribution is kept only with something stored", () => {
  it("a read carries its touch nowhere: no cookie, no storage", async () => {
    const res = await api("/api/contact/draft", { headers: browser(campaign()) });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("a refused update keeps nothing; the first stored answer keeps its touch", async () => {
    const touch = campaign();
    const refused = await postJsonWith(
      "/api/contact/fields",
      update("fax", "1", {}),
      browser(touch),
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const cookie = visitorCookie(
      await postJsonWith("/api/contact/fields", name("Dana"), browser(touch)),
    );
    const kept = await touches(cookie);
    expect(kept.first).toEqual({ ...touch, utm: touch.utm });
    expect(kept.last).toEqual(kept.first);
    expect(kept.leads).toEqual([]);
  });

  it("a stored call without a touch (no script) keeps none, and the lead has none", async () => {
    const res = await postJsonWith("/api/contact/fields", name("Kim"), {
      "user-agent": "Mozilla/5.0",
    });
    const cookie = visitorCookie(res);
    await postJsonWith("/api/contact/submit", submission, { cookie });
    expect(await touches(cookie)).toEqual({ leads: [] });
  });
});

describe("first and last touch", () => {
  it("keeps the first; the latest replaces the one before; a lead keeps the pair it was made with", async () => {
    const a = campaign();
    const b = { landing: "/", referrer: null, utm: {}, via: "link" };
    const c = { landing: "/how", referrer: "news.ycombinator.com", utm: {}, via: null };
    const cookie = visitorCookie(
      await postJsonWith("/api/contact/fields", name("Dana"), browser(a)),
    );
    await postJsonWith("/api/contact/fields", name("Dana R"), browser(b, undefined, cookie));
    expect(
      await postJsonWith("/api/contact/submit", submission, browser(b, undefined, cookie)),
    ).toHaveProperty("status", 201);
    await postJsonWith("/api/contact/fields", name("Again"), browser(c, undefined, cookie));
    const kept = await touches(cookie);
    expect(kept.first.utm.source).toBe(a.utm.source);
    expect(kept.last).toEqual(c);
    expect(kept.leads).toEqual([{ first: kept.first, last: b }]);
  });

  it("a chat lead keeps the touches of the visit it came from", async () => {
    const touch = { landing: "/", referrer: null, utm: {}, via: "quick_start", quickStart: "CRM" };
    const res = await postJsonWith(
      "/api/clarity",
      {
        id: "chat_attr",
        message: {
          id: "m1",
          role: "user",
          parts: [{ type: "text", text: "CRM; mail me at lee@acme.io" }],
        },
      },
      browser(touch),
    );
    const cookie = visitorCookie(res);
    await res.text();
    await expect.poll(async () => (await touches(cookie)).leads.length).toBe(1);
    expect((await touches(cookie)).leads[0]).toEqual({ first: touch, last: touch });
  });

  it("hostile values are kept cut and as text; an unreadable header is no touch, and the answer is stored", async () => {
    const hostile = {
      landing: "/try/../../etc",
      referrer: "<img src=x onerror=alert(1)>",
      utm: {
        source: `<script>${"x".repeat(500)}</script>`,
        campaign: "%E2%80%AE%3Cb%3E",
        term: "a\u202Eb",
      },
      via: null,
    };
    const cookie = visitorCookie(
      await postJsonWith("/api/contact/fields", name("Ash"), browser(hostile)),
    );
    const kept = await touches(cookie);
    expect(kept.first.referrer).toBeNull();
    expect(kept.first.utm.source).toHaveLength(100);
    expect(kept.first.utm.campaign).toBe("%E2%80%AE%3Cb%3E");
    expect(kept.first.utm.term).toBe("a b");
    const garbage = await postJsonWith("/api/contact/fields", name("Bo"), {
      "user-agent": "Mozilla/5.0",
      "x-clarity-touch": "%%%{not json",
    });
    expect(garbage.status).toBe(200);
    expect(await touches(visitorCookie(garbage))).toEqual({ leads: [] });
  });
});

describe("erasure", () => {
  it("removes the visitor's touches and their lead's attribution; the funnel's counts stay", async () => {
    const touch = campaign();
    const cookie = visitorCookie(
      await postJsonWith("/api/contact/fields", name("Dana"), browser(touch)),
    );
    await postJsonWith("/api/contact/submit", submission, browser(touch, undefined, cookie));
    await totalsOnceCounted(touch.utm.source, "try_sent", 1);
    const erased = await api("/api/visitor", { method: "DELETE", headers: { cookie } });
    expect(erased.status).toBe(200);
    expect(await touches(cookie)).toEqual({ leads: [] });
    expect((await report(touch.utm.source)).totals).toMatchObject({ try_name: 1, try_sent: 1 });
  });
});

// What a hostile client broke (one test per finding, each failing on the code before its fix):
// duplicate leads from cookieless tabs, a foreign Host. The rest: hardening-sessions.test.ts.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { LeadListResponse } from "../../worker/contracts/inbox";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { bearer, contactLead, details, ledger, tag } from "./helpers/leads";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const leadsTagged = async (t: string) =>
  ((await (await api(`/api/inbox/leads?q=${t}`, { headers: bearer })).json()) as LeadListResponse)
    .leads;

describe("the same details without a cookie", () => {
  it("ten concurrent submits from ten cookieless tabs make one lead in the ledger", async () => {
    const t = tag();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postJson("/api/contact/submit", details(t))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    // Each tab's object hands its lead over (its alarm), all at once.
    await Promise.all(
      responses.map((r) =>
        runDurableObjectAlarm(env.VISITOR.getByName(visitorIdOf(visitorCookie(r)))),
      ),
    );
    const leads = await leadsTagged(t);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.contact.email).toBe(`dana.${t}@acme-industrial.com`);
  });

  it("is one lead across visitors however it is spaced or cased, and a new lead after 24 h", async () => {
    const t = tag();
    const first = contactLead({ contact: details(t) });
    await ledger().upsert(first);
    const shouty = contactLead({
      contact: {
        ...details(t),
        email: `DANA.${t}@Acme-Industrial.com`,
        phone: "+1 (555) 010-0199",
      },
    });
    expect(await ledger().upsert(shouty)).toEqual({ stored: false, duplicateOf: first.id });
    // A later state of the duplicate is still the duplicate.
    expect(await ledger().upsert({ ...shouty, updatedAt: shouty.updatedAt + 5 })).toMatchObject({
      duplicateOf: first.id,
    });
    const later = contactLead({
      contact: details(t),
      createdAt: first.createdAt + 25 * 3600_000,
      updatedAt: first.createdAt + 25 * 3600_000,
    });
    expect(await ledger().upsert(later)).toEqual({ stored: true });
    expect(await leadsTagged(t)).toHaveLength(2);
  });

  it("the duplicate's visitor erasing their data leaves the first visitor's lead", async () => {
    const t = tag();
    const first = contactLead({ contact: details(t) });
    const second = contactLead({ contact: details(t) });
    await ledger().upsert(first);
    await ledger().upsert(second);
    await ledger().eraseVisitor(second.visitorRef);
    expect((await ledger().get(first.id))?.id).toBe(first.id);
    // Its alias is gone: the same id now arrives as a lead of its own again.
    expect(await ledger().upsert({ ...second, contact: { ...details(t), note: "other" } })).toEqual(
      {
        stored: true,
      },
    );
  });
});

describe("a Host that is not the site's", () => {
  it("answers 421 JSON, not 500, where no cookie secret is configured", async () => {
    const saved: unknown = Reflect.get(env, "VISITOR_COOKIE_SECRET");
    Reflect.set(env, "VISITOR_COOKIE_SECRET", undefined);
    try {
      for (const init of [
        { method: "GET" },
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(details(tag())),
        },
      ]) {
        const path = init.method === "GET" ? "/api/contact/draft" : "/api/contact/submit";
        const res = await exports.default.fetch(new Request(`http://evil.example${path}`, init));
        expect(res.status).toBe(421);
        expect(await res.json()).toMatchObject({ error: { code: "misdirected" } });
      }
    } finally {
      Reflect.set(env, "VISITOR_COOKIE_SECRET", saved);
    }
  });
});

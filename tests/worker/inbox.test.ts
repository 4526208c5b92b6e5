import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { SubmitResponse } from "../../worker/contracts/contact";
import type { LeadDetail, LeadListResponse } from "../../worker/contracts/inbox";
import type { Visitor } from "../../worker/durable-objects/visitor";
import { csvCell } from "../../worker/ledger/csv";
import { columnName, leadShapeKeys } from "../../worker/ledger/lead-shape";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { contactLead, ledger, SALES_TOKEN } from "./helpers/leads";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const bearer = { authorization: `Bearer ${SALES_TOKEN}` };
const signIn = (token: string, ip = `198.51.100.${Math.floor(Math.random() * 250)}`) =>
  api("/api/inbox/session", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify({ token, name: "Dana Reyes" }),
  });

describe("inbox sign-in", () => {
  it("sets an HttpOnly, SameSite=Strict session for the right token and refuses a wrong one", async () => {
    const wrong = await signIn(`${SALES_TOKEN.slice(0, -1)}x`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: "unauthorized:inbox" } });
    const right = await signIn(SALES_TOKEN);
    expect(right.status).toBe(204);
    const header = right.headers.get("set-cookie")!;
    expect(header).toMatch(/^clarity_sales=/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    const cookie = header.split(";")[0]!;
    const session = await api("/api/inbox/session", { headers: { cookie } });
    expect(await session.json()).toMatchObject({
      signedIn: true,
      actor: { name: "Dana Reyes", via: "token" },
      people: expect.arrayContaining([{ name: "Dana Reyes", via: "token" }]),
    });
    expect((await api("/api/inbox/leads", { headers: { cookie } })).status).toBe(200);
    // A forged session value is refused.
    const forged = await api("/api/inbox/leads", {
      headers: { cookie: `clarity_sales=${Date.now() + 1e9}` },
    });
    expect(forged.status).toBe(401);
  });

  it("limits sign-in attempts per address: 429 with Retry-After after 5", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect((await signIn("guess", ip)).status).toBe(401);
    const limited = await signIn(SALES_TOKEN, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
  });

  it("answers 401 JSON without a session and 400 for a malformed body", async () => {
    const res = await api("/api/inbox/leads");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthorized:inbox" } });
    const bad = await postJson("/api/inbox/session", { token: "" });
    expect(bad.status).toBe(400);
    // The token sign-in asks for a name: every action is someone's.
    const nameless = await postJson("/api/inbox/session", { token: SALES_TOKEN, name: "  " });
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toMatchObject({
      error: { code: "bad_request:inbox", field: "name", message: "Enter your name." },
    });
    // A script names itself with the bearer token; "API" when it does not.
    const named = await api("/api/inbox/session", {
      headers: { ...bearer, "x-inbox-person": "CRM sync" },
    });
    expect(await named.json()).toMatchObject({ actor: { name: "CRM sync", via: "token" } });
    const unnamed = await api("/api/inbox/session", { headers: bearer });
    expect(await unnamed.json()).toMatchObject({ actor: { name: "API", via: "token" } });
  });
});

describe("inbox leads API", () => {
  it("lists, shows, marks handled, filters and rejects malformed filters", async () => {
    const lead = contactLead();
    await ledger().upsert(lead);
    const list = (await (
      await api(`/api/inbox/leads?q=${encodeURIComponent(lead.contact.company!)}`, {
        headers: bearer,
      })
    ).json()) as LeadListResponse;
    expect(list.leads.map((l) => l.id)).toEqual([lead.id]);
    expect(list.leads[0]).toMatchObject({ kind: "contact", handled: false, contact: lead.contact });
    const detail = (await (
      await api(`/api/inbox/leads/${lead.id}`, { headers: bearer })
    ).json()) as LeadDetail;
    expect(detail).toMatchObject({ id: lead.id, values: lead.values });
    // Older scripts' "handled" still works: it makes the lead contacted.
    const handled = await api(`/api/inbox/leads/${lead.id}/handled`, {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ handled: true }),
    });
    expect(await handled.json()).toMatchObject({ lead: { handled: true, status: "contacted" } });
    const open = await api(`/api/inbox/leads?handled=false&q=${lead.id}`, { headers: bearer });
    expect(((await open.json()) as LeadListResponse).total).toBe(0);
    for (const query of [
      "kind=robot",
      "status=sold",
      "delivery=lost",
      "assignee=",
      "sort=budget&order=up",
      "limit=0",
      "limit=abc",
      "cursor=x",
      "sort=name",
    ]) {
      const res = await api(`/api/inbox/leads?${query}`, { headers: bearer });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "bad_request:inbox" } });
    }
    for (const id of ["lead_00000000-0000-0000-0000-000000000000", "nope", "'; DROP TABLE lead"]) {
      const res = await api(`/api/inbox/leads/${encodeURIComponent(id)}`, { headers: bearer });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found:lead" } });
    }
  });

  it("retries only what can be retried", async () => {
    const lead = contactLead();
    await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    await expect
      .poll(async () => (await ledger().get(lead.id))?.delivery?.status)
      .toBe("delivered");
    const retry = await api(`/api/inbox/leads/${lead.id}/retry`, {
      method: "POST",
      headers: bearer,
    });
    expect(retry.status).toBe(409);
    expect(await retry.json()).toMatchObject({ error: { code: "conflict:inbox" } });
  });

  it("exports the filtered list as CSV: BOM, RFC 4180 quoting, formulas defused", async () => {
    const lead = contactLead({
      contact: {
        name: '=HYPERLINK("http://evil.example","click")',
        email: "x@acme.io",
        company: 'Acme, "Industrial"\nDivision',
        phone: "+1 555 0100",
        note: "@SUM(A1:A2)",
      },
    });
    await ledger().upsert(lead);
    const res = await api(`/api/inbox/leads.csv?q=${lead.id}`, { headers: bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="clarity-leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row] = text.split("\r\n");
    // The lead's shape (lead-shape.test.ts holds it to the webhook), then its delivery.
    expect(header).toBe(
      [
        ...leadShapeKeys.map(columnName),
        "delivery_status",
        "delivery_attempts",
        "delivery_error",
      ].join(","),
    );
    expect(header).toMatch(
      /^id,prospect_id,kind,created_at,updated_at,name,email,company,phone,note,project_type,project,company_size,budget,timeline,budget_min,budget_max,budget_currency,company_size_people,timeline_month,timeline_kind,status,lost_reason,assignee,/,
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain('"Acme, ""Industrial""\nDivision"');
    expect(row).toContain("'+1 555 0100");
    expect(text).toContain("'@SUM(A1:A2)");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell(null)).toBe("");
  });

  it("deletes a lead everywhere: from the ledger and from the visitor's own object", async () => {
    const submit = await postJson("/api/contact/submit", {
      name: "Priya Natarajan",
      email: "priya@atlas-logistics.com",
      company: "Atlas Logistics",
      phone: "+44 20 7946 0958",
      note: "",
    });
    const cookie = visitorCookie(submit);
    const { leadId } = (await submit.json()) as SubmitResponse;
    const visitor = env.VISITOR.getByName(visitorIdOf(cookie));
    await runDurableObjectAlarm(visitor);
    await expect.poll(async () => (await ledger().get(leadId))?.id).toBe(leadId);
    const res = await api(`/api/inbox/leads/${leadId}`, { method: "DELETE", headers: bearer });
    expect(res.status).toBe(204);
    expect((await api(`/api/inbox/leads/${leadId}`, { headers: bearer })).status).toBe(404);
    await runDurableObjectAlarm(ledger());
    await expect
      .poll(() =>
        runInDurableObject(
          visitor,
          (_v: Visitor, s) => s.storage.sql.exec("SELECT id FROM lead").toArray().length,
        ),
      )
      .toBe(0);
  });

  it("does not exist without SALES_TOKEN: the API and the page answer 404", async () => {
    const saved: unknown = Reflect.get(env, "SALES_TOKEN");
    Reflect.set(env, "SALES_TOKEN", "");
    try {
      const res = await api("/api/inbox/leads", { headers: bearer });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
    } finally {
      Reflect.set(env, "SALES_TOKEN", saved);
    }
  });
});

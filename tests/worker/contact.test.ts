import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { emptyDraft } from "../../worker/contracts/contact";
import { draftOf, newVisitor, update } from "./helpers/contact";
import { api, postJson, visitorIdOf } from "./helpers/http";
import { expectLimitedAfter, minute } from "./helpers/rate-limit";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

describe("field updates", () => {
  it("store each value and restore the whole draft", async () => {
    const cookie = await newVisitor();
    expect(await draftOf(cookie)).toEqual(emptyDraft());
    const a = await postJson(
      "/api/contact/fields",
      update("name", "Dana", { name: ["Dana"] }),
      cookie,
    );
    expect(a.status).toBe(200);
    await postJson(
      "/api/contact/fields",
      update("name", "D. Reyes", { name: ["Dana", "D. Reyes"] }),
      cookie,
    );
    await postJson(
      "/api/contact/fields",
      update("email", "dana@acme.io", { name: ["Dana", "D. Reyes"], email: ["dana@acme.io"] }),
      cookie,
    );
    expect(await draftOf(cookie)).toEqual({
      ...emptyDraft(),
      name: ["Dana", "D. Reyes"],
      email: ["dana@acme.io"],
    });
  });

  it.each([
    ["an unknown field", update("fax", "1", { name: [] })],
    ["a value over twice the limit", update("phone", "1".repeat(41), { phone: ["1".repeat(41)] })],
    ["more than 20 values", update("name", "x", { name: Array.from({ length: 21 }, () => "x") })],
    [
      "an unknown key in allInfo",
      { field: "name", value: "x", allInfo: { ...emptyDraft(), name: ["x"], fax: [] } },
    ],
    ["a blank value", update("name", "  ", { name: ["  "] })],
  ])("reject %s with 400 and leave the draft unchanged", async (_label, body) => {
    const cookie = await newVisitor();
    await postJson("/api/contact/fields", update("name", "Kept", { name: ["Kept"] }), cookie);
    const res = await postJson("/api/contact/fields", body, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request:contact" } });
    expect(await draftOf(cookie)).toEqual({ ...emptyDraft(), name: ["Kept"] });
  });

  it("reject bad JSON (400), a non-JSON type (415) and a body over 16 KB (413)", async () => {
    const cookie = await newVisitor();
    const send = (body: string, type = "application/json") =>
      api("/api/contact/fields", {
        method: "POST",
        headers: { "content-type": type, cookie },
        body,
      });
    expect((await send("{not json")).status).toBe(400);
    expect((await send("name=x", "application/x-www-form-urlencoded")).status).toBe(415);
    const big = await send(
      JSON.stringify(update("note", "n", { note: ["n"], name: ["x".repeat(17_000)] })),
    );
    expect(big.status).toBe(413);
    expect(await draftOf(cookie)).toEqual(emptyDraft());
  });

  it("allow 60 updates a minute per visitor, then 429 with Retry-After", async () => {
    // The write that made the visitor counts as the first of the 60.
    const since = minute();
    const cookie = await newVisitor();
    let i = 0;
    const send = () => {
      i++;
      return postJson("/api/contact/fields", update("name", `n${i}`, { name: [`n${i}`] }), cookie);
    };
    const limited = await expectLimitedAfter(60, send, { sent: 1, since });
    expect(limited.headers.get("retry-after")).toBe("60");
  });
});

describe("review edits (PUT /api/contact/draft)", () => {
  const put = (body: unknown, cookie: string) =>
    api("/api/contact/draft", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });

  it("replace the whole draft, including removing a value", async () => {
    const cookie = await newVisitor();
    await postJson("/api/contact/fields", update("name", "Dana", { name: ["Dana"] }), cookie);
    const edited = { ...emptyDraft(), name: ["Dana Reyes"], company: ["Acme", "Acme Labs"] };
    const res = await put({ allInfo: edited }, cookie);
    expect(res.status).toBe(200);
    expect(await draftOf(cookie)).toEqual(edited);
    await put({ allInfo: { ...edited, name: [] } }, cookie);
    expect(await draftOf(cookie)).toEqual({ ...edited, name: [] });
  });

  it.each([
    ["a value over twice the limit", { allInfo: { ...emptyDraft(), note: ["n".repeat(1001)] } }],
    ["an unknown field", { allInfo: { ...emptyDraft(), fax: ["1"] } }],
    ["a missing field", { allInfo: { name: ["x"] } }],
    ["more than 20 values", { allInfo: { ...emptyDraft(), phone: Array(21).fill("5") } }],
    ["a blank value", { allInfo: { ...emptyDraft(), name: [" "] } }],
  ])("reject %s with 400 and leave the draft unchanged", async (_label, body) => {
    const cookie = await newVisitor();
    await postJson("/api/contact/fields", update("name", "Kept", { name: ["Kept"] }), cookie);
    const res = await put(body, cookie);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe("bad_request:contact");
    expect(error.message.length).toBeGreaterThan(0);
    expect(await draftOf(cookie)).toEqual({ ...emptyDraft(), name: ["Kept"] });
  });

  it("answer 405 JSON for other methods on the contact routes", async () => {
    for (const [method, path] of [
      ["DELETE", "/api/contact/draft"],
      ["GET", "/api/contact/fields"],
      ["GET", "/api/contact/submit"],
    ] as const) {
      const res = await api(path, { method });
      expect(res.status).toBe(405);
      expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });
});

describe("submit", () => {
  const good = {
    name: "Dana Reyes",
    email: "dana@acme.io",
    company: "Acme",
    phone: "+1 555 0100",
    note: "",
  };

  it.each([
    ["Name is required", "name", { ...good, name: " " }],
    ["Invalid email address", "email", { ...good, email: "dana" }],
    ["Invalid email address", "email", { ...good, email: "dana at acme dot com" }],
    ["Invalid email address", "email", { ...good, email: "dana@acme" }],
    ["Phone must be digits, e.g. +1 555 0100", "phone", { ...good, phone: "abc" }],
    ["Phone must be digits, e.g. +1 555 0100", "phone", { ...good, phone: "555 0100, call me" }],
    ["Company is required", "company", { ...good, company: "" }],
    ["Phone must be less than 20 characters", "phone", { ...good, phone: "1".repeat(21) }],
    ["Note must be less than 500 characters", "note", { ...good, note: "n".repeat(501) }],
    ["Name must be less than 100 characters", "name", { ...good, name: "n".repeat(101) }],
  ])("answers 400 “%s” for a bad %s", async (message, field, body) => {
    const res = await postJson("/api/contact/submit", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request:contact", message, field } });
  });

  it("takes several phone numbers joined by the form, each with digits", async () => {
    const res = await postJson("/api/contact/submit", { ...good, phone: "555 0100, 555 0101" });
    expect(res.status).toBe(201);
  });

  it("stores one lead for repeated and concurrent submits, then starts a fresh draft", async () => {
    const cookie = await newVisitor();
    await postJson(
      "/api/contact/fields",
      update("name", "Dana Reyes", { name: ["Dana Reyes"] }),
      cookie,
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postJson("/api/contact/submit", good, cookie)),
    );
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { leadId: string }).leadId),
    );
    expect(new Set(ids).size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const rows = await runInDurableObject(env.VISITOR.getByName(visitorIdOf(cookie)), (_v, state) =>
      state.storage.sql.exec("SELECT id FROM lead").toArray(),
    );
    expect(rows).toHaveLength(1);
    expect(await draftOf(cookie)).toEqual(emptyDraft());
    // A reload of the page shows what was sent.
    const load = await (await api("/api/contact/draft", { headers: { cookie } })).json();
    expect(load).toMatchObject({
      submitted: { leadId: ids[0], firstName: "Dana" },
    });
  });
});

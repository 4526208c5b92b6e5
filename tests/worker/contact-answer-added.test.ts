import { describe, expect, it, vi } from "vitest";
import { emptyDraft } from "../../worker/contracts/contact";
import { draftOf, newVisitor, update } from "./helpers/contact";
import { api, postJson, visitorCookie } from "./helpers/http";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

/**
 * An answer given on /try before the browser had the saved form: POST /api/contact/fields with
 * the field and value only. The Worker adds it to the stored form; the browser never sends a
 * whole form it has not loaded, which would overwrite the stored one.
 */
const answer = (field: string, value: string, cookie?: string) =>
  postJson("/api/contact/fields", { field, value }, cookie);

const put = (allInfo: Record<string, string[]>, cookie: string) =>
  api("/api/contact/draft", {
    method: "PUT",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ allInfo: { ...emptyDraft(), ...allInfo } }),
  });

describe("an answer sent without the whole form", () => {
  it("is added after the stored values, which stay", async () => {
    const cookie = await newVisitor();
    await postJson(
      "/api/contact/fields",
      update("email", "dana@acme.io", { name: ["Dana Reyes"], email: ["dana@acme.io"] }),
      cookie,
    );
    const res = await answer("email", "dana.reyes@acme.io", cookie);
    expect(res.status).toBe(200);
    const stored = {
      ...emptyDraft(),
      name: ["Dana Reyes"],
      email: ["dana@acme.io", "dana.reyes@acme.io"],
    };
    expect(await res.json()).toEqual({ draft: stored });
    expect(await draftOf(cookie)).toEqual(stored);
  });

  it("is stored once, however often it arrives (a retry, the save as the page is left)", async () => {
    const cookie = await newVisitor();
    for (let i = 0; i < 3; i++)
      expect((await answer("name", "Dana Reyes", cookie)).status).toBe(200);
    // The same answer already stored by the browser's whole form: not doubled either.
    await put({ name: ["Dana Reyes"], company: ["Acme Industrial"] }, cookie);
    await answer("company", "  Acme Industrial ", cookie);
    expect(await draftOf(cookie)).toEqual({
      ...emptyDraft(),
      name: ["Dana Reyes"],
      company: ["Acme Industrial"],
    });
  });

  it("from a browser with no cookie yet, starts the visitor's form", async () => {
    const res = await answer("name", "Dana Reyes");
    expect(res.status).toBe(200);
    expect(await draftOf(visitorCookie(res))).toEqual({ ...emptyDraft(), name: ["Dana Reyes"] });
  });

  it("adds nothing to a field that already holds 20 values", async () => {
    const cookie = await newVisitor();
    const phones = Array.from({ length: 20 }, (_, i) => `+1 555 01${String(i).padStart(2, "0")}`);
    await put({ phone: phones }, cookie);
    expect((await answer("phone", "+1 555 9999", cookie)).status).toBe(200);
    expect((await draftOf(cookie)) as { phone: string[] }).toMatchObject({ phone: phones });
  });

  it.each([
    ["an email the form refuses", "email", "dana at acme dot com"],
    ["a phone that is a script", "phone", "javascript:alert(4)"],
    ["a 4,000-character name", "name", `<script>${"A".repeat(3_983)}</script>`],
    ["a blank value", "company", "   "],
    ["an unknown field", "fax", "+1 555 0100"],
  ])("refuses %s with 400 and stores nothing", async (_label, field, value) => {
    const cookie = await newVisitor();
    await answer("name", "Kept", cookie);
    const res = await answer(field, value, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request:contact" } });
    expect(await draftOf(cookie)).toEqual({ ...emptyDraft(), name: ["Kept"] });
  });
});

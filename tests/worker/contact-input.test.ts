// Contact values a client should not send, and the form posted without JavaScript.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

describe("hostile contact values", () => {
  const good = {
    name: "Dana Reyes",
    email: "dana@acme.io",
    company: "Acme",
    phone: "+1 555 0100",
    note: "",
  };

  it("strips control characters (keeping the note's line breaks) before storing", async () => {
    const res = await postJson("/api/contact/submit", {
      ...good,
      name: "Dana\u0000 Reyes\u0007",
      company: "Acme\u202E Industrial",
      note: "Line one\nLine two\u001B[31m",
    });
    expect(res.status).toBe(201);
    const cookie = visitorCookie(res);
    const rows = await runInDurableObject(env.VISITOR.getByName(visitorIdOf(cookie)), (_v, s) =>
      s.storage.sql.exec<{ contact: string }>("SELECT contact FROM lead").toArray(),
    );
    expect(JSON.parse(rows[0]!.contact)).toMatchObject({
      name: "Dana  Reyes",
      company: "Acme  Industrial",
      note: "Line one\nLine two[31m",
    });
  });

  it("refuses a lone surrogate with a clear message naming the field", async () => {
    const res = await postJson("/api/contact/submit", { ...good, company: "Acme \uD800 Corp" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "bad_request:contact",
        field: "company",
        message: "Company contains a character that can't be stored. Please retype it.",
      },
    });
  });
});

// Its refusals render /try, which needs the client build: tests/e2e/forms-no-js.spec.ts.
describe("the form posted without JavaScript (POST /try/send)", () => {
  it("sends a reload of the answer back to the form", async () => {
    const res = await api("/try/send", { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/try");
  });
});

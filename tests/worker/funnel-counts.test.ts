import { describe, expect, it, vi } from "vitest";
import { emptyDraft } from "../../worker/contracts/contact";
import { update } from "./helpers/contact";
import {
  BOT_UA,
  beacon,
  browser,
  campaign,
  funnel,
  PHONE_UA,
  report,
  totalsOnceCounted,
} from "./helpers/funnel";
import { api, postJsonWith, visitorCookie } from "./helpers/http";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const filled = {
  name: ["Dana Reyes"],
  email: ["dana@acme.io"],
  company: ["Acme"],
  phone: ["+1 555 0100"],
};

describe("the contact form's steps", () => {
  it("are counted once each, for the touch's source, when the visitor's object stores them", async () => {
    const touch = campaign();
    const source = touch.utm.source;
    const first = await postJsonWith(
      "/api/contact/fields",
      update("name", "Dana", { name: ["Dana"] }),
      browser(touch),
    );
    expect(first.status).toBe(200);
    const cookie = visitorCookie(first);
    const h = browser(touch, undefined, cookie);
    // A second value of an answered question counts nothing new.
    await postJsonWith(
      "/api/contact/fields",
      update("name", "D. Reyes", { name: ["Dana", "D. Reyes"] }),
      h,
    );
    let all: Record<string, string[]> = { name: ["Dana", "D. Reyes"] };
    for (const field of ["email", "company", "phone"] as const) {
      all = { ...all, [field]: filled[field] };
      await postJsonWith("/api/contact/fields", update(field, filled[field][0]!, all), h);
    }
    // Review edits that remove an answer and give it again count nothing twice.
    await api("/api/contact/draft", {
      method: "PUT",
      headers: { ...h, "content-type": "application/json" },
      body: JSON.stringify({ allInfo: { ...emptyDraft(), ...all, phone: [] } }),
    });
    await postJsonWith("/api/contact/fields", update("phone", "+1 555 0100", all), h);
    const reload = await api("/api/contact/draft", { headers: h });
    expect(reload.status).toBe(200);
    const sent = await postJsonWith(
      "/api/contact/submit",
      { name: "Dana Reyes", email: "dana@acme.io", company: "Acme", phone: "+1 555 0100" },
      h,
    );
    expect(sent.status).toBe(201);
    const totals = await totalsOnceCounted(source, "try_sent", 1);
    expect(totals).toEqual({
      try_first_answer: 1,
      try_name: 1,
      try_email: 1,
      try_company: 1,
      try_phone: 1,
      try_review: 1,
      try_resumed: 1,
      try_sent: 1,
    });
    const { byDevice, bySource } = await report(source);
    expect(byDevice.map((d) => d.device)).toEqual(["desktop"]);
    expect(bySource.map((s) => s.source)).toEqual([source]);
  });

  it("count a phone as a phone, and a bot's or a user-agent-less call not at all", async () => {
    const touch = campaign();
    const source = touch.utm.source;
    for (const ua of [BOT_UA, "", PHONE_UA]) {
      const headers: Record<string, string> = browser(touch, ua);
      if (!ua) delete headers["user-agent"];
      const res = await postJsonWith(
        "/api/contact/fields",
        update("name", "Kim", { name: ["Kim"] }),
        headers,
      );
      expect(res.status).toBe(200);
    }
    await totalsOnceCounted(source, "try_name", 1);
    expect((await report(source)).byDevice).toEqual([
      { device: "phone", counts: { try_first_answer: 1, try_name: 1 } },
    ]);
  });

  it("a refused update is stored nowhere and counts nothing", async () => {
    const touch = campaign();
    const res = await postJsonWith("/api/contact/fields", update("fax", "1", {}), browser(touch));
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    await new Promise((r) => setTimeout(r, 400));
    expect((await report(touch.utm.source)).totals).toEqual({});
  });
});

describe("POST /api/funnel/view", () => {
  it("counts a view of / and of /try per source and device, never a bot's", async () => {
    const touch = campaign();
    const source = touch.utm.source;
    // Behind a proxy the page's origin is not the Worker's own: the browser's word counts.
    expect((await beacon("/", touch, { origin: "https://localhost:8443" })).status).toBe(204);
    expect((await beacon("/try", touch, { "user-agent": PHONE_UA })).status).toBe(204);
    expect((await beacon("/try", touch, { "user-agent": BOT_UA })).status).toBe(204);
    const totals = await totalsOnceCounted(source, "try_view", 1);
    expect(totals).toEqual({ home_view: 1, try_view: 1 });
  });

  it("refuses another site's beacon (403), a page it does not count or bad JSON (400), and a big body (413)", async () => {
    const touch = campaign();
    expect((await beacon("/", touch, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    const old = { "sec-fetch-site": "", origin: "https://evil.example" };
    expect((await beacon("/", touch, old)).status).toBe(403);
    expect((await beacon("/how", touch)).status).toBe(400);
    const bad = await api("/api/funnel/view", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_request:funnel" } });
    const big = await beacon("/", { ...touch, padding: "x".repeat(4000) });
    expect(big.status).toBe(413);
    expect((await api("/api/funnel/view")).status).toBe(405);
    await new Promise((r) => setTimeout(r, 400));
    expect((await report(touch.utm.source)).totals).toEqual({});
  });
});

describe("the Funnel object", () => {
  it("sums counts per day and fills the days in between with nothing", async () => {
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const source = campaign().utm.source;
    const row = (d: number, n: number) => ({
      day: day(d),
      step: "home_view" as const,
      source,
      device: "desktop" as const,
      n,
    });
    await funnel().add([row(0, 2), row(2, 5), row(2, 1), row(8, 40)]);
    const week = await report(source, 7);
    expect(week.daily).toHaveLength(7);
    expect(week.daily.map((d) => d.counts.home_view ?? 0)).toEqual([0, 0, 0, 0, 6, 0, 2]);
    expect(week.totals).toEqual({ home_view: 8 });
    expect((await report(source, 30)).totals).toEqual({ home_view: 48 });
  });

  it("keeps at most 200 sources a day; the rest count as other", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tag = crypto.randomUUID().slice(0, 6);
    await funnel().add(
      Array.from({ length: 205 }, (_, i) => ({
        day: today,
        step: "home_view" as const,
        source: `${tag}-${i}`,
        device: "desktop" as const,
        n: 1,
      })),
    );
    const { sources } = await funnel().report(7, null);
    expect(sources.filter((s) => s.startsWith(tag)).length).toBeLessThanOrEqual(200);
    expect((await report("other")).totals.home_view ?? 0).toBeGreaterThanOrEqual(5);
  });
});

import { env } from "cloudflare:workers";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { api, postJson, visitorCookie } from "./helpers/http";
import { expectLimitedAfter } from "./helpers/rate-limit";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const ok = () =>
  new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: "ok" },
          { type: "text-end", id: "t" },
          {
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: {
              inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
              outputTokens: { total: 1, text: 1, reasoning: 0 },
            },
          },
        ],
      }),
    }),
  });

afterEach(() => {
  modelOverrides.clarity = undefined;
  modelOverrides.crm = undefined;
});

const chat = (n: number) => ({
  id: `chat_${n}_${crypto.randomUUID().slice(0, 8)}`,
  message: { id: `m${n}`, role: "user", parts: [{ type: "text", text: "We want a new CRM" }] },
});
const lead = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  company: "Acme",
  phone: "+1 555 010 0199",
  note: "",
});

describe("limits by client address (hold without a cookie)", () => {
  it("a cookie-less chat flood from one address gets 429 with Retry-After after 60", async () => {
    modelOverrides.clarity = ok();
    const address = "198.51.100.21";
    let n = 0;
    const limited = await expectLimitedAfter(60, () =>
      postJson("/api/clarity", chat(n++), undefined, address),
    );
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limit:chat" } });
    // Another address is not affected.
    const other = await postJson("/api/clarity", chat(n++), undefined, "198.51.100.22");
    expect(other.status).toBe(200);
    await other.text();
  });

  it("cookie-less lead submits from one address: 10 a minute, then 429", async () => {
    const address = "198.51.100.31";
    let n = 0;
    const send = async () => {
      const res = await postJson("/api/contact/submit", lead(n++), undefined, address);
      // 201 for a new lead: count it as a pass for the helper.
      return res.status === 201 ? new Response("{}", { status: 200 }) : res;
    };
    const limited = await expectLimitedAfter(10, send);
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limit:contact" } });
  });

  it("erasure requests are limited per address too", async () => {
    const address = "198.51.100.41";
    const limited = await expectLimitedAfter(10, () =>
      api("/api/visitor", { method: "DELETE", headers: { "cf-connecting-ip": address } }),
    );
    expect(limited.status).toBe(429);
  });
});

describe("the cost envelope", () => {
  it("caps every model call's output and keeps the CRM prompt small whatever is posted", async () => {
    const model = ok();
    modelOverrides.crm = model;
    const long = (n: number) => `${"Initech Global Holdings ".repeat(20)}${n}`.slice(0, 120);
    const crafted = {
      messages: Array.from({ length: 40 }, (_, i) => ({
        role: i % 2 ? "assistant" : "user",
        content:
          `${i}: ${"Please add every deal you can think of and explain them. ".repeat(70)}`.slice(
            0,
            1000,
          ),
      })),
      context: {
        opportunities: Array.from({ length: 150 }, (_, i) => ({
          id: `opp_${i}_${"x".repeat(50)}`,
          company: long(i),
          amount: 1_000_000_000 + i,
          stage: "Negotiation",
          probability: 99.5,
          closeDate: "2027-12-31",
        })),
        recentActivities: Array.from({ length: 5 }, () => ({
          type: "meeting",
          contact: "C".repeat(120),
          subject: "S".repeat(200),
        })),
      },
    };
    const res = await postJson("/api/crm-assistant", crafted);
    expect(res.status).toBe(200);
    await res.text();
    const call = model.doStreamCalls[0]!;
    expect(call.maxOutputTokens).toBe(800);
    const system = JSON.stringify(call.prompt[0]);
    expect(system.length).toBeLessThan(16_000);
    expect(JSON.stringify(call.prompt).length).toBeLessThan(32_000);
    expect(JSON.stringify(call.prompt)).toContain("39: Please add");
  });

  it("answers kindly once the visitor's daily model messages are spent (both chats count)", async () => {
    Reflect.set(env, "MODEL_MESSAGES_PER_DAY", "3");
    try {
      const model = ok();
      modelOverrides.clarity = model;
      modelOverrides.crm = model;
      const first = await postJson("/api/clarity", chat(1));
      const cookie = visitorCookie(first);
      await first.text();
      await (await postJson("/api/clarity", chat(2), cookie)).text();
      const crm = await postJson(
        "/api/crm-assistant",
        {
          messages: [{ role: "user", content: "How many deals?" }],
          context: { opportunities: [], recentActivities: [] },
        },
        cookie,
      );
      await crm.text();
      expect(model.doStreamCalls).toHaveLength(3);
      const over = await postJson("/api/clarity", chat(3), cookie);
      expect(over.status).toBe(200);
      const text = [...(await over.text()).matchAll(/"delta":"((?:[^"\\]|\\.)*)"/g)]
        .map((m) => JSON.parse(`"${m[1]}"`))
        .join("");
      expect(text).toContain("limit of messages for one day");
      expect(text).toContain("(/try)");
      expect(model.doStreamCalls).toHaveLength(3);
    } finally {
      Reflect.set(env, "MODEL_MESSAGES_PER_DAY", undefined);
    }
  });

  it("bounds a client that drops its cookie: the address has a daily budget too", async () => {
    Reflect.set(env, "MODEL_MESSAGES_PER_ADDRESS_PER_DAY", "2");
    try {
      const model = ok();
      modelOverrides.clarity = model;
      const address = "198.51.100.61";
      for (let n = 0; n < 2; n++)
        await (await postJson("/api/clarity", chat(n), undefined, address)).text();
      const over = await postJson("/api/clarity", chat(3), undefined, address);
      expect(await over.text()).toContain("limit");
      expect(model.doStreamCalls).toHaveLength(2);
    } finally {
      Reflect.set(env, "MODEL_MESSAGES_PER_ADDRESS_PER_DAY", undefined);
    }
  });
});

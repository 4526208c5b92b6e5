import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { expectLimitedAfter } from "./helpers/rate-limit";
import { api, postJson } from "./helpers/visitor";

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

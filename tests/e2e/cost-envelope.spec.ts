import { freePort, startServer } from "../../scripts/lib/server.ts";
import { startFakeOpenAI } from "../fixtures/fake-openai.ts";
import { expect, test } from "./fixtures";

// The hosted-model path over real HTTP (the @ai-sdk/openai provider against a local
// OpenAI-compatible server): every upstream request carries a max-tokens field, and a long
// conversation is windowed so the largest request stays small.
test("a 30-exchange Clarity chat sends capped, windowed requests upstream", async () => {
  test.setTimeout(180_000);
  const upstream = await startFakeOpenAI({
    reply: `Thanks, that helps. ${"Here is what I would look at next in your close process. ".repeat(12)}`,
  });
  const server = await startServer({
    port: await freePort(),
    persistDir: "tmp/cost-envelope",
    fresh: true,
    env: { OPENAI_API_KEY: "sk-test-key", OPENAI_BASE_URL: upstream.url },
  });
  try {
    let cookie = "";
    const minute = () => Math.floor(Date.now() / 60_000);
    let windowStart = minute();
    let sentThisMinute = 0;
    for (let i = 0; i < 30; i++) {
      // A visitor may send 20 messages a minute: wait for the next minute, as a person would.
      if (sentThisMinute === 19) {
        await expect
          .poll(minute, { timeout: 65_000, intervals: [1000] })
          .toBeGreaterThan(windowStart);
        windowStart = minute();
        sentThisMinute = 0;
      }
      const text =
        `Exchange ${i}: ${"Our finance team of eight closes the month in spreadsheets and QuickBooks. ".repeat(16)}`.slice(
          0,
          1200,
        );
      const res = await fetch(`${server.url}/api/clarity`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({
          id: "chat_cost_envelope",
          message: { id: `msg_${i}`, role: "user", parts: [{ type: "text", text }] },
        }),
      });
      expect(res.status, `exchange ${i}`).toBe(200);
      cookie ||= (res.headers.get("set-cookie") ?? "").split(";")[0]!;
      const body = await res.text();
      expect(body).toContain(`"delta":"Thanks, "`);
      sentThisMinute++;
      if (minute() !== windowStart) {
        windowStart = minute();
        sentThisMinute = 0;
      }
    }
    expect(upstream.requests).toHaveLength(30);
    for (const request of upstream.requests) {
      const body = request.body as { max_tokens?: number; max_completion_tokens?: number };
      expect(body.max_tokens ?? body.max_completion_tokens).toBe(800);
    }
    const sizes = upstream.requests.map((r) => JSON.stringify(r.body).length);
    expect(Math.max(...sizes)).toBeLessThan(48 * 1024);
    // The last request still has the first message and the newest one.
    const last = JSON.stringify(upstream.requests.at(-1)!.body);
    expect(last).toContain("Exchange 0:");
    expect(last).toContain("Exchange 29:");
    expect(last).not.toContain("Exchange 10:");
  } finally {
    await server.stop();
    await upstream.close();
  }
});

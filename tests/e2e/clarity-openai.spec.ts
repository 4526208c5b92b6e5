import { freePort, startServer } from "../../scripts/lib/server.ts";
import { startFakeOpenAI } from "../fixtures/fake-openai.ts";
import { expect, test } from "./fixtures";

// The real @ai-sdk/openai provider, wired by OPENAI_API_KEY / OPENAI_BASE_URL, against a local
// OpenAI-compatible server: the path production takes with a key, over real HTTP.
test("with a key, Clarity streams from the configured OpenAI-compatible endpoint", async () => {
  test.setTimeout(90_000);
  const upstream = await startFakeOpenAI({ reply: "Thanks! Which departments are affected?" });
  const port = await freePort();
  const server = await startServer({
    port,
    persistDir: `tmp/clarity-openai-${port}`,
    fresh: true,
    env: {
      OPENAI_API_KEY: "sk-test-key",
      OPENAI_BASE_URL: upstream.url,
      CLARITY_MODEL: "gpt-test",
    },
  });
  try {
    const res = await fetch(`${server.url}/api/clarity`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        id: "chat_openai_1",
        message: {
          id: "msg_1",
          role: "user",
          parts: [{ type: "text", text: "New CRM for sales" }],
        },
      }),
    });
    expect(res.status).toBe(200);
    const body = await res.text();
    const text = [...body.matchAll(/"delta":"([^"]*)"/g)].map((m) => m[1]).join("");
    expect(text).toBe("Thanks! Which departments are affected?");

    expect(upstream.requests).toHaveLength(1);
    const [call] = upstream.requests;
    expect(call!.authorization).toBe("Bearer sk-test-key");
    expect(call!.body.model).toBe("gpt-test");
    expect(call!.body.messages[0]).toMatchObject({ role: "system" });
    expect(call!.body.messages.at(-1)).toEqual({ role: "user", content: "New CRM for sales" });
  } finally {
    await server.stop();
    await upstream.close();
  }
});

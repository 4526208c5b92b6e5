import type { Request } from "@playwright/test";
import { freePort, startServer } from "../../scripts/lib/server.ts";
import { startFakeOpenAI } from "../fixtures/fake-openai.ts";
import { chatInput, chatLog, exchange, heroBox, longMessage, replies } from "./clarity-page";
import { expect, test } from "./fixtures";
import { keepUnderChatLimit } from "./rate-limit";

// A long session in the browser, with a hosted model: the @ai-sdk/openai provider against a local
// OpenAI-compatible server over real HTTP. The browser's side is the same whichever model answers
// (the built-in engine's 30th exchange is played by the Clarity eval and bench:engines): the 30th
// message is answered and no request resends the conversation. Every upstream request stays in
// the cost envelope: capped output, and a windowed conversation whose largest request stays small.
test("with a hosted model, a 30-exchange chat of long messages gets its 30th reply", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const upstream = await startFakeOpenAI({
    reply: "Understood. What else should the roadmap take into account?",
  });
  const server = await startServer({
    port: await freePort(),
    persistDir: "tmp/clarity-hosted",
    fresh: true,
    env: { OPENAI_API_KEY: "sk-test-key", OPENAI_BASE_URL: upstream.url },
    // The limits doubled (40 messages a minute): a person types slower than this test, and the
    // limit itself is tested at its figure (clarity.spec.ts, tests/worker/clarity-limits.test.ts).
    rateLimitFactor: 2,
  });
  try {
    const requests: Request[] = [];
    const sentAt: number[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === "/api/clarity") {
        requests.push(req);
        sentAt.push(Date.now());
      }
    });
    await page.goto(`${server.url}/`);
    await heroBox(page).fill(longMessage(0));
    await heroBox(page).press("Enter");
    await expect(replies(page)).toHaveCount(1);
    await expect(chatInput(page)).toBeEnabled();
    for (let turn = 1; turn < 30; turn++) {
      await keepUnderChatLimit(sentAt, 2);
      await exchange(page, longMessage(turn));
    }
    await expect(replies(page)).toHaveCount(30);
    await expect(
      page.getByText("What else should the roadmap take into account?").last(),
    ).toBeVisible();
    await expect(page.getByText("Failed to send message")).toHaveCount(0);
    await expect(chatLog(page).getByRole("button", { name: "Try again" })).toHaveCount(0);

    // The browser never resends the conversation: every request is the chat id and one message.
    expect(requests).toHaveLength(30);
    const bodies = requests.map((r) => r.postDataJSON());
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies[29]).toEqual({
      id: bodies[0].id,
      message: {
        id: expect.any(String),
        role: "user",
        parts: [{ type: "text", text: longMessage(29) }],
      },
    });
    expect(Math.max(...requests.map((r) => r.postData()!.length))).toBeLessThan(2 * 1250);

    expect(upstream.requests).toHaveLength(30);
    const sizes = upstream.requests.map((r) => JSON.stringify(r.body).length);
    expect(Math.max(...sizes)).toBeLessThan(48 * 1024);
    for (const r of upstream.requests)
      expect((r.body as { max_tokens?: number }).max_tokens).toBe(800);
    // Windowed: the last request still has the first message and the newest, not the middle.
    const last = JSON.stringify(upstream.requests.at(-1)!.body);
    expect(last).toContain("Point 1 from our side");
    expect(last).toContain("Point 30 from our side");
    expect(last).not.toContain("Point 11 from our side");
  } finally {
    await server.stop();
    await upstream.close();
  }
});

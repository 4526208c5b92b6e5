import { freePort, startServer } from "../../scripts/lib/server.ts";
import { startFakeOpenAI } from "../fixtures/fake-openai.ts";
import { chatInput, chatLog, exchange, heroBox, replies } from "./clarity-page";
import { expect, test } from "./fixtures";

// The hosted model fails in the middle of a conversation (a local OpenAI-compatible server that
// answers the first message, then returns 500, then stalls): the visitor reads a reply each
// time, from the built-in engine in the same stream, never an error (docs/decisions/024).
test("when the hosted model fails mid-conversation, the visitor still gets a reply", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const UPSTREAM = "Understood. What else should the roadmap take into account?";
  const upstream = await startFakeOpenAI({
    reply: UPSTREAM,
    fail: (n) => (n === 1 ? { status: 500 } : n === 2 ? "stall" : undefined),
  });
  const port = await freePort();
  const server = await startServer({
    port,
    persistDir: `tmp/clarity-failover-${port}`,
    fresh: true,
    env: {
      OPENAI_API_KEY: "sk-test-key",
      OPENAI_BASE_URL: upstream.url,
      MODEL_FIRST_TOKEN_MS: "1500",
    },
  });
  try {
    await page.goto(`${server.url}/`);
    await heroBox(page).fill("We want a new ERP for our finance team");
    await heroBox(page).press("Enter");
    await expect(replies(page)).toHaveCount(1);
    await expect(chatLog(page).getByText(UPSTREAM)).toHaveCount(1);
    await expect(chatInput(page)).toBeEnabled();

    // The upstream answers 500, then stalls: each time the engine's reply arrives instead.
    await exchange(page, "Finance closes the month in eleven days, mostly in spreadsheets");
    await exchange(page, "About 240 people, and the CFO sponsors the project");
    expect(upstream.requests).toHaveLength(3);

    await expect(replies(page)).toHaveCount(3);
    for (const reply of await replies(page).all()) {
      const bubble = reply.locator("..");
      await expect(bubble).not.toHaveText(/^Clarity:\s*$/);
      await expect(bubble).not.toContainText("unavailable");
    }
    // The hosted model's words appear once: the last two replies are the engine's.
    await expect(chatLog(page).getByText(UPSTREAM)).toHaveCount(1);
    await expect(page.getByText("Clarity couldn't reply.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  } finally {
    await server.stop();
    await upstream.close();
  }
});

import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { UIMessageChunk } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { ask, chatId, conversationOf, mockModel, stored } from "./helpers/clarity";
import { postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { uiChunks } from "./helpers/ui-stream";

afterEach(() => {
  modelOverrides.clarity = undefined;
});

const types = (chunks: UIMessageChunk[]) => chunks.map((c) => c.type);

describe("POST /api/clarity: the message is stored while the model answers", () => {
  it("stores the message of a reply the model gives at once, by the time it has been read", async () => {
    // A model that answers at once: the store starts with its first words.
    modelOverrides.clarity = mockModel();
    const id = chatId();
    const res = await postJson("/api/clarity", ask(id, "A NetSuite ERP for finance"));
    const chunks = await uiChunks(res);
    expect(types(chunks).at(-1)).toBe("finish");
    // Read at once, no polling: the finish waited for the message.
    const [conversation] = await stored(visitorCookie(res));
    expect(conversation?.messages[0]).toMatchObject({
      role: "user",
      text: "A NetSuite ERP for finance",
    });
  });

  it("ends the reply with an error, not a finish, when another tab filled the conversation meanwhile", async () => {
    const { id, cookie } = await conversationOf(198);
    // Both tabs read a conversation with room for one more exchange before either stores.
    modelOverrides.clarity = mockModel(["Noted."], 0, 80);
    const replies = await Promise.all(
      ["from tab one", "from tab two"].map(async (text) =>
        uiChunks(await postJson("/api/clarity", ask(id, text), cookie)),
      ),
    );
    const finished = replies.filter((chunks) => types(chunks).includes("finish"));
    const refused = replies.filter((chunks) => !types(chunks).includes("finish"));
    expect(finished).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.at(-1)).toMatchObject({
      type: "error",
      errorText: expect.stringContaining("reached its 200 messages"),
    });
    await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(200);
    const texts = (await stored(cookie))[0]!.messages.map((m) => m.text);
    expect(texts.filter((t) => t.startsWith("from tab"))).toHaveLength(1);
    expect(texts.at(-1)).toBe("Noted.");
  });

  it("ends the reply with a try-again error, not a full conversation, when the store fails", async () => {
    const { cookie } = await conversationOf(4);
    // A new chat's plan reads only its (absent) conversation; the store then meets a messages
    // table that is gone.
    await runInDurableObject(env.VISITOR.getByName(visitorIdOf(cookie)), (_o, state) => {
      state.storage.sql.exec("ALTER TABLE message RENAME TO message_gone");
    });
    modelOverrides.clarity = mockModel(["Noted."]);
    const res = await postJson("/api/clarity", ask(chatId(), "and a CPQ too"), cookie);
    expect(res.status).toBe(200);
    const chunks = await uiChunks(res);
    expect(types(chunks)).not.toContain("finish");
    expect(chunks.at(-1)).toMatchObject({
      type: "error",
      errorText: "Your message could not be saved. Please try again.",
    });
  });

  it("stores nothing for a request the rate limit refuses", async () => {
    modelOverrides.clarity = mockModel(["ok"]);
    const first = await postJson("/api/clarity", ask(chatId(), "hello"));
    const cookie = visitorCookie(first);
    await first.text();
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i++) {
      const res = await postJson("/api/clarity", ask(chatId(), `message ${i}`), cookie);
      status = res.status;
      await res.text();
    }
    expect(status).toBe(429);
    // 20 a minute: the refused 21st started no conversation.
    await expect.poll(async () => (await stored(cookie)).length).toBe(20);
    await new Promise((r) => setTimeout(r, 100));
    expect(await stored(cookie)).toHaveLength(20);
  });
});

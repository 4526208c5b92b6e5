import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { ask, chatId, hello, mockModel, msgId, stored } from "./helpers/clarity";
import { postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { streamedText } from "./helpers/ui-stream";

afterEach(() => {
  modelOverrides.clarity = undefined;
});

describe("POST /api/clarity: the conversation", () => {
  it("streams the model's reply as a UI message stream, with the system prompt", async () => {
    const model = mockModel();
    modelOverrides.clarity = model;
    const res = await postJson("/api/clarity", hello());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    expect(await streamedText(res.clone())).toBe("Hello there!");
    expect(await res.text()).toContain("data: [DONE]");
    const prompt = model.doStreamCalls[0]!.prompt;
    expect(prompt[0]).toMatchObject({ role: "system" });
    expect(JSON.stringify(prompt[0])).toContain("readiness simulations");
    expect(prompt.at(-1)).toMatchObject({
      role: "user",
      content: [{ type: "text", text: "We want a new CRM" }],
    });
  });

  it("streams the built-in interviewer when no key is configured", async () => {
    const res = await postJson("/api/clarity", ask(chatId(), "CRM"));
    expect(res.status).toBe(200);
    const text = await streamedText(res);
    expect(text).toContain("**CRM**");
    expect(text).toMatch(/What's pushing the CRM now/);
  });

  it("keeps the conversation itself: the model sees earlier turns the browser did not send", async () => {
    const model = mockModel(["Noted."]);
    modelOverrides.clarity = model;
    const id = chatId();
    const first = await postJson("/api/clarity", ask(id, "We want a new CRM"));
    const cookie = visitorCookie(first);
    await first.text();
    await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(2);
    await (await postJson("/api/clarity", ask(id, "Sales and finance"), cookie)).text();
    const prompt = model.doStreamCalls[1]!.prompt.map((m) =>
      m.role === "system" ? "system" : `${m.role}: ${JSON.stringify(m.content)}`,
    );
    expect(prompt).toHaveLength(4);
    expect(prompt[1]).toContain("We want a new CRM");
    expect(prompt[2]).toContain("Noted.");
    expect(prompt[3]).toContain("Sales and finance");
    // Both calls offer update_roadmap with its JSON schema (wrapped once, converted once).
    for (const call of model.doStreamCalls) {
      const tool = call.tools?.find((t) => t.name === "update_roadmap");
      const schema = tool?.type === "function" ? tool.inputSchema : undefined;
      expect(Object.keys(schema?.properties ?? {})).toEqual(expect.arrayContaining(["email"]));
    }
    await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(4);
    const [conversation] = await stored(cookie);
    expect(conversation!.messages.map((m) => [m.role, m.text])).toEqual([
      ["user", "We want a new CRM"],
      ["assistant", "Noted."],
      ["user", "Sales and finance"],
      ["assistant", "Noted."],
    ]);
  });

  it("answers the same message again without storing it twice (Try again)", async () => {
    modelOverrides.clarity = mockModel(["First."]);
    const id = chatId();
    const body = ask(id, "ERP for finance");
    const first = await postJson("/api/clarity", body);
    const cookie = visitorCookie(first);
    await first.text();
    await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(2);
    modelOverrides.clarity = mockModel(["Second."]);
    await (await postJson("/api/clarity", body, cookie)).text();
    await expect
      .poll(async () => (await stored(cookie))[0]?.messages.map((m) => m.text))
      .toEqual(["ERP for finance", "Second."]);
  });

  it("stores the partial reply when the visitor stops it, and passes the abort to the model", async () => {
    const model = mockModel(
      Array.from({ length: 200 }, (_, i) => ` w${i}`),
      20,
    );
    modelOverrides.clarity = model;
    const controller = new AbortController();
    const first = await postJson("/api/clarity", ask(chatId(), "warm-up"));
    const cookie = visitorCookie(first);
    await first.body?.cancel();
    const id = chatId();
    const res = await (await import("cloudflare:workers")).exports.default.fetch(
      new Request("http://localhost/api/clarity", {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(ask(id, "We want a new CRM")),
        signal: controller.signal,
      }),
    );
    const reader = res.body!.getReader();
    for (let i = 0; i < 6; i++) await reader.read();
    const signal = model.doStreamCalls.at(-1)!.abortSignal;
    expect(signal).toBeDefined();
    controller.abort();
    await reader.cancel().catch(() => {});
    await expect.poll(() => signal?.aborted, { timeout: 2000 }).toBe(true);
    await expect
      .poll(async () => (await stored(cookie)).find((c) => c.id === id)?.messages[1]?.text, {
        timeout: 5000,
      })
      .toMatch(/^ w0/);
    const reply = (await stored(cookie)).find((c) => c.id === id)!.messages[1]!.text;
    expect(reply.split(" ").length).toBeLessThan(150);
  });

  it("gives the model a window of a long conversation: the first message and the newest that fit", async () => {
    const model = mockModel(["Noted."]);
    modelOverrides.clarity = model;
    const id = chatId();
    const first = await postJson("/api/clarity", ask(id, "Turn 0: a NetSuite ERP for finance"));
    const cookie = visitorCookie(first);
    await first.text();
    await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(2);
    // 28 more exchanges of about 1,200 characters each, recorded as the route records them (the
    // per-visitor limit of 20 a minute keeps a test from sending them all through HTTP).
    const visitor = env.VISITOR.getByName(visitorIdOf(cookie));
    for (let i = 1; i < 29; i++) {
      const text = `Turn ${i}: ${"our finance team closes the month in spreadsheets and ".repeat(22)}`;
      const start = await visitor.beginReply(id, { id: msgId(), text });
      if (!start.ok) throw new Error("conversation full");
      await visitor.saveReply(id, start.replyId, `Reply ${i}: ${"that matters ".repeat(80)}`);
    }
    const last = await postJson("/api/clarity", ask(id, "Turn 29: what happens next?"), cookie);
    expect(last.status).toBe(200);
    expect(await streamedText(last)).toBe("Noted.");
    const prompt = JSON.stringify(model.doStreamCalls.at(-1)!.prompt);
    expect(prompt.length).toBeLessThan(16_000);
    expect(prompt).toContain("Turn 0: a NetSuite ERP");
    expect(prompt).toContain("Turn 29: what happens next?");
    expect(prompt).toContain("Turn 28:");
    expect(prompt).not.toContain("Turn 5:");
    // Every message is stored, none lost to the window.
    await expect.poll(async () => (await stored(cookie))[0]?.messages.length).toBe(60);
  });
});

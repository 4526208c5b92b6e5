import { describe, expect, it } from "vitest";
import { DEFAULT_WORKERS_AI_MODEL } from "../../worker/ai/providers/hosted";
import { ask, chatId, stored } from "./helpers/clarity";
import { postJson, visitorCookie } from "./helpers/http";
import {
  crmBody,
  engineReply,
  modelTestKit,
  OPENAI_TEST_URL,
  replyOf,
  stubOpenAI,
} from "./helpers/models";

// The model path of both chats through the real providers: @ai-sdk/openai against a stubbed
// fetch, and workers-ai-provider against a fake `AI` binding that streams as Workers AI does.
const { ai, state, set } = modelTestKit();

describe("provider order", () => {
  it("an OpenAI key comes first: the binding is not called", async () => {
    set("OPENAI_API_KEY", "sk-test");
    set("OPENAI_BASE_URL", OPENAI_TEST_URL);
    const openai = stubOpenAI("From OpenAI. Which teams?");
    const { text, errors } = await replyOf(await postJson("/api/clarity", ask(chatId(), "CRM")));
    expect(text).toBe("From OpenAI. Which teams?");
    expect(errors).toEqual([]);
    expect(openai.calls[0]).toMatchObject({ model: "gpt-4o-mini", max_tokens: 800 });
    expect(ai.calls).toHaveLength(0);
  });

  it("without a key, Workers AI answers through the binding: the chosen model, thinking off, the tools", async () => {
    state.script = [{ text: "From Workers AI. What is driving it?" }];
    const { text } = await replyOf(await postJson("/api/clarity", ask(chatId(), "CRM")));
    expect(text).toBe("From Workers AI. What is driving it?");
    expect(ai.calls).toHaveLength(1);
    const [call] = ai.calls;
    expect(call!.model).toBe(DEFAULT_WORKERS_AI_MODEL);
    expect(call!.inputs).toMatchObject({
      stream: true,
      max_tokens: 800,
      chat_template_kwargs: { enable_thinking: false },
    });
    expect(call!.inputs.messages[0]).toMatchObject({ role: "system" });
    expect(JSON.stringify(call!.inputs.messages[0])).toContain("readiness simulations");
    expect(call!.inputs.messages.at(-1)).toMatchObject({ role: "user", content: "CRM" });
    expect(call!.inputs.tools?.map((t) => t.function.name)).toEqual(["update_roadmap"]);
  });

  it("WORKERS_AI_MODEL picks another model, without the thinking switch it does not know", async () => {
    set("WORKERS_AI_MODEL", "@cf/meta/llama-4-scout-17b-16e-instruct");
    state.script = [{ text: "Scout here." }];
    expect((await replyOf(await postJson("/api/clarity", ask(chatId(), "CRM")))).text).toBe(
      "Scout here.",
    );
    expect(ai.calls[0]!.model).toBe("@cf/meta/llama-4-scout-17b-16e-instruct");
    expect(ai.calls[0]!.inputs.chat_template_kwargs).toBeUndefined();
  });

  it("with neither, the built-in engine answers", async () => {
    set("AI", undefined);
    const { text, errors } = await replyOf(await postJson("/api/clarity", ask(chatId(), "CRM")));
    expect(text).toMatch(/CRM/);
    expect(errors).toEqual([]);
    expect(ai.calls).toHaveLength(0);
  });

  it("a binding without `run` is not used", async () => {
    set("AI", {});
    const body = ask(chatId(), "CRM");
    expect((await replyOf(await postJson("/api/clarity", body))).text).toBe(
      await engineReply("/api/clarity", ask(chatId(), "CRM")),
    );
  });
});

describe("Clarity on Workers AI", () => {
  for (const format of ["workers-ai", "chat-completions"] as const) {
    it(`calls update_roadmap, streams the roadmap and the words after it (${format} stream)`, async () => {
      const update = { project: "NetSuite (ERP)", departments: ["finance (12 people)"] };
      state.script = [
        { format, toolCalls: [{ name: "update_roadmap", arguments: update }] },
        { format, text: "NetSuite for finance, noted. What is pushing it now?" },
      ];
      const res = await postJson("/api/clarity", ask(chatId(), "NetSuite for our finance team"));
      const cookie = visitorCookie(res);
      const { chunks, text, errors } = await replyOf(res);
      expect(errors).toEqual([]);
      expect(text).toBe("NetSuite for finance, noted. What is pushing it now?");
      const roadmaps = chunks.flatMap((c) => (c.type === "data-roadmap" ? [c.data] : []));
      expect(roadmaps.at(-1)).toMatchObject({ project: "NetSuite (ERP)" });
      expect(roadmaps.at(-1)).toMatchObject({
        departments: expect.arrayContaining(["finance (12 people)"]),
      });
      expect(chunks.find((c) => c.type === "tool-input-available")).toMatchObject({
        toolName: "update_roadmap",
        input: update,
      });
      // The second call carries the tool's result back to the model.
      expect(ai.calls).toHaveLength(2);
      expect(ai.calls[1]!.inputs.messages.map((m) => m.role)).toContain("tool");
      await expect
        .poll(async () => (await stored(cookie))[0]?.messages.at(-1)?.text)
        .toBe("NetSuite for finance, noted. What is pushing it now?");
    });
  }
});

describe("the CRM assistant on Workers AI", () => {
  for (const format of ["workers-ai", "chat-completions"] as const) {
    it(`streams its words and an add_opportunity call the browser applies (${format} stream)`, async () => {
      const input = {
        company: "Initech",
        amount: 40000,
        stage: "Proposal",
        probability: 60,
        closeDate: "2026-12-15",
      };
      state.script = [
        {
          format,
          text: "Adding Initech.",
          toolCalls: [{ name: "add_opportunity", arguments: input }],
        },
      ];
      const res = await postJson("/api/crm-assistant", crmBody("Add Initech, $40k, proposal"));
      expect(res.status).toBe(200);
      const { chunks, text, errors } = await replyOf(res);
      expect(errors).toEqual([]);
      expect(text).toBe("Adding Initech.");
      expect(chunks.find((c) => c.type === "tool-input-available")).toMatchObject({
        toolName: "add_opportunity",
        input,
      });
      const call = ai.calls[0]!;
      expect(call.inputs.tools?.map((t) => t.function.name).sort()).toEqual([
        "add_activity",
        "add_opportunity",
        "update_opportunity",
      ]);
      expect(JSON.stringify(call.inputs.messages[0])).toContain("Northwind");
    });
  }
});

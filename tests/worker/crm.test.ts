import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { seedOpportunities } from "../../content/prototype";
import { modelOverrides } from "../../worker/ai/models";
import { seedContext } from "../fixtures/crm-seed";
import { postJson, visitorCookie } from "./helpers/http";
import { expectLimitedAfter, minute } from "./helpers/rate-limit";
import { uiChunks } from "./helpers/ui-stream";

const context = seedContext;
const body = (content: string) => ({ messages: [{ role: "user", content }], context });

const finish = {
  type: "finish" as const,
  finishReason: { unified: "tool-calls" as const, raw: "tool_calls" },
  usage: {
    inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 1, text: 1, reasoning: 0 },
  },
};

function toolModel(input: unknown) {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: "Adding it." },
          { type: "text-end", id: "t" },
          {
            type: "tool-call",
            toolCallId: "call-1",
            toolName: "add_opportunity",
            input: JSON.stringify(input),
          },
          finish,
        ],
      }),
    }),
  });
}

afterEach(() => {
  modelOverrides.crm = undefined;
});

describe("POST /api/crm-assistant", () => {
  it("streams the model's tool call to the browser intact, with the context in the prompt", async () => {
    const input = {
      company: "Initech",
      amount: 40000,
      stage: "Proposal",
      probability: 60,
      closeDate: "2026-12-15",
    };
    const model = toolModel(input);
    modelOverrides.crm = model;
    const res = await postJson("/api/crm-assistant", body("Add Initech"));
    expect(res.status).toBe(200);
    const parts = await uiChunks(res);
    expect(parts.find((p) => p.type === "tool-input-available")).toMatchObject({
      toolCallId: "call-1",
      toolName: "add_opportunity",
      input,
    });
    const system = JSON.stringify(model.doStreamCalls[0]!.prompt[0]);
    expect(system).toContain("Northwind Logistics");
    expect(system).toMatch(/Today is \d{4}-\d{2}-\d{2}/);
    expect(Object.keys(model.doStreamCalls[0]!.tools ?? {}).length).toBe(3);
  });

  it("rejects tool input that fails the schema instead of passing it on", async () => {
    modelOverrides.crm = toolModel({
      company: "Initech",
      amount: "lots",
      stage: "Won",
      probability: 150,
    });
    const parts = await uiChunks(await postJson("/api/crm-assistant", body("Add Initech")));
    expect(parts.find((p) => p.type === "tool-input-available")).toBeUndefined();
    expect(parts.find((p) => p.type === "tool-input-error")).toMatchObject({
      toolName: "add_opportunity",
    });
  });

  it("uses the built-in engine without a key: a real tool call from plain English", async () => {
    const parts = await uiChunks(
      await postJson(
        "/api/crm-assistant",
        body("log a call with Jane Roe - Initech about pricing"),
      ),
    );
    expect(parts.find((p) => p.type === "tool-input-available")).toMatchObject({
      toolName: "add_activity",
      input: { type: "call", contact: "Jane Roe - Initech", subject: "Pricing" },
    });
  });

  it.each([
    ["no context", { messages: [{ role: "user", content: "hi" }] }, "context"],
    [
      "a bad stage in the context",
      {
        ...body("hi"),
        context: { ...context, opportunities: [{ ...seedOpportunities[0], stage: "Won" }] },
      },
      "context.opportunities.0.stage",
    ],
    [
      "six recent activities",
      {
        ...body("hi"),
        context: {
          ...context,
          recentActivities: Array.from({ length: 6 }, () => context.recentActivities[0]),
        },
      },
      "context.recentActivities",
    ],
    [
      "an empty message",
      { messages: [{ role: "user", content: "" }], context },
      "messages.0.content",
    ],
  ])("answers 400 for %s", async (_label, payload, field) => {
    const res = await postJson("/api/crm-assistant", payload);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request:crm", field } });
  });

  it("allows 20 requests a minute per visitor, then 429", async () => {
    const since = minute();
    const first = await postJson("/api/crm-assistant", body("pipeline total?"));
    await first.text();
    const cookie = visitorCookie(first);
    const send = () => postJson("/api/crm-assistant", body("total?"), cookie);
    const limited = await expectLimitedAfter(20, send, { sent: 1, since });
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limit:crm" } });
  });
});

describe("the CRM tools refuse what the built-in engine refuses", () => {
  it.each([
    ["a negative amount", { amount: -50_000, stage: "Discovery" }],
    ["a Closed Lost stage", { amount: 50_000, stage: "Closed Lost" }],
  ])("a hosted model's call with %s is never passed on as valid", async (_label, fields) => {
    modelOverrides.crm = toolModel({
      company: "Hooli",
      probability: 20,
      closeDate: "2027-01-31",
      ...fields,
    });
    const parts = await uiChunks(await postJson("/api/crm-assistant", body("Add Hooli")));
    expect(parts.find((p) => p.type === "tool-input-available")).toBeUndefined();
    expect(parts.find((p) => p.type === "tool-input-error")).toMatchObject({
      toolName: "add_opportunity",
    });
  });

  it("the built-in engine refuses a negative amount in words, with no tool call", async () => {
    const res = await postJson(
      "/api/crm-assistant",
      body("Add a deal for Hooli with a value of -50000"),
    );
    const parts = await uiChunks(res);
    expect(parts.some((p) => p.type === "tool-input-available")).toBe(false);
    const text = parts.map((p) => (p.type === "text-delta" ? p.delta : "")).join("");
    expect(text).toContain("can't be negative");
  });

  it("reads relative dates from the page's day", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const parts = await uiChunks(
      await postJson("/api/crm-assistant", {
        ...body("Add Hooli, $50k, closing tomorrow"),
        today,
      }),
    );
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(parts.find((p) => p.type === "tool-input-available")).toMatchObject({
      input: { closeDate: tomorrow },
    });
  });
});

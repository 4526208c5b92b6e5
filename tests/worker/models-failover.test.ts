import { describe, expect, it, vi } from "vitest";
import { providerHealth } from "../../worker/ai/providers/provider-health";
import { ask, chatId } from "./helpers/clarity";
import type { FakeAiTurn } from "./helpers/fake-ai";
import { postJson } from "./helpers/http";
import { crmBody, engineReply, modelTestKit, replyOf } from "./helpers/models";

// When Workers AI (the fake binding) fails, the visitor gets the built-in engine's reply in the
// same stream: one message, no error part, the failure counted and logged by kind.
const FIRST_TOKEN_MS = 400;
const { ai, state } = modelTestKit(FIRST_TOKEN_MS);
const MESSAGE = "We want a new CRM for 40 sales reps";

/** What /api/health reports of Workers AI (the counts of this isolate). */
const workersAi = () =>
  providerHealth.report(
    [{ name: "workers-ai", modelId: "", model: () => ai.binding as never }],
    () => [],
  );
const counts = () => workersAi().providers[0]!.failures;

/** One Clarity request answered while the hosted model fails as `turn` says. */
async function clarityWhile(turn: FakeAiTurn) {
  const expected = await engineReply("/api/clarity", ask(chatId(), MESSAGE));
  state.script = [turn];
  ai.calls.length = 0;
  const warn = vi.spyOn(console, "warn");
  const res = await postJson("/api/clarity", ask(chatId(), MESSAGE));
  const reply = await replyOf(res);
  const logged = warn.mock.calls.map((args) => args.join(" ")).join("\n");
  return { res, ...reply, expected, logged };
}

/** The stream is one message: one start, one finish, no error part. */
function expectOneCleanMessage(chunks: { type: string }[]) {
  expect(chunks.filter((c) => c.type === "error")).toEqual([]);
  expect(chunks.filter((c) => c.type === "start")).toHaveLength(1);
  expect(chunks.filter((c) => c.type === "finish")).toHaveLength(1);
}

describe("Clarity: the built-in engine answers in the same stream when the hosted model", () => {
  it("throws an error", async () => {
    const r = await clarityWhile({ throws: "5007: Internal error" });
    expect(r.res.status).toBe(200);
    expectOneCleanMessage(r.chunks);
    expect(r.text).toBe(r.expected);
    expect(r.text).not.toMatch(/unavailable/);
    expect(counts()).toMatchObject({ error: 1, rate_limit: 0 });
    expect(r.logged).toMatch(/clarity model failover: provider=workers-ai kind=error/);
    expect(r.logged).not.toContain("sales reps");
  });

  it("is rate limited upstream (Workers AI 3040, a 429)", async () => {
    const r = await clarityWhile({
      throws: "3040: Capacity temporarily exceeded, please try again.",
    });
    expectOneCleanMessage(r.chunks);
    expect(r.text).toBe(r.expected);
    expect(counts()).toMatchObject({ rate_limit: 1, error: 0 });
    expect(r.logged).toMatch(/kind=rate_limit status=429/);
  });

  it("says nothing within MODEL_FIRST_TOKEN_MS (bench:failover measures what that costs)", async () => {
    const r = await clarityWhile({ hang: true });
    expectOneCleanMessage(r.chunks);
    expect(r.text).toBe(r.expected);
    expect(counts()).toMatchObject({ timeout: 1 });
  });

  it("starts streaming too late", async () => {
    const r = await clarityWhile({ text: "Too late.", delayMs: FIRST_TOKEN_MS * 3 });
    expect(r.text).toBe(r.expected);
    expect(r.text).not.toContain("Too late");
    expect(counts()).toMatchObject({ timeout: 1 });
  });

  it("calls update_roadmap with input that does not validate: nothing of it reaches the panel", async () => {
    const r = await clarityWhile({
      toolCalls: [{ name: "update_roadmap", arguments: { project: 42, departments: "all" } }],
    });
    expectOneCleanMessage(r.chunks);
    expect(r.text).toBe(r.expected);
    expect(r.chunks.filter((c) => c.type.startsWith("tool-"))).toEqual([]);
    expect(counts()).toMatchObject({ invalid_tool_call: 1 });
  });

  it("calls a tool that does not exist, or sends arguments that are not JSON", async () => {
    for (const toolCalls of [
      [{ name: "delete_everything", arguments: {} }],
      [{ name: "update_roadmap", arguments: '{"project": "ERP"' }],
    ]) {
      const r = await clarityWhile({ toolCalls });
      expect(r.text).toBe(r.expected);
    }
    expect(counts()).toMatchObject({ invalid_tool_call: 2 });
  });

  it("ends without a word", async () => {
    const r = await clarityWhile({ text: "" });
    expect(r.text).toBe(r.expected);
    expect(counts()).toMatchObject({ empty: 1 });
  });

  it("breaks off after its first words: the engine's reply follows them", async () => {
    const r = await clarityWhile({
      text: "Understood, a CRM for the sales team and",
      breakAfterWords: { words: 4, ending: "error" },
    });
    expectOneCleanMessage(r.chunks);
    expect(r.text).toBe(`Understood, a CRM for \n\n${r.expected}`);
    expect(counts()).toMatchObject({ error: 1 });
  });

  it("falls silent after its first words (a stall)", async () => {
    const r = await clarityWhile({
      text: "Understood, a CRM for the sales team and",
      breakAfterWords: { words: 2, ending: "hang" },
    });
    expectOneCleanMessage(r.chunks);
    expect(r.text).toBe(`Understood, a \n\n${r.expected}`);
    expect(counts()).toMatchObject({ stall: 1 });
  });
});

describe("the CRM assistant: the built-in engine answers in the same stream", () => {
  const ASK = "Add a deal for Initech, $40k, proposal stage, closing 2026-12-15";
  const engine = () => engineReply("/api/crm-assistant", crmBody(ASK));

  it("when the model's add_opportunity has a negative amount: the engine's own call is applied", async () => {
    const expected = await engine();
    state.script = [
      {
        text: "Adding Initech.",
        toolCalls: [{ name: "add_opportunity", arguments: { company: "Initech", amount: -40000 } }],
      },
    ];
    const { chunks, text } = await replyOf(await postJson("/api/crm-assistant", crmBody(ASK)));
    expectOneCleanMessage(chunks);
    // Its words were already shown; the engine's reply follows them, with its valid tool call.
    expect(text).toBe(`Adding Initech.\n\n${expected}`);
    const calls = chunks.filter((c) => c.type === "tool-input-available");
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      toolName: "add_opportunity",
      input: { company: "Initech", amount: 40000 },
    });
    expect(counts()).toMatchObject({ invalid_tool_call: 1 });
  });

  it("when Workers AI is out of capacity", async () => {
    const expected = await engine();
    state.script = [{ throws: "3040: Capacity temporarily exceeded, please try again." }];
    const { chunks, text } = await replyOf(await postJson("/api/crm-assistant", crmBody(ASK)));
    expectOneCleanMessage(chunks);
    expect(text).toBe(expected);
    expect(chunks.find((c) => c.type === "tool-input-available")).toMatchObject({
      toolName: "add_opportunity",
    });
    expect(ai.calls).toHaveLength(1);
    expect(workersAi().builtInFallbacks).toBe(1);
  });
});

import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import { modelOverrides } from "../../../worker/ai/models";
import { providerHealth } from "../../../worker/ai/providers/provider-health";
import { seedContext } from "../../fixtures/crm-seed";
import { type FakeAiTurn, fakeAi } from "./fake-ai";
import { postJson } from "./http";
import { streamedText, uiChunks } from "./ui-stream";

/** The OpenAI-compatible endpoint the stubbed `fetch` answers for (never the network). */
export const OPENAI_TEST_URL = "https://openai.test/v1";

/**
 * A fake `AI` binding for the file, answering each call with `script[n]` (else a plain reply), a
 * fresh breaker and counts before each test, and `set(name, value)` for one test's settings (put
 * back after it). `MODEL_FIRST_TOKEN_MS` is short, so a timeout costs a test little.
 */
export function modelTestKit(firstTokenMs = 400) {
  const state = { script: [] as FakeAiTurn[] };
  const ai = fakeAi((_, n) => state.script[n] ?? { text: "Fine." });
  const saved = new Map<string, unknown>();
  const set = (name: string, value: unknown) => {
    if (!saved.has(name)) saved.set(name, Reflect.get(env, name));
    Reflect.set(env, name, value);
  };
  beforeEach(() => {
    state.script = [];
    ai.calls.length = 0;
    providerHealth.now = () => Date.now();
    providerHealth.reset();
    set("AI", ai.binding);
    set("MODEL_FIRST_TOKEN_MS", String(firstTokenMs));
    modelOverrides.clarityWordDelayMs = 0;
  });
  afterEach(() => {
    for (const [name, value] of saved) Reflect.set(env, name, value);
    saved.clear();
    modelOverrides.clarityWordDelayMs = undefined;
    vi.restoreAllMocks();
  });
  return { ai, state, set };
}

/**
 * Stubs `fetch` for the OpenAI-compatible endpoint at OPENAI_TEST_URL: each call streams `reply`
 * as chat-completion chunks (or answers `status` with an error body). Other requests pass.
 */
export function stubOpenAI(reply: string | { status: number }) {
  const original = globalThis.fetch;
  const calls: { model: string }[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(OPENAI_TEST_URL)) return original(input, init);
    calls.push(JSON.parse(String(init?.body)));
    if (typeof reply !== "string")
      return Response.json({ error: { message: "upstream" } }, { status: reply.status });
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const body = `${chunk({ role: "assistant", content: reply })}${chunk({}, "stop")}data: [DONE]\n\n`;
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  });
  return { spy, calls };
}

/** A CRM assistant request over the prototype's seed data. */
export const crmBody = (content: string) => ({
  messages: [{ role: "user", content }],
  context: seedContext,
});

/** The built-in engine's reply to the same first request, asked with no hosted model. */
export async function engineReply(path: string, body: unknown): Promise<string> {
  const ai = Reflect.get(env, "AI");
  Reflect.set(env, "AI", undefined);
  try {
    return await streamedText(await postJson(path, body));
  } finally {
    Reflect.set(env, "AI", ai);
  }
}

/** The response's UI chunks, with its text as `useChat` would join it. */
export async function replyOf(res: Response) {
  const chunks = await uiChunks(res.clone());
  return {
    chunks,
    text: await streamedText(res),
    errors: chunks.filter((c) => c.type === "error"),
  };
}

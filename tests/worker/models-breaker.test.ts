import { describe, expect, it } from "vitest";
import { BREAKER_LIMITS } from "../../worker/ai/providers/breaker";
import { providerHealth } from "../../worker/ai/providers/provider-health";
import type { HealthResponse } from "../../worker/contracts/health";
import { ask, chatId } from "./helpers/clarity";
import { api, postJson } from "./helpers/http";
import { modelTestKit, OPENAI_TEST_URL, replyOf, stubOpenAI } from "./helpers/models";

// The circuit breaker in front of each hosted provider, as /api/health reports it.
const { ai, state, set } = modelTestKit();
const SALES_TOKEN = "Qm9vdHN0cmFwLXNhbGVzLXRva2VuLWZvci10ZXN0czE";
const OUT_OF_CAPACITY = { throws: "3040: Capacity temporarily exceeded, please try again." };

const health = async (): Promise<HealthResponse> =>
  (await api("/api/health", { headers: { authorization: `Bearer ${SALES_TOKEN}` } })).json();
const publicStatus = async () =>
  ((await (await api("/api/health")).json()) as { status: string }).status;
const chat = async () => replyOf(await postJson("/api/clarity", ask(chatId(), "ERP for finance")));

/** A clock for the breakers that only moves when the test says. */
function stoppedClock() {
  const clock = { now: Date.now() };
  providerHealth.now = () => clock.now;
  return clock;
}

describe("the circuit breaker", () => {
  it("opens after three failures: no call goes to Workers AI, the engine answers, health says so", async () => {
    const clock = stoppedClock();
    state.script = [OUT_OF_CAPACITY, OUT_OF_CAPACITY, { throws: "5007: Internal error" }];
    for (let i = 0; i < 3; i++) expect((await chat()).errors).toEqual([]);
    expect(ai.calls).toHaveLength(3);
    const skipped = await chat();
    expect(skipped.errors).toEqual([]);
    expect(skipped.text.length).toBeGreaterThan(0);
    expect(ai.calls).toHaveLength(3);

    expect(await publicStatus()).toBe("degraded");
    const { status, models } = await health();
    expect(status).toBe("degraded");
    expect(models).toMatchObject({
      scope: "isolate",
      order: ["workers-ai", "built-in"],
      builtInFallbacks: 4,
    });
    expect(models.providers).toEqual([
      {
        name: "workers-ai",
        models: ["@cf/zai-org/glm-4.7-flash"],
        breaker: "open",
        reopensAt: new Date(clock.now + BREAKER_LIMITS.openMs).toISOString(),
        calls: 3,
        answered: 0,
        skipped: 1,
        failures: { error: 1, rate_limit: 2, timeout: 0, stall: 0, invalid_tool_call: 0, empty: 0 },
        lastFailure: { kind: "error", at: new Date(clock.now).toISOString() },
      },
    ]);
  });

  it("half-open after 30 s: one trial call, and its success closes the breaker", async () => {
    const clock = stoppedClock();
    state.script = [OUT_OF_CAPACITY, OUT_OF_CAPACITY, OUT_OF_CAPACITY, { text: "Back again." }];
    for (let i = 0; i < 3; i++) await chat();
    clock.now += BREAKER_LIMITS.openMs;
    expect((await health()).models.providers[0]!.breaker).toBe("half-open");
    expect((await chat()).text).toBe("Back again.");
    expect(ai.calls).toHaveLength(4);
    const { status, models } = await health();
    expect(status).toBe("ok");
    expect(models.providers[0]).toMatchObject({ breaker: "closed", reopensAt: null, answered: 1 });
    expect((await chat()).text).toBe("Fine.");
  });

  it("a failed trial opens it again, for twice as long", async () => {
    const clock = stoppedClock();
    state.script = [OUT_OF_CAPACITY, OUT_OF_CAPACITY, OUT_OF_CAPACITY, { hang: true }];
    for (let i = 0; i < 3; i++) await chat();
    clock.now += BREAKER_LIMITS.openMs;
    const trial = await chat();
    expect(trial.errors).toEqual([]);
    const { models } = await health();
    expect(models.providers[0]).toMatchObject({
      breaker: "open",
      reopensAt: new Date(clock.now + 2 * BREAKER_LIMITS.openMs).toISOString(),
      failures: { rate_limit: 3, timeout: 1 },
    });
    await chat();
    expect(ai.calls).toHaveLength(4);
  });

  it("skips an open provider for the next one: OpenAI failing, Workers AI answers", async () => {
    stoppedClock();
    set("OPENAI_API_KEY", "sk-test");
    set("OPENAI_BASE_URL", OPENAI_TEST_URL);
    const openai = stubOpenAI({ status: 500 });
    state.script = [{ text: "Workers AI instead." }];
    for (let i = 0; i < 3; i++) expect((await chat()).errors).toEqual([]);
    expect(openai.calls).toHaveLength(3);
    expect(ai.calls).toHaveLength(0);
    expect((await chat()).text).toBe("Workers AI instead.");
    expect(openai.calls).toHaveLength(3);
    const { models } = await health();
    expect(models.order).toEqual(["openai", "workers-ai", "built-in"]);
    expect(models.providers.map((p) => [p.name, p.breaker, p.failures.error])).toEqual([
      ["openai", "open", 3],
      ["workers-ai", "closed", 0],
    ]);
  });
});

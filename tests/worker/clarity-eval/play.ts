/**
 * Plays the scripted prospects through POST /api/clarity (the real route, the visitor's Durable
 * Object and the built-in engine) and scores every reply (score.ts): each conversation a fresh
 * visitor at its own address; every one must pass, the held-back set too.
 * `npm run eval:clarity` runs both halves and prints the scorecard from the CLARITY_EVAL lines.
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelOverrides } from "../../../worker/ai/models";
import type { RoadmapFacts } from "../../../worker/contracts/roadmap";
import { postJson, visitorCookie } from "../helpers/http";
import { conversations } from "./conversations";
import { type Played, score } from "./score";

const id = () => crypto.randomUUID().replaceAll("-", "").slice(0, 16);

/** The reply's text and its last `data-roadmap` part, from the UI message stream. */
async function readReply(res: Response): Promise<Played> {
  let reply = "";
  let roadmap: RoadmapFacts | undefined;
  for (const line of (await res.text()).split("\n")) {
    if (!line.startsWith("data: {")) continue;
    const chunk = JSON.parse(line.slice(6)) as {
      type: string;
      delta?: string;
      data?: RoadmapFacts;
    };
    if (chunk.type === "text-delta") reply += chunk.delta;
    if (chunk.type === "data-roadmap") roadmap = chunk.data;
  }
  if (!roadmap) throw new Error("no data-roadmap part in the reply");
  return { reply, roadmap };
}

/** Set by `npm run eval:clarity` only: the held-out set is scored there, not in `npm test`. */
const withHeldOut = (env as { EVAL_HELD_OUT?: string }).EVAL_HELD_OUT === "1";
const toPlay = conversations.filter((c) => withHeldOut || c.set !== "held-out");

/**
 * Registers one half of the conversations (every other one, so each half holds every set): two
 * test files that Vitest runs side by side, instead of one 25-second file at the end of the run.
 */
export function describeEval(half: 0 | 1) {
  const chatLimiter = Reflect.get(env, "CHAT_LIMITER");
  beforeAll(() => {
    modelOverrides.clarityWordDelayMs = 0;
    // A prospect's 28 messages take them minutes; played here within a second they would pass
    // the chat's per-visitor limit of 20 a minute (as in clarity-no-loops.test.ts).
    Reflect.set(env, "CHAT_LIMITER", { limit: async () => ({ success: true }) });
  });
  afterAll(() => {
    modelOverrides.clarityWordDelayMs = undefined;
    Reflect.set(env, "CHAT_LIMITER", chatLimiter);
  });
  const mine = toPlay.filter((_c, i) => i % 2 === half);
  describe(`Clarity eval through /api/clarity (${half + 1} of 2)`, () => {
    it.each(mine.map((c) => [c.name, c] as const))("%s: every reply passes", async (_n, convo) => {
      const chat = `chat_${id()}`;
      const address = `2001:db8:e::${id().slice(0, 4)}`;
      let cookie: string | undefined;
      const played: Played[] = [];
      for (const turn of convo.turns) {
        const res = await postJson(
          "/api/clarity",
          {
            id: chat,
            message: { id: id(), role: "user", parts: [{ type: "text", text: turn.say }] },
          },
          cookie,
          address,
        );
        expect(res.status).toBe(200);
        cookie ??= visitorCookie(res);
        played.push(await readReply(res));
      }
      const failures = score(convo, played);
      console.log(
        `CLARITY_EVAL ${JSON.stringify({
          name: convo.name,
          set: convo.set ?? "old",
          observed: convo.observed ?? false,
          turns: convo.turns.map((t, i) => ({ say: t.say, ...played[i] })),
          failures,
        })}`,
      );
      // The held-out set (docs/decisions/033) is scored, never tuned on: `npm run eval:clarity`
      // reports its score; no test asserts it.
      if (convo.set !== "held-out") expect(failures).toEqual([]);
    });
  });
}

import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import { ask, chatId, stored } from "./helpers/clarity";
import { postJson, visitorCookie } from "./helpers/http";
import { streamedText } from "./helpers/ui-stream";

const chatLimiter = Reflect.get(env, "CHAT_LIMITER");
beforeEach(() => {
  modelOverrides.clarityWordDelayMs = 0;
  // 30 messages from one visitor within a minute: more than the chat's per-visitor limit lets through.
  Reflect.set(env, "CHAT_LIMITER", { limit: async () => ({ success: true }) });
});
afterEach(() => {
  modelOverrides.clarityWordDelayMs = undefined;
  Reflect.set(env, "CHAT_LIMITER", chatLimiter);
});

/** One conversation through POST /api/clarity, each reply stored before the next message. */
function chat() {
  const id = chatId();
  const address = `2001:db8:1009::${id.slice(-4)}`;
  let cookie: string | undefined;
  let sent = 0;
  return async (text: string): Promise<string> => {
    const res = await postJson("/api/clarity", ask(id, text), cookie, address);
    expect(res.status).toBe(200);
    cookie ??= visitorCookie(res);
    const reply = await streamedText(res);
    sent += 1;
    await expect.poll(async () => (await stored(cookie!))[0]?.messages.length).toBe(2 * sent);
    return reply;
  };
}

describe("a Clarity conversation never loops (built-in engine)", () => {
  it("sends no reply twice in 30 messages of repeats and rephrasings", async () => {
    const say = chat();
    const messages = [
      "We want to replace QuickBooks with an ERP",
      "what does it cost?",
      "what does it cost?",
      "how much is it?",
      "what does it cost?",
      "ok",
      "ok",
      "ok",
      "hmm",
      "finance and operations",
      "finance and operations",
      "how long does it take?",
      "how long does it take?",
      "how long does it take?",
      "sdfgsdfg",
      "sdfgsdfg",
      "sdfgsdfg",
      "sdfgsdfg",
      "Can I get my chat history wiped?",
      "Can I get my chat history wiped?",
      "Can I get my chat history wiped?",
      "sounds like consulting fluff",
      "sounds like consulting fluff",
      "sounds like consulting fluff",
      "ok",
      "thanks",
      "thanks",
      "what happens next?",
      "what happens next?",
      "what happens next?",
    ];
    const replies: string[] = [];
    for (const m of messages) replies.push(await say(m));
    expect(replies).toHaveLength(30);
    const seen = new Map<string, number>();
    replies.forEach((r, i) => {
      expect(seen.has(r), `reply ${i + 1} repeats reply ${(seen.get(r) ?? 0) + 1}: ${r}`).toBe(
        false,
      );
      seen.set(r, i);
    });
    // Repeats get other words, never an empty acknowledgement.
    for (const r of replies)
      expect(r.trim()).not.toMatch(/^(?:Good to know\.|Thanks, that helps\.)$/);
  }, 60_000);

  it("re-judges a verdict when the fact is corrected: the reply speaks of the new value", async () => {
    const say = chat();
    await say("We're planning a NetSuite ERP project");
    expect(await say("Our budget is $50K")).toMatch(/not a fit/);
    expect(await say("ok")).toMatch(/not a fit|\$50K/);
    const corrected = await say("Sorry, I got that wrong: the budget is $500K");
    expect(corrected).toContain("$500K");
    expect(corrected).not.toMatch(/not a fit/);
    expect(corrected).toMatch(/within the range/);
  });

  it("re-judges company size when it is corrected", async () => {
    const say = chat();
    await say("We're planning a new CRM");
    expect(await say("We have 20 employees")).toMatch(/outside our usual/);
    const corrected = await say("Correction: we have 200 employees, not 20");
    expect(corrected).toContain("200 people");
    expect(corrected).toMatch(/right in the range/);
    expect(corrected).not.toMatch(/outside our usual/);
  });

  it("gives doubts about the service a real answer", async () => {
    const say = chat();
    await say("We're planning a Salesforce CRM rollout");
    const whyPay = await say("Why pay for a simulation instead of just picking a vendor?");
    expect(whyPay).toMatch(/simulation tests/i);
    expect(whyPay).toMatch(/real scenarios/);
    expect(whyPay).toContain("(/how)");
    const fluff = await say("Honestly this sounds like consulting fluff");
    expect(fluff).toMatch(/prototype/);
    expect(fluff).toContain("(/outcomes)");
    const noGo = await say("What if the answer is don't do it?");
    expect(noGo).toMatch(/No-Go\*\* is a result/);
    expect(noGo).toMatch(/stops a wrong start/);
    const expensive = await say("That's too expensive for us");
    expect(expensive).toContain("$25K–$50K");
    expect(expensive).toMatch(/wrong start/);
    for (const r of [whyPay, fluff, noGo, expensive]) {
      expect(r).not.toMatch(/Good to know|rather not guess/);
    }
  });
});

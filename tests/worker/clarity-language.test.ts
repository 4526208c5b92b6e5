/**
 * Clarity's memory reads prospects through the language module (docs/decisions/033), seen through
 * POST /api/clarity with the built-in engine: what the roadmap panel shows, the typed `facts`
 * the lead carries, and what the reply says back.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import type { RoadmapFacts } from "../../worker/contracts/roadmap";
import { ask, chatId, stored } from "./helpers/clarity";
import { postJson, visitorCookie } from "./helpers/http";
import { uiChunks } from "./helpers/ui-stream";

beforeEach(() => {
  modelOverrides.clarityWordDelayMs = 0;
});
afterEach(() => {
  modelOverrides.clarityWordDelayMs = undefined;
});

interface Turn {
  reply: string;
  roadmap: RoadmapFacts;
}

/** One conversation: each message posted once its reply is stored, like a visitor typing. */
function chat() {
  const id = chatId();
  let cookie: string | undefined;
  let sent = 0;
  return async (text: string): Promise<Turn> => {
    const res = await postJson("/api/clarity", ask(id, text), cookie);
    expect(res.status).toBe(200);
    cookie ??= visitorCookie(res);
    const chunks = await uiChunks(res);
    const reply = chunks.map((c) => (c.type === "text-delta" ? c.delta : "")).join("");
    const roadmap = chunks.flatMap((c) => (c.type === "data-roadmap" ? [c.data] : [])).at(-1);
    sent += 1;
    await expect.poll(async () => (await stored(cookie!))[0]?.messages.length).toBe(2 * sent);
    return { reply, roadmap: roadmap as RoadmapFacts };
  };
}

describe("a terse or misspelt first message fills the roadmap", () => {
  it("reads shorthand and slips: size, budget and project, none asked again", async () => {
    const say = chat();
    const { reply, roadmap } = await say(
      "abt 350 ppl here, budgt roughly 450k, looking at a new CRM",
    );
    expect(roadmap).toMatchObject({ companySize: "350 people", budget: "$450K" });
    expect(roadmap.project).toMatch(/CRM/);
    expect(roadmap.facts).toMatchObject({
      companySize: 350,
      budget: { min: 450_000, max: 450_000 },
    });
    expect(reply).not.toMatch(/how many people work|what budget range/i);
    const next = await say("sales and finance mostly");
    expect(next.reply).not.toMatch(/how many people work|what budget range/i);
  });

  it("reads a budget in words with its currency", async () => {
    const say = chat();
    const { roadmap } = await say(
      "ERP for a distributor, we have set aside one and a half million pounds",
    );
    expect(roadmap.budget).toBe("£1.5M");
    expect(roadmap.facts?.budget).toEqual({ min: 1_500_000, max: 1_500_000, currency: "GBP" });
  });
});

describe("a correction replaces the old value", () => {
  it("a bare figure taken back: the new headcount in the roadmap and the reply", async () => {
    const say = chat();
    await say("We're looking at NetSuite, we are 140 employees");
    const { reply, roadmap } = await say("oops, I meant 410 not 140");
    expect(roadmap.companySize).toBe("410 people");
    expect(roadmap.facts?.companySize).toBe(410);
    expect(reply).toMatch(/410/);
    expect(reply).not.toMatch(/\b140\b/);
  });

  it("a budget corrected into another currency", async () => {
    const say = chat();
    await say("New CPQ tool, budget about $120k");
    const { reply, roadmap } = await say("correction: the budget is €260k");
    expect(roadmap.budget).toBe("€260K");
    expect(roadmap.facts?.budget).toEqual({ min: 260_000, max: 260_000, currency: "EUR" });
    expect(reply).toMatch(/€260K/);
  });

  it("a go-live moved: make that a quarter earlier", async () => {
    const say = chat();
    await say("We want to go live with the new ERP in Q4 2027");
    const { reply, roadmap } = await say("sorry, make that Q2 2027");
    expect(roadmap.timeline).toMatch(/Q2/);
    expect(roadmap.facts?.timeline).toMatchObject({ kind: "go-live", month: "2027-06" });
    expect(reply).toMatch(/Q2/);
  });
});

describe("dates are typed, the go-live first", () => {
  it("a later decision date never overwrites the go-live", async () => {
    const say = chat();
    await say("Replacing our old ERP, we must be live by September 2027");
    const { roadmap } = await say("The board will decide on the vendor in January 2027");
    expect(roadmap.timeline).toMatch(/September/i);
    expect(roadmap.facts?.timeline).toMatchObject({ kind: "go-live", month: "2027-09" });
  });
});

describe("today's system and the target", () => {
  it("migrating off QuickBooks onto Business Central: QuickBooks is a system, not the project", async () => {
    const say = chat();
    const { roadmap } = await say("We're migrating off QuickBooks onto Business Central next year");
    expect(roadmap.project).toMatch(/Business Central/);
    expect(roadmap.project).not.toMatch(/QuickBooks/);
    expect(roadmap.systems).toContain("QuickBooks");
  });
});

describe("a phone given and a call asked for", () => {
  it("is acknowledged with the number, never sent to the contact page for it", async () => {
    const say = chat();
    await say("Hi, this is Priya from Lanterne Logistics, we need an ERP");
    const { reply, roadmap } = await say("could someone ring me back on +44 7700 900 321 today?");
    expect(reply).toMatch(/\+44 7700 900321/);
    expect(reply).toMatch(/call you/i);
    expect(reply).not.toMatch(/(?:leave|with) (?:your|a) (?:phone )?number/i);
    expect(roadmap.facts).toMatchObject({
      phone: "+447700900321",
      company: "Lanterne Logistics",
      callWish: true,
    });
  });

  it("without a phone, the call wish is kept and the contact page is still offered", async () => {
    const say = chat();
    const { reply, roadmap } = await say("I'd like a call to talk through a CRM rollout");
    expect(roadmap.facts?.callWish).toBe(true);
    expect(reply).toMatch(/\/try|call/i);
  });

  it("no call wanted is kept as false", async () => {
    const say = chat();
    const { roadmap } = await say("CRM for 80 staff. Please don't call, email is fine");
    expect(roadmap.facts?.callWish).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { searchSite } from "../../language/site-search";
import { learnFrom } from "../memory/clarity-learn";
import { type ClarityMemory, emptyMemory } from "../memory/clarity-memory";
import { roadmapOf } from "../memory/clarity-roadmap";
import { clarityReply } from "./clarity-reply";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const converse = (messages: readonly string[]) => {
  let memory: ClarityMemory = emptyMemory();
  const replies = messages.map((text) => {
    memory = learnFrom(memory, text, NOW);
    return clarityReply(memory, undefined, { text, passages: searchSite(text) });
  });
  return { replies, roadmap: roadmapOf(memory) };
};
const last = (messages: readonly string[]) => converse(messages).replies.at(-1)!;
const deflects = /rather not guess|keep for the 30-minute call/i;

describe("questions the pages answer, in other words", () => {
  it.each([
    ["At the end of it all, what do we walk away with?", /readiness analysis/i],
    ["Is there a no-cost way to try this first?", /free/i],
    ["And who's actually running the thing on your side?", /consultant|programmes|I'm Clarity/i],
    ["Will it pay back what we spend on it?", /ROI|return/i],
    ["We're only 40 people — are we too tiny for you?", /50–500 people/],
    ["How is this different from a vendor's demo?", /vendor/i],
    ["do we get anything tangible out of it?", /readiness analysis/i],
    ["is the first step free of charge?", /free/i],
    ["how much of my team's time will this eat?", /2–5 people/],
    ["ok so what happens after we finish chatting?", /24–48 hours/],
  ])("%s", (question, answer) => {
    const reply = last(["We're looking at a new ERP.", question]);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(deflects);
  });
});

describe("doubts about the service, in other words", () => {
  it.each([
    "Honestly this sounds like a consultancy upsell to me.",
    "I'm not convinced a few weeks of simulation tells you anything real.",
    "$25k just to be told what we already know seems steep.",
    "sounds a bit like theatre tbh",
    "we got burned by consultants last time",
  ])("%s gets a real answer", (doubt) => {
    const reply = last(["We want an AI assistant for our claims handlers.", doubt]);
    expect(reply).not.toMatch(/^(?:Good to know|Thanks, that helps)/);
    expect(reply).toMatch(/simulation/i);
  });

  it("does not take the price quoted back in a doubt as the prospect's budget", () => {
    const { roadmap, replies } = converse([
      "We want an AI assistant for our claims handlers.",
      "$25k just to be told what we already know seems steep.",
    ]);
    expect(roadmap.budget).toBeUndefined();
    expect(replies.at(-1)).not.toMatch(/not a fit/i);
  });
});

/**
 * The site's own figures doubted in the words prospects use ("real or just marketing?", "who
 * measured that?", "I don't buy the $500K–$5M"): answered with what the terms say about figures,
 * and never read as the prospect's budget. Ten wordings written before the fix (all ten missed:
 * the ROI pitch again, "Marketing is in scope too", the site's $500K–$5M taken as the budget),
 * five after it (second probes, four met first time), and sentences about their own figures that
 * are no doubt about ours.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { emptyMemory } from "../memory/clarity-memory";
import { roadmapOf } from "../memory/clarity-roadmap";
import { chat } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";

const OPENER =
  "We're a 150-person distributor on Sage 200, looking at NetSuite or Business Central, budget around $300k";
const reply = (q: string) => chat([OPENER, q]).at(-1)!;
const TERMS = /describe typical engagements, not promises about yours[\s\S]*\(\/terms\)/;

const doubts = [
  // Written before the fix.
  "is the 900% ROI thing real or just marketing?",
  "those ROI numbers — legit, or sales fluff?",
  "honestly 1,900% sounds like marketing speak",
  "are the savings figures on your site actually real?",
  "I don't buy the $500K-$5M saving",
  "who measured that 900% return?",
  "is that ROI claim backed by anything?",
  "the numbers on your homepage seem like a sales pitch",
  "900%? come on.",
  "any proof behind the ROI you quote?",
  // Second probes, written after it.
  "is a 1,900% return even possible, or is that a number for the brochure?",
  "what's the 900% based on?",
  "I'm sceptical of the ROI on your homepage tbh",
  "those percentages feel like marketing fluff",
];

describe("the site's figures doubted", () => {
  it.each(doubts)("answers %j from the terms", (q) => {
    expect(reply(q)).toMatch(TERMS);
  });

  it("keeps the prospect's budget when they quote the site's savings back", () => {
    let m = emptyMemory();
    for (const text of [OPENER, "I don't buy the $500K-$5M saving"]) m = learnFrom(m, text);
    expect(roadmapOf(m).budget).toBe("$300K");
  });

  it("takes no department from the word 'marketing' in a doubt", () => {
    expect(reply("honestly 1,900% sounds like marketing speak")).not.toMatch(
      /Marketing is in scope/,
    );
  });

  it.each([
    "our sales figures are really bad this year",
    "marketing numbers live in HubSpot and never reach finance",
    "we need proof of delivery scanning in the warehouse app",
    "our forecast figures are based on Excel exports",
    "we take the numbers seriously, the board reads them monthly",
  ])("hears %j as their own figures, no doubt about ours", (q) => {
    expect(objectionIn(q)).toBeUndefined();
    expect(reply(q)).not.toMatch(TERMS);
  });
});

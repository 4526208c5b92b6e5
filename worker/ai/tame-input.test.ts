import { describe, expect, it } from "vitest";
import { clarityReply } from "./engines/clarity-reply";
import { crmReply } from "./engines/crm-reply";
import { learnFrom } from "./memory/clarity-learn";
import { emptyMemory } from "./memory/clarity-memory";
import { tameInput } from "./tame-input";

// Hostile pastes of the longest accepted message. Before tameInput, a 4,000-digit message cost the
// Clarity engine 85 ms and three of them 540 ms (super-linear patterns); a regression shows here
// as a slow test, and in `npm run bench:engines` as figures.
const hostile = [
  "7".repeat(4000),
  ".".repeat(4000),
  `${" ".repeat(3999)}x`,
  "1.".repeat(2000),
  "1 ".repeat(2000),
  "9,".repeat(2000),
];
const context = {
  opportunities: [
    {
      id: "1",
      company: "Acme",
      amount: 125_000,
      stage: "Proposal" as const,
      probability: 75,
      closeDate: "2026-12-15",
    },
  ],
  recentActivities: [],
};

describe("hostile input", () => {
  it("becomes short: long figure runs drop out, whitespace collapses", () => {
    expect(tameInput("7".repeat(4000))).toBe(" ");
    expect(tameInput(`budget ${"1.".repeat(2000)} ok`)).toBe("budget ok");
    expect(tameInput("$250,000 in Q3   next year")).toBe("$250,000 in Q3 next year");
  });

  it.each(hostile.map((text, i) => [i, text] as const))(
    "case %i gets a reply from both engines",
    (_i, text) => {
      let memory = emptyMemory();
      for (let i = 0; i < 3; i++) memory = learnFrom(memory, text);
      expect(clarityReply(memory).length).toBeGreaterThan(20);
      expect(crmReply(text, context, "2026-11-24").text.length).toBeGreaterThan(10);
    },
  );
});

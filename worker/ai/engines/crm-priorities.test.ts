/** A rep's working questions: what to work on first, and what is late or stuck (crm-priorities.ts). */
import { expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import type { AssistantContext } from "../../contracts/crm";
import { replyTo } from "./crm-chat.test-kit";

/** The seed pipeline with Atlas's close date already gone by (the tests' today is Nov 23). */
const lateAtlas: AssistantContext = {
  ...seedContext,
  opportunities: seedContext.opportunities.map((o) =>
    o.company === "Atlas Manufacturing" ? { ...o, closeDate: "2026-11-02" } : o,
  ),
};

it.each([
  "which one should I focus on this week?",
  "what should i do next",
  "what should I prioritise today",
  "where should i spend my time",
  "whats most urgent",
])("%j names the deal closing first, then the next", (message) => {
  expect(replyTo([message])).toMatch(
    /^(?:Nothing closes this week, so start|Start) with \*\*Meridian Health Partners\*\*, the first to close: \$85,000 in Negotiation at 90%, closing Dec 5, 2026\. Then \*\*Northwind Logistics\*\*/,
  );
});

it.each([
  "anything stuck?",
  "any deals past their close date?",
  "anything overdue?",
  "which deals slipped",
])("%j says none is late and what closes next", (message) => {
  expect(replyTo([message])).toBe(
    "No open deal is past its close date. The next to close is **Meridian Health Partners** on Dec 5, 2026.",
  );
});

it("a deal past its close date is named, and comes first when asked what to work on", () => {
  expect(replyTo(["anything overdue?"], lateAtlas)).toMatch(
    /One open deal is past its close date:\n\n- \*\*Atlas Manufacturing\*\*: \$200,000, Discovery, due Nov 2, 2026/,
  );
  expect(replyTo(["what should I focus on?"], lateAtlas)).toMatch(
    /^Start here\. One open deal .*Atlas/s,
  );
  expect(replyTo(["what should I focus on?", "move it to proposal"], lateAtlas)).toEqual({
    company: "Atlas Manufacturing",
    updates: { stage: "Proposal" },
  });
});

it("a question about one deal is about that deal, and a statement is still a change", () => {
  expect(replyTo(["should I focus on atlas?"])).toMatch(/^\*\*Atlas Manufacturing\*\*: \$200,000/);
  expect(replyTo(["Northwind is stuck in proposal, move it to negotiation"])).toEqual({
    company: "Northwind Logistics",
    updates: { stage: "Negotiation" },
  });
});

it("the contact at a company not in the pipeline is not found, not the help text", () => {
  expect(replyTo(["who is the contact at umbrella"])).toMatch(
    /^I don't see \*\*Umbrella\*\* in the pipeline/,
  );
});

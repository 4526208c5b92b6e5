import { describe, expect, it } from "vitest";
import type { CrmMessage } from "#contracts/crm";
import { crmAssistantRequest } from "#contracts/crm";
import { seedActivities, seedOpportunities } from "../../../content/prototype";
import { contextOf, historyOf } from "./assistant-history";

const user = (id: string, text: string): CrmMessage => ({
  id,
  role: "user",
  parts: [{ type: "text", text }],
});

describe("contextOf", () => {
  it("sends every opportunity and the 5 most recent activities (type, contact, subject)", () => {
    const activities = Array.from({ length: 7 }, (_, i) => ({
      ...seedActivities[0]!,
      id: `a${i}`,
      subject: `Call ${i}`,
    }));
    const ctx = contextOf({ opportunities: seedOpportunities, activities });
    expect(ctx.opportunities).toEqual(seedOpportunities);
    expect(ctx.recentActivities.map((a) => a.subject)).toEqual([
      "Call 0",
      "Call 1",
      "Call 2",
      "Call 3",
      "Call 4",
    ]);
    expect(Object.keys(ctx.recentActivities[0]!)).toEqual(["type", "contact", "subject"]);
  });
});

describe("historyOf", () => {
  const reply: CrmMessage = {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "step-start" },
      { type: "text", text: "Added Initech." },
      {
        type: "tool-add_opportunity",
        toolCallId: "c1",
        state: "input-available",
        input: {
          company: "Initech",
          amount: 40_000,
          stage: "Proposal",
          probability: 60,
          closeDate: "2026-12-15",
        },
      },
      {
        type: "tool-add_opportunity",
        toolCallId: "c2",
        state: "output-error",
        // Typed as the tool's input, but refused by its schema (the Worker's check).
        input: {
          company: "Hooli",
          amount: -5,
          stage: "Discovery",
          probability: 20,
          closeDate: "2027-01-31",
        },
        errorText: "Invalid input",
      },
    ],
  };

  it("writes what each tool call did into the assistant's turn", () => {
    const history = historyOf([user("u1", "Add Initech"), reply], {
      c1: { status: "undone", message: "Added opportunity for Initech" },
    });
    expect(history).toEqual([
      { role: "user", content: "Add Initech" },
      {
        role: "assistant",
        content: [
          "Added Initech.",
          "[Done, then undone by the user: Added opportunity for Initech]",
          "[Not applied: Amount must be 0 or more]",
        ].join("\n"),
      },
    ]);
  });

  it("always fits the request contract: no empty turns, at most 40, each ≤ 4,000 chars", () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      user(`u${i}`, i === 3 ? "x".repeat(5000) : `m${i}`),
    );
    const messages = historyOf([...many, user("blank", "   ")], {});
    expect(messages).toHaveLength(40);
    expect(messages.at(-1)?.content).toBe("m44");
    const request = crmAssistantRequest.safeParse({
      messages: historyOf([user("long", "x".repeat(5000))], {}),
      context: { opportunities: [], recentActivities: [] },
    });
    expect(request.success).toBe(true);
  });
});

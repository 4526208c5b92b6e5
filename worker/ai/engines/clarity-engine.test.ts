import { describe, expect, it } from "vitest";
import { learnFrom } from "../memory/clarity-learn";
import { type ClarityMemory, emptyMemory } from "../memory/clarity-memory";
import { roadmapOf } from "../memory/clarity-roadmap";
import { clarityReply } from "./clarity-reply";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const converse = (messages: readonly string[]) => {
  let memory: ClarityMemory = emptyMemory();
  const replies = messages.map((m) => {
    memory = learnFrom(memory, m, NOW);
    return clarityReply(memory);
  });
  return { memory, replies, roadmap: roadmapOf(memory) };
};

describe("memory: numbers and words read in context", () => {
  it("takes a department's headcount as its size, not as the core team", () => {
    const { roadmap } = converse(["NetSuite ERP", "Finance (8 people), operations and purchasing"]);
    expect(roadmap.coreTeam).toBeUndefined();
    expect(roadmap.departments).toContain("finance (8 people)");
  });

  it("does not take a year about old documents as a deadline, and keeps 'Q3 next year' whole", () => {
    expect(
      converse(["AI agents for support", "Half the articles are from 2021."]).roadmap.timeline,
    ).toBeUndefined();
    expect(converse(["ERP", "the board wants us live by Q3 next year"]).roadmap.timeline).toBe(
      "Q3 next year",
    );
  });

  it("keeps the project type when another platform is mentioned, and changes it when asked to", () => {
    const kept = converse([
      "Salesforce CPQ for quoting",
      "We're on Epicor for ERP",
      "Is CPQ right or DealHub?",
    ]);
    expect(kept.roadmap.project).toBe("Salesforce CPQ (CPQ)");
    expect(kept.roadmap.systems).toContain("Epicor");
    expect(kept.roadmap.systems).not.toContain("DealHub");
    const changed = converse(["HubSpot CRM", "Actually we're switching to Odoo instead"]);
    expect(changed.roadmap.project).toBe("Odoo (ERP)");
  });

  it("records concerns as risks in Clarity's words", () => {
    const { roadmap, replies } = converse([
      "NetSuite for a 300-person manufacturer",
      "My worry is that the plant managers won't adopt it and will keep their own spreadsheets.",
    ]);
    expect(roadmap.risks).toEqual(["Adoption: plant managers may keep their own spreadsheets"]);
    expect(replies[1]).toMatch(/second set of books/);
  });

  it("keeps every list bounded, whatever a prospect pastes", () => {
    let memory = emptyMemory();
    for (let i = 0; i < 40; i++)
      memory = learnFrom(
        memory,
        `We also use system${i}, Shopify, Xero, Jira, Slack, Stripe, Workday, Zendesk, EDI, Magento`,
        NOW,
      );
    expect(memory.integrations.length).toBeLessThanOrEqual(12);
    expect(JSON.stringify(memory).length).toBeLessThan(8_000);
  });
});

describe("replies", () => {
  it("answer a direct question before asking, and ask at most one question", () => {
    const { replies } = converse([
      "CRM for a 200-person broker",
      "What does it cost and how long does it take?",
    ]);
    expect(replies[1]).toMatch(/\$25K–\$50K/);
    expect(replies[1]).toMatch(/4–8 weeks/);
    expect(replies[1]!.match(/\?/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("never ask the same question twice, even when the prospect passes over it", () => {
    const { replies } = converse(["CRM", "hmm", "not sure", "ok", "fine", "maybe", "whatever"]);
    const asked = replies.flatMap((r) => r.split("\n").filter((l) => l.trim().endsWith("?")));
    expect(new Set(asked).size).toBe(asked.length);
  });

  it("say plainly when the budget is under $100K", () => {
    expect(converse(["CRM for sales", "budget is about $60k"]).replies[1]).toMatch(/not a fit/);
    const low = converse(["CRM for sales", "budget is about $150k"]).replies[1];
    expect(low).toMatch(/low end/);
    expect(low).not.toMatch(/not a fit/);
  });

  it("link the next steps: the booking page and the contact page", () => {
    const { replies } = converse(["ERP", "growth", "finance", "live by Q3", "What happens next?"]);
    expect(replies.at(-1)).toMatch(/\]\(https:\/\/cal\.com\/[^)]+\)/);
    expect(replies.at(-1)).toMatch(/\]\(\/try\)/);
  });

  it("clarify gibberish briefly instead of looping on the same question", () => {
    const { replies } = converse(["asdkjh qwpoe", "lkjlkj", "????", "🙂🙂🙂"]);
    expect(replies[0]).toMatch(/didn't catch/);
    expect(new Set(replies.slice(1)).size).toBeGreaterThan(1);
    expect(replies.slice(1).join(" ")).not.toMatch(/\?/);
  });

  it("are deterministic", () => {
    const convo = ["ERP for a 200 employees distributor", "inventory is a mess"];
    expect(converse(convo).replies).toEqual(converse(convo).replies);
  });
});

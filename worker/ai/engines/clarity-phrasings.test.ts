import { describe, expect, it } from "vitest";
import { site } from "../../../content/site";
import { learnFrom } from "../memory/clarity-learn";
import { type ClarityMemory, emptyMemory } from "../memory/clarity-memory";
import { roadmapOf } from "../memory/clarity-roadmap";
import { clarityReply } from "./clarity-reply";

/** The failure classes of new visitors' phrasings, each with phrasings of its own. */

const NOW = Date.parse("2026-11-24T10:00:00Z");
const converse = (...messages: string[]) => {
  let memory: ClarityMemory = emptyMemory();
  const replies = messages.map((m) => {
    memory = learnFrom(memory, m, NOW);
    return clarityReply(memory);
  });
  return { replies, last: replies.at(-1)!, roadmap: roadmapOf(memory) };
};

describe("asking for a person, a call or a phone number", () => {
  it.each([
    "Do you have a telephone number?",
    "I want to chat with a real consultant",
    "ring me on Monday",
    "Could we set up a call?",
    "who would I speak with about pricing?",
  ])("%s → the booking link and the contact page", (say) => {
    const { last } = converse("We're moving to Dynamics 365 for finance.", say);
    expect(last).toContain(`](${site.calendarUrl})`);
    expect(last).toContain("](/try)");
    expect(last).not.toMatch(/rather not guess|keep for the/);
  });
});

describe("questions about the prospect's data", () => {
  it.each([
    "Do you need our real customer records, or is something masked enough?",
    "Where would our financials be stored?",
    "Is our IP protected if we show you our designs?",
  ])("%s → the site's own words on data", (say) => {
    const { last } = converse("CPQ for a 200-person machine builder", say);
    expect(last).toMatch(/anonymised sample data is enough/i);
    expect(last).toMatch(/used only for your simulation/);
  });

  it("is not a data question when it is about their pricing problem", () => {
    expect(converse("CPQ", "Our pricing is a mess, who owns it?").last).not.toMatch(/sample data/);
  });
});

/**
 * Notes put on a deal as reps say them. "add a note to Northwind: they want a discount" had got
 * "I can't do that here: I add deals, log calls, emails, meetings and notes…"; "note for Meridian
 * - CFO wants a second demo" a meeting with "Meridian - CFO"; "jot down that Atlas asked for
 * references" the deal's summary, nothing logged.
 */
import { describe, expect, it } from "vitest";
import { replyTo } from "./crm-chat.test-kit";

describe("a note on a deal", () => {
  it.each([
    [
      "add a note to Northwind: they want a discount",
      "Team - Northwind Logistics",
      "They want a discount",
    ],
    [
      "note for Meridian - CFO wants a second demo",
      "Team - Meridian Health Partners",
      "CFO wants a second demo",
    ],
    [
      "jot down that Atlas asked for references",
      "Team - Atlas Manufacturing",
      "Atlas asked for references",
    ],
    [
      "put a note on the atlas deal that legal is reviewing the MSA",
      "Team - Atlas Manufacturing",
      "Legal is reviewing the MSA",
    ],
    ["add a note to Initech: they want a discount", "Team - Initech", "They want a discount"],
    // Refused before notes were an activity (docs/decisions/035); now logged.
    ["add a note to the Atlas deal: they need SSO", "Team - Atlas Manufacturing", "They need SSO"],
  ])("%s", (message, contact, subject) => {
    expect(replyTo([message])).toEqual({ type: "note", contact, subject });
  });

  it("a long note keeps its words in the notes", () => {
    const long = `add a note to Northwind: ${"their CFO wants the rollout phased by depot, starting with the two northern sites, and a price hold ".repeat(2)}`;
    const input = replyTo([long]) as { subject: string; notes?: string };
    expect(input.subject.length).toBeLessThanOrEqual(120);
    expect(input.notes).toMatch(/price hold$/);
  });

  it("a note to do something is no note logged", () => {
    expect(replyTo(["note: call Sarah back tomorrow"])).toMatch(/can't send emails, make calls/);
  });
});

import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";

const NOW = Date.UTC(2026, 10, 27);
const chat = (...messages: string[]) =>
  messages.reduce((m, text) => learnFrom(m, text, NOW), emptyMemory());
const opener = "We need a new ERP for 200 staff and want to go live in March 2028.";

describe("a date with no word of what it is the date of", () => {
  it("does not move a go-live given before (a busy season is no target)", () => {
    for (const busy of [
      "our drivers are swamped in Nov-Dec",
      "harvest is Aug-Sep so nobody is free then",
    ]) {
      const m = chat(opener, busy);
      expect(m.when).toMatchObject({ kind: "go-live", month: "2028-03" });
      expect(m.turn?.learned.timeline).toBeUndefined();
      expect(m.turn?.learned.corrected ?? []).not.toContain("timeline");
    }
  });

  it("still moves it when the words revise it or name its kind", () => {
    expect(chat(opener, "Realistically more like June 2028.").when?.month).toBe("2028-06");
    expect(chat(opener, "Sorry, May 2028 not March.").when?.month).toBe("2028-05");
    expect(chat(opener, "We'd now rather be live by June 2028.").when?.month).toBe("2028-06");
  });

  it("is the timeline when none was known", () => {
    expect(chat("New ERP, 200 staff, thinking Q3 2027.").when?.month).toBe("2027-09");
  });
});

import { describe, expect, it } from "vitest";
import { interview } from "./clarity-interview";
import { clarityReply } from "./clarity-reply";

describe("interview", () => {
  it("takes a reason in the visitor's own words as the driver when asked for one", () => {
    const turns = interview(["CRM", "nobody knows which deals will actually close"]);
    expect(turns[0]!.asked?.id).toBe("drivers");
    expect(turns[1]!.facts.drivers).toEqual(["nobody knows which deals will actually close"]);
    expect(clarityReply(["CRM", "nobody knows which deals will actually close"])).toMatch(
      /So the driver is \*\*nobody knows/,
    );
  });

  it("does not take a pleasantry or an answer to another question as the driver", () => {
    expect(interview(["CRM", "thanks"])[1]!.facts.drivers).toEqual([]);
    expect(interview(["CRM", "sales and marketing"])[1]!.facts.drivers).toEqual([]);
  });

  it("sets a question aside after asking it twice, and still reaches the snapshot", () => {
    const messages = [
      "HubSpot CRM",
      "sales and support",
      "we use NetSuite",
      "team of 3",
      "by Q3",
      "$300k",
    ];
    const turns = interview(messages);
    expect(turns.filter((t) => t.asked?.id === "drivers")).toHaveLength(2);
    expect(turns.at(-1)!.ready).toBe(true);
    const reply = clarityReply(messages);
    expect(reply).toMatch(/readiness snapshot/);
    expect(reply).toMatch(/\*\*Drivers:\*\* not stated yet/);
  });

  it("asks exactly one question per turn until ready", () => {
    const messages = ["ERP", "growth", "finance", "Shopify", "4 people", "in 6 months"];
    for (let i = 1; i <= messages.length; i++) {
      const reply = clarityReply(messages.slice(0, i));
      expect(reply.match(/\?/g) ?? []).toHaveLength(1);
    }
  });
});

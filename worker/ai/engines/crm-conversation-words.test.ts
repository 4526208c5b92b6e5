import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import type { AssistantContext } from "../../contracts/crm";
import { replyTo } from "./crm-chat.test-kit";

/**
 * Requests about the conversation rather than the pipeline (clear it, take back the last change),
 * a question about a field every deal has, an activity told under a heading, and a company name
 * two deals share.
 */
describe("the conversation itself", () => {
  it.each(["clear the chat", "reset this conversation", "start over"])(
    "%s: says reloading starts a new one, and deletes nothing",
    (said) => {
      expect(replyTo([said])).toMatch(/can't clear this conversation.*Reloading the page/s);
    },
  );

  it.each(["scratch that", "forget that", "cancel the last change"])(
    "%s: points to the Undo button",
    (said) => {
      expect(replyTo(["add Orbit Labs, 60k", said])).toMatch(/\*\*Undo\*\*/);
    },
  );
});

describe("a field every deal has", () => {
  it.each(["which deals have no close date", "any deals missing an amount?"])("%s", (said) => {
    expect(replyTo([said])).toMatch(/^Every deal has a close date, an amount/);
  });
});

describe("an activity under a heading", () => {
  it.each([
    ["Meeting notes: Priya, Atlas, went over the rollout plan", "meeting", /rollout plan/i],
    ["call recap - Sarah at Northwind, volume tiers", "call", /volume tiers/i],
  ])("%s", (said, type, subject) => {
    expect(replyTo([said])).toMatchObject({ type, subject: expect.stringMatching(subject) });
  });
});

describe("a company two deals share", () => {
  const twoNorthwind: AssistantContext = {
    ...seedContext,
    opportunities: [
      ...seedContext.opportunities,
      { ...seedContext.opportunities[0]!, id: "opp-4", company: "Northwind Traders" },
    ],
  };

  it("asks which of them an activity was with, then logs it with the one picked", () => {
    const asked = ["called Northwind about the delivery dates"];
    expect(replyTo(asked, twoNorthwind)).toMatch(
      /Which \*\*Northwind\*\* do you mean: \*\*Northwind Logistics\*\* or \*\*Northwind Traders\*\*\?/,
    );
    expect(replyTo([...asked, "Traders"], twoNorthwind)).toMatchObject({
      contact: "Team - Northwind Traders",
      subject: "Delivery dates",
    });
  });
});

describe("a span of close dates where a deal's name would be", () => {
  it("is a date, not a company", () => {
    expect(replyTo(["how's Atlas looking", "push its close date to end of Q1"])).toEqual({
      company: "Atlas Manufacturing",
      updates: { closeDate: "2027-03-31" },
    });
  });
});

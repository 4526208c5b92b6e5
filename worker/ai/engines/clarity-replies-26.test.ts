/**
 * The twenty-sixth round's classes in our own words (a courier firm's ops lead), written before
 * any fix and played once as they came: 0 of 8 passed. The eval conversations of the round
 * (tests/worker/clarity-eval/language-tuned-26.ts) failed 6 of 8 checked replies, 3 of 3
 * conversations.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

const opener =
  "We run a regional courier firm, 210 staff across 4 hubs, moving our dispatch off spreadsheets onto a TMS, about $300k budget.";
const deflect = /pages don't cover that|rather not guess|don't say either way/;

describe("round 26, first play", () => {
  it("going ahead without some people", () => {
    const r = lastReply([
      opener,
      "our drivers can't be spared for workshops at all. does that sink the whole thing?",
    ]);
    expect(r).not.toMatch(deflect);
    expect(r).toMatch(/core team/i);
    expect(r).toMatch(/represent|scenario/i);
  });
  it("a person on the core team", () => {
    const r = lastReply([
      opener,
      "should our longest-serving dispatcher be on the core team? she knows every workaround",
    ]);
    expect(r).toMatch(/core team/i);
    expect(r).not.toMatch(/\$25K|10–20%|price/i);
    expect(r).not.toMatch(deflect);
  });
  it("does it disturb the business", () => {
    const r = lastReply([
      opener,
      "will running the simulation get in the way of our day-to-day deliveries?",
    ]);
    expect(r).toMatch(/prototype/i);
    expect(r).toMatch(/live|real systems|production/i);
    expect(r).not.toMatch(/De-risk through simulation:/);
    expect(r).not.toMatch(deflect);
  });
  it("after the simulation, do you implement", () => {
    const r = lastReply([opener, "once the simulation is done, is it you guys who build it?"]);
    expect(r).not.toMatch(/For implementation consultants/i);
    expect(r).toMatch(/go|adjust|no-go|keep/i);
  });
  it("a correction: I said X, it's Y", () => {
    const r = lastReply([
      opener,
      "sorry, I said 4 hubs — it's actually 5, we opened Leeds last month",
    ]);
    expect(r).not.toMatch(/^Understood — that's useful context/);
    expect(r).toMatch(/5/);
  });
  it("an email given with the roadmap asked for", () => {
    const r = lastReply([opener, "send the roadmap over to ops@swiftlane.co.uk please"]);
    expect(r).not.toMatch(/A person reviews every roadmap —/);
    expect(r).toMatch(/ops@swiftlane\.co\.uk/);
  });
  it("the people named to take part", () => {
    const r = lastReply([
      opener,
      "I'd bring in our hub supervisors and the fleet manager, and the MD for the sign-off",
    ]);
    expect(r).toMatch(/hub supervisors/i);
    expect(r).toMatch(/fleet manager/i);
    expect(r).not.toMatch(/will feel the change/);
  });
  it("a worry named", () => {
    const r = lastReply([
      opener,
      "Our customer service team is nervous about losing proof-of-delivery records during the switch.",
    ]);
    expect(r).toMatch(/proof-of-delivery/i);
    expect(r).not.toMatch(/will feel the change/);
  });
});

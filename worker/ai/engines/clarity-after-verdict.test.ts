/**
 * After "not a fit at this budget", a question is still answered, with the verdict recalled in a
 * sentence; the fit answer says the budget is below the floor, never "at the edge of our range".
 * Found by the lead's fair sample.
 */
import { describe, expect, it } from "vitest";
import { chat } from "./clarity-chat.test-kit";

describe("questions after a not-a-fit verdict", () => {
  const replies = chat([
    "We're a 60 person HVAC contractor looking at HubSpot, budget maybe 40-60k.",
    "what do you actually need from our techs? they're in trucks all day",
    "is this overkill for a company our size?",
  ]);

  it("says the verdict once, then answers what is asked and recalls it", () => {
    expect(replies[0]).toMatch(/not a fit/);
    expect(replies[1]).toMatch(/From your side we need a core team/);
    expect(replies[1]).toMatch(/still wouldn't pay for itself, as I said/);
  });

  it("the fit answer says the budget is below the floor", () => {
    expect(replies[2]).toMatch(/below that floor/);
    expect(replies[2]).not.toMatch(/edge of our range/);
  });
});

/**
 * Kinds of question whose topic's stock paragraph is not the answer: how long something other
 * than the simulation lasts, a comparison with another way to start, a share of a thing ("how
 * much of…") that is no price, the time before the start, where it takes place.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { kindOf } from "./clarity-question-kind";

const first = (text: string) => lastReply([text]).split("\n\n")[0]!;
const simulationWeeks = /4–8 weeks\*\* from kickoff/;

describe("how long, of something other than the simulation", () => {
  it("how long a chat is kept is the privacy passage's days, not the simulation's weeks", () => {
    const reply = first("How long do you keep our conversation?");
    expect(reply).toMatch(/30 days/);
    expect(reply).not.toMatch(simulationWeeks);
  });

  it("how long the simulation takes is still the duration", () => {
    expect(first("How long does the whole thing take?")).toMatch(simulationWeeks);
  });
});

describe("a comparison with another way to start", () => {
  it("is the pages' comparison, not the vendor paragraph", () => {
    expect(kindOf("How does this differ from hiring a consulting firm?")).toBe("compare");
    const reply = first("How does this differ from hiring a consulting firm?");
    expect(reply).toMatch(/traditional|discovery/i);
    expect(reply).not.toMatch(/we help with vendor selection/);
  });
});

describe("a share of a thing is no price", () => {
  it("'how much of the report' does not get the price", () => {
    expect(kindOf("How much of the report is written by people?")).toBe("quantity");
    expect(first("How much of the report is written by people?")).not.toMatch(/\$25K–\$50K/);
  });
});

describe("other shapes", () => {
  it("a minimum size is the fit", () => {
    expect(first("Is there a smallest company you'd take on?")).toMatch(/50–500 people/);
  });

  it("the time before the start is what they prepare, not the phase after it", () => {
    const reply = first("What should we get ready the week before kickoff?");
    expect(reply).toMatch(/2–5 people/);
    expect(reply).not.toMatch(/phase 1/);
  });

  it("where it takes place, which no page says, is said plainly", () => {
    expect(first("Where would the sessions take place?")).toMatch(/pages don't cover/);
  });
});

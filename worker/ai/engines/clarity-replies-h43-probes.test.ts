/**
 * Round h43's second probes, written after the round's fixes and played once as they were: 8 of
 * 12 replies and 9 of 12 roadmap fields right first time. What went wrong then: "launch in
 * September" read as a new market (a driver); "one and a half million for the whole programme"
 * (no money word) no budget, its sentence taken for why now; a longlist's December as the
 * go-live; "no more than £45k, maybe £50k at a push" as £45–50k, not up to £50k.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("round h43, second probes", () => {
  it("a hedged-up euro sum and a date said again more realistically", () => {
    const { replies, roadmap } = played([
      "Hi, we're a housing charity with 240 staff",
      "we've put aside about €120k, perhaps as much as €140k if the board agrees",
      "planning to launch in September, more realistically October",
    ]);
    expect(replies[1]).toMatch(/€120K–€140K/);
    expect(replies[2]).toMatch(/Go-live target: \*\*October\*\*/);
    // First play: "So the pressure comes from planning to launch in September."
    expect(replies[2]).not.toMatch(/pressure|driver|September/);
    expect(roadmap.budget).toBe("€120K–€140K");
    expect(roadmap.timeline).toBe("October");
    expect(roadmap.drivers).toEqual([]);
  });

  it("millions held for the programme in words, and a longlist before the choice", () => {
    const { replies, roadmap } = played([
      "I run IT for a 70-person law firm",
      "we have one and a half million for the whole programme, maybe",
      "we'll have a longlist by December and pick a partner in February",
    ]);
    // First play: "Why now, as you put it: we have one and a half million for the whole."
    expect(replies[1]).toMatch(/\$1\.5M/);
    expect(replies[1]).not.toMatch(/Why now/);
    // First play: "Go-live target: **December**. Decision date noted: **February**."
    expect(replies[2]).toMatch(/Decision date noted: \*\*February\*\*/);
    expect(replies[2]).not.toMatch(/December/);
    expect(roadmap.budget).toBe("$1.5M");
    expect(roadmap.timeline).toBe("February");
  });

  it("a cost question with the millions held still keeps the budget", () => {
    const { replies, roadmap } = played([
      "I run IT for a 70-person law firm",
      "what would it cost? we have one and a half million for the whole programme, maybe",
    ]);
    expect(replies[1]).toMatch(/Against your \$1\.5M budget/);
    expect(roadmap.budget).toBe("$1.5M");
  });

  it("a start said again inside a quarter, and a go-live after it", () => {
    const { replies, roadmap } = played([
      "hello, 400 employees across 3 plants",
      "budget: $90k, possibly $110k",
      "we need to kick off in Q1 2027, say February, and go live before the end of the year",
    ]);
    expect(replies[1]).toMatch(/\$90K–\$110K/);
    expect(replies[2]).toMatch(/Start date noted: \*\*February\*\*/);
    expect(roadmap.budget).toBe("$90K–$110K");
    expect(roadmap.timeline).toBe("end of the year");
  });

  it("a top, then a little more at a push: the higher figure is the top", () => {
    const { replies, roadmap } = played([
      "we're about 130 people",
      "no more than £45k, maybe £50k at a push if the board is generous",
      "demos in March, decision in May, live by September though probably October",
    ]);
    // First play: "at **£45K–£50K**".
    expect(replies[1]).toMatch(/up to £50K/);
    expect(roadmap.budget).toBe("up to £50K");
    expect(roadmap.timeline).toBe("October");
  });
});

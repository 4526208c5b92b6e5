/**
 * Round 8's classes (task H49, tuned-7 of the answers eval), each in a wording other than the set's:
 * a definition asked with "actually" or "in plain English"; who takes part, asked as "which of my
 * people" or "need to be involved"; a size asked as "our size"; data that isn't their real data;
 * a guarantee; a consultancy replaced or kept; a second question the first's answer covers.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

const OPENER = "Hi! I have a couple of questions.";
const asked = (say: string) => lastReply([OPENER, say]);

describe("what a simulation is, asked plainly", () => {
  it("'what really is the simulation, in plain English?' is the process, not a language", () => {
    // First play: "Our pages don't cover that, and I'd rather not guess".
    const reply = asked("what really is the simulation, in plain English?");
    expect(reply).toMatch(/interview your stakeholders/);
    expect(reply).toContain("(/how#simulation-process)");
  });
});

describe("who takes part", () => {
  it("'which of our people need to be involved?' is the core team", () => {
    expect(asked("which of our people need to be involved?")).toMatch(
      /core team of \*\*2–5 people\*\*/,
    );
  });

  it("a second question the first's answer covers gets no 'pages don't say'", () => {
    const reply = asked("who has to be involved? do we need to free up our developers?");
    expect(reply).toMatch(/core team/);
    expect(reply).not.toMatch(/pages don't say/);
  });
});

describe("a size said as 'our size'", () => {
  it("is the fit by size, never a process the pages don't list", () => {
    const reply = asked(
      "We employ 1,800 people. Would it still work for an organisation our size?",
    );
    expect(reply).toMatch(/50–500 people/);
    expect(reply).toMatch(/well outside our usual range/);
    expect(reply).not.toMatch(/among the processes/);
  });
});

describe("data that isn't their real data", () => {
  it("'is fake data ok?' is answered yes from the trust page", () => {
    const reply = asked("is fake data ok for the build?");
    expect(reply).toMatch(/^Yes: anonymised sample data is enough for the prototype/);
    expect(reply).not.toMatch(/don't say/);
  });
});

describe("a guarantee", () => {
  it("is the terms' 'no guarantees', not a refund for stopping part way", () => {
    const reply = asked("what if the findings turn out wrong - do we get our money back?");
    expect(reply).toMatch(/We don't guarantee any outcome of a project/);
    expect(reply).not.toMatch(/stop part way/);
  });
});

describe("a consultancy replaced, or kept", () => {
  it("'would this replace our consultants?' says what it replaces and what it doesn't", () => {
    const reply = asked("would this replace our consultants?");
    expect(reply).toMatch(/discovery — not of the build/);
    expect(reply).not.toMatch(/picking a vendor first/);
  });
});

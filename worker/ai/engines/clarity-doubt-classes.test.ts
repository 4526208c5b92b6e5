/**
 * Doubts about the service in words the earlier rounds did not use — their own knowledge of the
 * process, a pitch heard from every consultant, a launch nobody used — answered with what the
 * simulation tests (never "not on our pages", never named back as the case for change); a
 * question about paying in another currency told what the pages quote and who confirms the rest.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";

const fallback = /pages don't cover|rather not guess/;

describe("doubts by class", () => {
  it("reads their own knowledge, a pitch heard before and a launch that failed as doubts", () => {
    expect(objectionIn("Nobody knows our stock better than the people on the floor.")).toBe(
      "we-know",
    );
    expect(objectionIn("Honestly we don't think we need outside help.")).toBe("we-know");
    expect(objectionIn("Isn't this the same old pitch?")).toBe("fluff");
    expect(objectionIn("All the consultants we talked to told us to study it first.")).toBe(
      "fluff",
    );
    expect(
      objectionIn("Our last ERP attempt was abandoned after a year. Why would this be different?"),
    ).toBe("burned");
  });

  it("reads a cost that is hard to justify as a doubt about the price, and answers it", () => {
    expect(objectionIn("The board finds it difficult to justify the fee.")).toBe("expensive");
    expect(objectionIn("Tough to sell this to our CFO, honestly.")).toBe("expensive");
    const reply = lastReply([
      "Tens of thousands of dollars for a few weeks of advice is hard to justify to our CFO.",
    ]);
    expect(reply).toMatch(/wrong start/);
    expect(reply).not.toMatch(/not a fit|\$1K\b/);
  });

  it("leaves plain facts and sincere questions alone", () => {
    for (const text of [
      "We know our processes are a mess, that's why we're here.",
      "Our invoicing fails every month-end.",
      "What would the simulation show us in the first week?",
      "We know what we need: a CRM for 40 reps.",
    ])
      expect(objectionIn(text), text).toBeUndefined();
  });

  it("answers 'we know our processes' with what the simulation tests, not 'not on our pages'", () => {
    const reply = lastReply([
      "We've run our plant for thirty years and nobody knows the processes better than we do. What could this possibly tell us?",
    ]);
    expect(reply).toMatch(/real scenarios/);
    expect(reply).toMatch(/prototype/);
    expect(reply).not.toMatch(fallback);
    expect(reply).not.toMatch(/case for change|pressure comes from|as a driver/);
  });

  it("answers a launch nobody used with the adoption the sprint tests and the outcome that says so", () => {
    const reply = lastReply([
      "We rolled out a CRM last year and it failed, nobody used it. What makes this any different?",
    ]);
    expect(reply).toMatch(/Team Realignment|No-Go/);
    expect(reply).not.toMatch(fallback);
  });

  it("tells a question about paying in euros what the pages quote and who confirms the rest", () => {
    const reply = lastReply(["Could we be invoiced in euros?"]);
    expect(reply).toMatch(/US dollars \(\$25K–\$50K\)/);
    expect(reply).toMatch(/EUR/);
    expect(reply).toMatch(/\(\/try\)/);
  });

  it("shows the range a head count is in", () => {
    expect(lastReply(["We're 120 people."])).toMatch(/120 people[^.]*50–500 people/);
  });
});

import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";

describe("doubts read by meaning, not by fixed sentences", () => {
  it("hears a discovery already done, a partner's doubt, a board that wants a vendor, a verdict against", () => {
    expect(objectionIn("We already ran a discovery phase with our integrator last year.")).toBe(
      "done-before",
    );
    expect(objectionIn("Our SI reckons this step is unnecessary.")).toBe("why-pay");
    expect(objectionIn("My board wants a vendor picked, not another study.")).toBe("why-pay");
    expect(
      objectionIn("Suppose the conclusion is that we shouldn't do it at all — then what?"),
    ).toBe("no-go");
  });

  it("leaves plain facts alone", () => {
    for (const text of [
      "We already use NetSuite for finance.",
      "Before we sign we want the requirements clear.",
      "Say we go live in May, is that enough time?",
      "The board wants a vendor picked by March.",
    ])
      expect(objectionIn(text)).toBeUndefined();
  });

  it("answers a discovery already done with what the simulation adds, never 'Thanks, that helps'", () => {
    const reply = lastReply([
      "We want a new ERP for our 300-person manufacturing group.",
      "We did a requirements workshop with a partner already.",
    ]);
    expect(reply).toMatch(/discovery|requirements/i);
    expect(reply).toMatch(/prototype/);
    expect(reply).not.toMatch(/Thanks, that helps|useful context|Good to know/);
  });

  it("answers a verdict-against doubt asked as a question, never 'not on our pages'", () => {
    const reply = lastReply([
      "We're weighing a move from Sage to NetSuite, about 180 people.",
      "Suppose the conclusion is that we shouldn't do it at all — then what?",
    ]);
    expect(reply).toMatch(/No-Go/);
    expect(reply).not.toMatch(/rather not guess|don't cover/);
  });
});

/**
 * The timeline is said with what its date is the date of: a decision date is never shown to the
 * prospect as a go-live target, in the reply or in the readiness snapshot.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

describe("the timeline's kind, said", () => {
  it("a decision date is noted as one, not as a go-live target", () => {
    const reply = lastReply([
      "We're a 320-person manufacturer looking at SAP or Dynamics, budget around €400k, decision by end of Q1.",
    ]);
    expect(reply).toMatch(/Decision date noted: \*\*Q1\*\*/);
    expect(reply).not.toMatch(/Go-live target/);
  });

  it("a go-live date is still a go-live target", () => {
    const reply = lastReply([
      "We're a 200-person distributor moving to NetSuite, live by June 2027.",
    ]);
    expect(reply).toMatch(/Go-live target: \*\*June 2027\*\*/);
  });
});

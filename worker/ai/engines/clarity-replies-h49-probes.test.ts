/**
 * Round h49's second probes (probes-7 of the answers eval), written after the round's fixes and
 * played once before any further one (first time: 9/10 answered from a right passage and 2/2
 * honest by the eval's score; read, 4 of the 12 replies were wrong or part-wrong). Those four are
 * here, each fixed by its class: a request for a plain answer read as a question ("Explain it
 * like I'm five" answered with "Five deliverables"); whether the fee covers a deliverable; a
 * report to hand the board (a deliverable's use, not "the pages don't say"); notice for
 * cancelling read as notice for a start.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";

const OPENER = "Hi! I have a couple of questions.";
const asked = (say: string) => lastReply([OPENER, say]);

describe("round h49's second probes", () => {
  it("'Explain it like I'm five.' is how to answer, not a question about 'five'", () => {
    const reply = asked("Quick one - what exactly is the simulation? Explain it like I'm five.");
    expect(reply).toMatch(/interview your stakeholders/);
    // First play: "… **Five deliverables:** Delivered project and software …".
    expect(reply).not.toMatch(/Five deliverables/);
  });

  it("whether the price covers the prototype: what the fee buys", () => {
    const reply = asked(
      "What's the damage, cost-wise? And does that price cover the prototype build?",
    );
    // First play: the price alone, the second question unanswered.
    expect(reply).toMatch(
      /buys the simulation itself: the delivered project and software \(prototype\)/,
    );
  });

  it("a written report to hand the board is the deliverables, not 'the pages don't say'", () => {
    const reply = asked(
      "Is the final output something I can hand to our board, like an actual written report?",
    );
    // First play: "Our pages don't say either way. …".
    expect(reply).toMatch(/readiness and gap report with a clear recommendation/);
    expect(reply).not.toMatch(/don't say/);
  });

  it("notice for cancelling is the terms of stopping, not the notice a start needs", () => {
    const reply = asked("What's your notice period for cancelling once the contract is signed?");
    // First play: "Our pages don't say how much notice a start needs. …".
    expect(reply).toMatch(/how cancelling works/);
    expect(reply).not.toMatch(/notice a start needs/);
  });
});

/**
 * The situation rules on a message of several questions after a statement, and the senses they
 * rest on: goods sent back are no return on the money, investors saying no are no No-Go result,
 * a statement ended with a full stop is no item of a list asked about.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { questionsIn } from "./clarity-questions";

const call = /book a free 30-minute call/;

describe("several questions after a statement, each answered its own way", () => {
  const reply = lastReply([
    "we're a 320-person distributor, maybe 1.5m budget. quick ones: would the vendor's solution architect be expected at the workshops? does the simulation handle our returns process? and what if the investors say no to the plan",
  ]);

  it("the vendor's person: our own core team", () => {
    expect(reply).toMatch(/run by your own people/);
    expect(reply).not.toMatch(/we help with vendor selection/i);
  });

  it("a process the pages don't name: said plainly, with the scenarios they do name", () => {
    expect(reply).toMatch(/don't name returns among the processes/);
    expect(reply).toMatch(/month-end close, a rush order, a discount approval/);
    expect(reply).not.toMatch(/ROI/);
  });

  it("investors saying no: the decision stays theirs, not the No-Go doubt", () => {
    expect(reply).toMatch(/decision stays with you and your investors/);
    expect(reply).not.toMatch(/Then the simulation has done its job/);
  });
});

describe("other wordings", () => {
  const ERP = "We're a 200-person wholesaler replacing Sage with NetSuite.";

  it("someone's team alone, without another part of the company", () => {
    expect(
      lastReply([
        ERP,
        "ok and could our controller's team do it alone without the warehouse people",
      ]),
    ).toMatch(/lives in one department/);
  });

  it.each([
    ["have you done this for an insurer before?", /don't cover insurer/],
    ["worked with dental labs before?", /don't cover dental labs/],
  ])("%s → the sectors the pages do name", (q, said) => {
    const reply = lastReply([ERP, q]);
    expect(reply).toMatch(said);
    expect(reply).toMatch(/manufacturing, distribution, healthcare and professional services/);
  });

  it("a sector a page names is answered by that page", () => {
    expect(lastReply([ERP, "any experience with wholesale distributors?"])).not.toMatch(
      /don't cover/,
    );
  });

  it("a third party's team is no part of their company", () => {
    expect(
      lastReply([
        ERP,
        "Couldn't we just let the vendor's team figure all this out during implementation?",
      ]),
    ).not.toMatch(/one department/);
  });

  it("a subject raised to discuss that a topic answers gets the topic's answer", () => {
    expect(lastReply([ERP, "can we discuss the timeline"])).toMatch(/4–8 weeks/);
  });

  it("signed, the partner not started: not yet building", () => {
    const reply = lastReply([
      "Hello! Before anything: we signed the Odoo contract two weeks ago but the partner hasn't started. Is a simulation still useful or is that ship sailed?",
    ]);
    expect(reply).toMatch(/Signed but not yet building/);
    expect(reply).toMatch(call);
    expect(reply).not.toMatch(/It takes \*\*4–8 weeks\*\*/);
  });

  it("a statement ended with a full stop before a question is not asked", () => {
    const asked = questionsIn(
      "We signed the Odoo contract two weeks ago but the partner hasn't started. Is it still useful?",
    );
    expect(asked.map((q) => q.text)).toEqual(["Is it still useful?"]);
  });
});

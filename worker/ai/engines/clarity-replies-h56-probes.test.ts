/**
 * Round h56's second probes, written after its fixes and played once: statements that ask
 * nothing (a first message that scopes the project, a remark about a boss or the budget), and
 * questions about the site in other words — what a simulation tests, when to start for a date,
 * whether a product the pages don't name is supported, how the return is worked out.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const PRICE = /\$25K|\$25,000|costs? \*?\*?\$/i;
const SILENT = /pages? (?:don't|doesn't) (?:cover|say)|rather not guess/i;

describe("h56 second probes", () => {
  it("a furniture maker's ERP: what it tests, when to start, a remark about the MD", () => {
    const { replies } = played([
      "Hi, ops director at a 140-person furniture maker. We're thinking about a new ERP, our current one is Sage 50 and the warehouse runs on paper.",
      "what kind of things would the simulation test for us?",
      "we'd like to be live before next April, when should we kick things off?",
      "our MD thinks consultants are a waste of money",
    ]);
    expect(replies[0]).not.toMatch(PRICE);
    expect(replies[0]).not.toMatch(SILENT);
    expect(replies[1]).toMatch(/month-end close|ERP implementation/i);
    expect(replies[2]).toMatch(/4–8 weeks/);
    expect(replies[2]).not.toMatch(SILENT);
    expect(replies[3]).not.toMatch(SILENT);
  });

  it("a conveyor maker's CPQ: a scoping first message, a product the pages don't name, the return", () => {
    const { replies } = played([
      "quick question before we go further - we sell configurable conveyors and need CPQ, quoting takes 2 weeks right now.",
      "do you integrate with epicor?",
      "how is the 900-1900% worked out",
    ]);
    expect(replies[0]).not.toMatch(PRICE);
    expect(replies[1]).toMatch(/vendor-neutral/);
    expect(replies[1]).not.toMatch(SILENT);
    expect(replies[2]).toMatch(/900%–1,900%/);
  });

  it("a system they run, then whether it is supported, then a budget remark", () => {
    const { replies } = played([
      "we have IFS at the moment and the finance team are used to it",
      "r u able to work with IFS cloud or only the big names like SAP",
      "the budget is tight this year, probably 150k max",
    ]);
    expect(replies[0]).not.toMatch(SILENT);
    expect(replies[1]).toMatch(/vendor-neutral|SAP/);
    expect(replies[1]).not.toMatch(SILENT);
    expect(replies[2]).not.toMatch(SILENT);
  });
});

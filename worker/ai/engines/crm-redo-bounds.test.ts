import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { replyTo, withWon } from "./crm-chat.test-kit";

/**
 * Classes the CRM engine misread until the seventh round (docs/decisions/033): a correction of
 * the last change naming no deal, how an activity went told as its subject, the person said
 * first with their company, a name split in two, a spoken figure cutting a name, a month said
 * relative to today, the pipeline's floor and ceiling, and tools it lacks.
 */
const marcus = "Marcus Webb - Meridian Health Partners";
const priya = "Priya Natarajan - Atlas Manufacturing";
const update = (company: string, updates: Record<string, unknown>) => ({ company, updates });

describe("a correction of the last change, naming no deal", () => {
  it.each([
    [["set atlas to 40%", "no, make it 45"], update("Atlas Manufacturing", { probability: 45 })],
    [
      ["bump northwind to 130k", "sorry make that 135"],
      update("Northwind Logistics", { amount: 135_000 }),
    ],
    [
      ["push meridian to jan 10", "actually jan 12"],
      update("Meridian Health Partners", { closeDate: "2027-01-12" }),
    ],
    [
      ["move northwind to discovery", "oops, proposal"],
      update("Northwind Logistics", { stage: "Proposal" }),
    ],
  ])("%j", (messages, expected) => {
    expect(replyTo(messages)).toEqual(expected);
  });

  it("reads a day alone as that day of the month just set", () => {
    expect(replyTo(["atlas close date march 3", "no, make that the 9th"])).toEqual(
      update("Atlas Manufacturing", { closeDate: "2027-03-09" }),
    );
  });

  it("leaves a message naming another deal to the change made again", () => {
    expect(replyTo(["set northwind to 90%", "sorry, I meant Atlas"])).toEqual(
      update("Atlas Manufacturing", { probability: 90 }),
    );
  });
});

describe("an activity told by how it went", () => {
  it("keeps the verdict in the notes and names the subject by what was done", () => {
    expect(replyTo(["caught up with priya, super productive"])).toEqual({
      type: "meeting",
      contact: priya,
      subject: "Catch-up",
      notes: "Super productive.",
    });
  });

  it("keeps a last clause judging how it went out of the subject", () => {
    expect(replyTo(["rang marcus about the invoice, he's pretty happy"])).toEqual({
      type: "call",
      contact: marcus,
      subject: "Invoice",
      notes: "He's pretty happy.",
    });
  });

  it("logs a chance meeting", () => {
    expect(replyTo(["bumped into priya at the expo about phase two"])).toMatchObject({
      type: "meeting",
      contact: priya,
    });
  });

  it("reads the person said first with their company", () => {
    expect(replyTo(["Marcus from Meridian emailed about the invoice"])).toEqual({
      type: "email",
      contact: marcus,
      subject: "Invoice",
    });
  });
});

describe("deals and figures said the way a rep dictates", () => {
  it("reads a name split in two", () => {
    expect(replyTo(["meri dian is at 95% now"])).toEqual(
      update("Meridian Health Partners", { probability: 95 }),
    );
  });

  it("ends a new deal's name where a spoken figure starts", () => {
    expect(replyTo(["add kelpie farms two point five mil"])).toMatchObject({
      company: "Kelpie Farms",
      amount: 2_500_000,
    });
  });
});

describe("months relative to today, floor and ceiling", () => {
  it("compares this month with next month", () => {
    const text = String(replyTo(["this month versus next month"]));
    expect(text).toMatch(/November 2026: \*\*\$0\*\*.*December 2026: \*\*\$210,000\*\*/);
  });

  it("gives what is won as the floor, every open deal as the ceiling", () => {
    const floor = String(replyTo(["what's our downside"], withWon));
    expect(floor).toContain("**$50,000** (**Vandelay Industries**)");
    expect(floor).toContain("**$460,000**");
    expect(String(replyTo(["what's already in the bag"], withWon))).toContain("**$50,000**");
    const ceiling = String(replyTo(["best case next quarter"], seedContext));
    expect(ceiling).toMatch(/most you could bring in in Q1 2027 is \*\*\$200,000\*\*/);
  });
});

describe("what no tool does", () => {
  it.each(["upload the contract to atlas", "duplicate the northwind deal"])("%s", (say) => {
    expect(String(replyTo([say]))).toMatch(/^I can't do that here/);
  });

  it("says deals keep no currency of their own", () => {
    expect(String(replyTo(["switch the meridian currency to pounds"]))).toMatch(/^I can't set/);
  });
});

import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { replyTo, withWon } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";

/**
 * More classes the eighth round found in its own probes (docs/decisions/033): a change of amount
 * said with its unit or a direction, a company whose name starts like a month, deals asked about
 * together, a stage left out with "but", a hedge between a figure and its unit, one activity with
 * two people, and a request lacking a detail before one that is complete.
 */
const update = (company: string, updates: Record<string, unknown>) => ({ company, updates });
const reply = (message: string) =>
  crmRespond([{ role: "user", content: message }], { context: seedContext, today: "2026-11-23" });

describe("a change of amount by a figure", () => {
  it.each([
    ["knock ten grand off meridian", update("Meridian Health Partners", { amount: 75_000 })],
    ["add 15k to northwind", update("Northwind Logistics", { amount: 140_000 })],
    ["drop atlas by twenty five k", update("Atlas Manufacturing", { amount: 175_000 })],
    ["atlas down 20k", update("Atlas Manufacturing", { amount: 180_000 })],
  ])("%s", (say, expected) => {
    expect(replyTo([say])).toEqual(expected);
  });
  it("still deletes nothing and says so for 'drop the atlas deal'", () => {
    expect(String(replyTo(["drop the atlas deal"]))).toMatch(/^I can't delete deals/);
  });
});

describe("a new deal whose company starts like a month", () => {
  it("adds Marrow Tech closing in March, not a question about March", () => {
    expect(replyTo(["Marrow Tech at 30k closing march"])).toEqual(
      expect.objectContaining({ company: "Marrow Tech", amount: 30_000, closeDate: "2027-03-31" }),
    );
  });
  it("adds with a hedge between the figure and its unit", () => {
    expect(replyTo(["add Fallow Labs maybe 40 or so thousand"])).toEqual(
      expect.objectContaining({ company: "Fallow Labs", amount: 40_000 }),
    );
  });
});

describe("deals asked about together", () => {
  it.each(["northwind plus meridian", "what would we have if northwind and meridian both close"])(
    "%s: their sum",
    (say) => {
      expect(String(replyTo([say]))).toContain("Together they come to **$210,000**");
    },
  );
  it("describes two deals without a sum when no sum is asked", () => {
    expect(String(replyTo(["what did priya and marcus say"]))).not.toContain("Together");
  });
  it("leaves a stage out with 'everything but'", () => {
    const text = String(replyTo(["how much is in everything but discovery"]));
    expect(text).toContain("$210,000");
    expect(text).not.toContain("Atlas");
  });
});

describe("activities and requests told together", () => {
  it("logs one activity with two people once for each", () => {
    expect(reply("emailed priya and marcus the deck").toolCalls?.map((c) => c.input)).toEqual([
      { type: "email", contact: "Priya Natarajan - Atlas Manufacturing", subject: "Deck" },
      { type: "email", contact: "Marcus Webb - Meridian Health Partners", subject: "Deck" },
    ]);
  });
  it("keeps a remark said after the subject for the notes", () => {
    expect(replyTo(["spoke with marcus re contract redlines, he'll sign next week"])).toEqual({
      type: "call",
      contact: "Marcus Webb - Meridian Health Partners",
      subject: "Contract redlines",
      notes: "He'll sign next week.",
    });
  });
  it("makes the complete request and asks what the other lacks", () => {
    const r = reply("called sarah and moved northwind to negotiation");
    expect(r.toolCalls?.map((c) => c.input)).toEqual([
      update("Northwind Logistics", { stage: "Negotiation" }),
    ]);
    expect(r.text).toMatch(/Negotiation\..*\?$/);
    expect(replyTo(["called sarah and moved northwind to negotiation", "the renewal"])).toEqual({
      type: "call",
      contact: "Sarah Chen - Northwind Logistics",
      subject: "Renewal",
    });
  });
});

describe("a slice of the pipeline", () => {
  it("lists the first few by size", () => {
    const text = String(replyTo(["top 2 deals"]));
    expect(text).toMatch(/^The 2 biggest deals:/);
    expect(text).not.toContain("Meridian");
    expect(String(replyTo(["our two smallest deals"]))).not.toContain("Atlas");
  });
  it("counts this month's wins, which the open deals' month leaves out", () => {
    expect(String(replyTo(["how much did we win this month"], withWon))).toContain("$50,000");
    expect(String(replyTo(["how much did we win this month"]))).toMatch(/^No deals in Closed Won/);
  });
  it("says a span of months as a span", () => {
    expect(String(replyTo(["what's in the pipe for january through march"]))).toContain(
      "January 2027 to March 2027",
    );
  });
  it("reads a contact's plate as their deal, not an owner", () => {
    expect(String(replyTo(["what's on Priya's plate"]))).toMatch(/^\*\*Atlas Manufacturing\*\*/);
  });
});

describe("a close date brought in, odds set on a deal gone cold", () => {
  it.each([
    [
      "northwind's close moved up a week",
      update("Northwind Logistics", { closeDate: "2026-12-08" }),
    ],
    ["atlas closes two weeks earlier", update("Atlas Manufacturing", { closeDate: "2027-02-12" })],
  ])("%s", (say, expected) => {
    expect(replyTo([say])).toEqual(expected);
  });
  it("sets the odds said rather than asking about a lost stage", () => {
    expect(replyTo(["atlas went cold, drop the odds to 10"])).toEqual(
      update("Atlas Manufacturing", { probability: 10 }),
    );
  });
});

describe("new deals and questions in a rep's own words", () => {
  it("adds a company that 'wants to buy' with a figure of its own", () => {
    expect(replyTo(["Tallis Robotics wants to buy, 220 grand, closing in 6 weeks"])).toEqual(
      expect.objectContaining({ company: "Tallis Robotics", amount: 220_000 }),
    );
  });
  it("reads 'signed up a new prospect' as a new deal, not a win", () => {
    expect(replyTo(["signed up a new prospect, Ashgrove Clinic, worth 17k"])).toEqual(
      expect.objectContaining({ company: "Ashgrove Clinic", stage: "Discovery" }),
    );
  });
  it("reads closed deals as the won ones", () => {
    expect(String(replyTo(["show closed deals"], withWon))).toContain("Vandelay Industries");
  });
  it("leaves out a deal 'if we lose' it", () => {
    expect(String(replyTo(["what's the total if we lose atlas"]))).toContain("$210,000");
  });
  it("gives one deal's weighted value", () => {
    expect(String(replyTo(["what's northwind's weighted value"]))).toContain("$93,750");
  });
});

describe("a correction of a deal just added, and of a deal named", () => {
  // The dashboard sends the pipeline with the new deal in it, as it does after every change.
  const orbit = { id: "opp-9", company: "Orbit Labs", amount: 60_000, stage: "Discovery" as const };
  const withOrbit = {
    ...seedContext,
    opportunities: [
      ...seedContext.opportunities,
      { ...orbit, probability: 20, closeDate: "2027-02-21" },
    ],
  };
  const afterAdd = (fix: string) => {
    const first = reply("add Orbit Labs 60k");
    return crmRespond(
      [
        { role: "user", content: "add Orbit Labs 60k" },
        { role: "assistant", content: first.text },
        { role: "user", content: fix },
      ],
      { context: withOrbit, today: "2026-11-23" },
    ).toolCalls?.map((c) => c.input);
  };
  it.each([
    ["oops, 65k", { amount: 65_000 }],
    ["that should've been proposal", { stage: "Proposal" }],
  ])("%s", (fix, updates) => {
    expect(afterAdd(fix)).toEqual([update("Orbit Labs", updates)]);
  });
  it("never copies a new deal's fields to another deal", () => {
    expect(afterAdd("sorry, I meant Meridian")).toBeUndefined();
  });
  it("moves a change to the deal said after 'not'", () => {
    expect(replyTo(["set atlas to 40%", "not atlas, northwind"])).toEqual(
      update("Northwind Logistics", { probability: 40 }),
    );
  });
  it("points 'can you put it back' to the Undo button", () => {
    expect(String(replyTo(["northwind to negotiation", "can you put it back"]))).toMatch(/Undo/);
  });
  it("shifts a deal named between the verb and the span", () => {
    expect(replyTo(["push northwind a week"])).toEqual(
      update("Northwind Logistics", { closeDate: "2026-12-22" }),
    );
  });
});

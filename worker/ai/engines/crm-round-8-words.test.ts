import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { replyTo } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";

/**
 * A deal's stage and odds in a rep's words, and close dates said as part of a span (eighth
 * round, docs/decisions/033).
 */
const update = (company: string, updates: Record<string, unknown>) => ({ company, updates });

describe("stages and odds in other words", () => {
  it.each([
    ["move northwind one stage forward", update("Northwind Logistics", { stage: "Negotiation" })],
    ["atlas is at contract stage", update("Atlas Manufacturing", { stage: "Negotiation" })],
    ["northwind odds are fifty fifty", update("Northwind Logistics", { probability: 50 })],
  ])("%s", (say, expected) => {
    expect(replyTo([say])).toEqual(expected);
  });
});

describe("close dates said as a part of a span", () => {
  it.each([
    ["add Tiller Co 40k closing mid next month", "2026-12-15"],
    ["add Tiller Co 40k closing by the end of the week", "2026-11-27"],
    ["add Tiller Co 40k closing h1", "2027-06-30"],
  ])("%s", (say, closeDate) => {
    expect(replyTo([say])).toEqual(expect.objectContaining({ closeDate }));
  });
});

describe("a change and a question in one message", () => {
  const reply = (say: string) =>
    crmRespond([{ role: "user", content: say }], { context: seedContext, today: "2026-11-23" });
  it("makes the change, then answers over the pipeline it leaves", () => {
    const added = reply("add Yarrow Inc 30k and what's the total now?");
    expect(added.toolCalls).toHaveLength(1);
    expect(added.text).toContain("Your pipeline totals **$440,000** across **4 deals**");
    expect(reply("bump atlas to 300k and how much is the pipeline now?").text).toContain(
      "**$510,000**",
    );
  });
  it("ends a new deal's name at a slash between details", () => {
    expect(replyTo(["pls add deal: Cobalt Freight / 72k / proposal / jan 30"])).toEqual(
      expect.objectContaining({ company: "Cobalt Freight", amount: 72_000, stage: "Proposal" }),
    );
  });
});

describe("a bound said after its figure, a month not reached", () => {
  it("keeps the figure itself in '90 percent or more' and '85k and under'", () => {
    const likely = String(replyTo(["anything at 90 percent or more"]));
    expect(likely).toContain("of at least 90%");
    expect(likely).toContain("Meridian Health Partners");
    const small = String(replyTo(["deals 85k and under"]));
    expect(small).toContain("Meridian Health Partners");
    expect(small).not.toContain("Northwind");
  });
  it("ends 'before february' with January", () => {
    const text = String(replyTo(["how much is closing before february"]));
    expect(text).toContain("$210,000");
    expect(text).not.toContain("Atlas");
  });
});

describe("what an activity was about, after 'on'", () => {
  it("reads 'on renewal terms' as the subject", () => {
    expect(replyTo(["just had a teams call w/ sarah chen on renewal terms"])).toEqual(
      expect.objectContaining({ subject: "Renewal terms" }),
    );
  });
});

describe("what no tool does, in other words", () => {
  it.each([
    ["archive the atlas deal", /^I can't delete deals/],
    ["change atlas's name to Atlas Group", /^I can't do that here/],
    ["what's priya's email", /^I can't set or show/],
  ])("%s", (say, refusal) => {
    expect(String(replyTo([say]))).toMatch(refusal);
  });
});

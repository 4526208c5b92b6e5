import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import type { AssistantContext } from "../../contracts/crm";
import { expectLogged, replyTo, withWon } from "./crm-chat.test-kit";

/**
 * The CRM engine read by slots and classes (docs/decisions/033): a new deal's fields in any
 * order, an activity by its verb, channel and who (a role, a group, a company), a question by its
 * aggregate and its filters (a period, an amount or probability bound, open deals, a stage left
 * out), and the answers to its own questions. Seed pipeline: Northwind Logistics $125,000
 * Proposal 75 % closing Dec 15; Meridian Health Partners $85,000 Negotiation 90 % closing Dec 5;
 * Atlas Manufacturing $200,000 Discovery 30 % closing Feb 26, 2027. Today: Mon Nov 23, 2026.
 */
/** The reply to a conversation: its one tool call's input, else its text. */
const say = replyTo;

describe("a new deal's fields in any order", () => {
  it.each([
    ["new opp: 85k, Lumen Dental, qualification", "Lumen Dental", 85_000],
    ["proposal stage, 55k, Vertex Labs Inc.", "Vertex Labs Inc", 55_000],
    ["Redwood Analytics - 120k - proposal", "Redwood Analytics", 120_000],
    ["Johnson & Johnson is a new deal worth 2 million", "Johnson & Johnson", 2_000_000],
    ["closing 15 feb, 25k, add greenleaf co-op", "Greenleaf Co-op", 25_000],
    ["Acme wants a quote ~ 60 grand, add it", "Acme", 60_000],
    ["put Harbor Freight in at negotiation for about 1.4m", "Harbor Freight", 1_400_000],
    ["we've got a 40k opportunity with Pinecrest Capital", "Pinecrest Capital", 40_000],
    ["opened a deal w/ Falcon Aero for 300 grand", "Falcon Aero", 300_000],
    ["add deal 40k for globex in proposal", "Globex", 40_000],
    ["Could you set up a new deal for Redwood? They're at roughly 120k", "Redwood", 120_000],
    ["add Falcon Aero as a prospect, budget around 75k", "Falcon Aero", 75_000],
    ["add Acme USD 85,000", "Acme", 85_000],
    ['Add "Acme Corp" 40k', "Acme Corp", 40_000],
    ["add Acme one point two million", "Acme", 1_200_000],
  ])("%s", (message, company, amount) => {
    expect(say([message])).toMatchObject({ company, amount });
  });
});

describe("an activity by its verb, its channel and who it was with", () => {
  it.each([
    ["Zoom with Pinecrest's CFO about the budget", "meeting", "CFO - Pinecrest", "Budget"],
    ["emailed the SOW to Mistral Foods", "email", "Team - Mistral Foods", "SOW"],
    [
      "walked Priya through the ERP integration on Teams",
      "meeting",
      "Priya Natarajan - Atlas Manufacturing",
      "ERP integration",
    ],
    [
      "had a call with the folks at Meridian about the renewal",
      "call",
      "Team - Meridian Health Partners",
      "Renewal",
    ],
    [
      "called someone at Northwind about the invoice",
      "call",
      "Team - Northwind Logistics",
      "Invoice",
    ],
    ["Log: call, Priya, pricing", "call", "Priya Natarajan - Atlas Manufacturing", "Pricing"],
    [
      "Heard back from Marcus about the PO",
      "email",
      "Marcus Webb - Meridian Health Partners",
      "PO",
    ],
  ])("%s", expectLogged);

  it("reads the reply to its own question as what was asked: the subject, or the company", () => {
    expect(say(["I called Sarah", "the rollout plan"])).toMatchObject({
      contact: "Sarah Chen - Northwind Logistics",
      subject: "Rollout plan",
    });
    expect(say(["log a call with Tom about pricing", "he works at Globex"])).toMatchObject({
      contact: "Tom - Globex",
    });
  });
});

describe("updates", () => {
  it("asks which deals when a change is for every deal, and makes it for every deal of a stage", () => {
    expect(say(["push everything back a week"])).toMatch(
      /one deal at a time, or every deal of one stage/,
    );
    expect(say(["push everything in negotiation back a week"])).toEqual({
      company: "Meridian Health Partners",
      updates: { closeDate: "2026-12-12" },
    });
  });

  it("applies details alone to the deal the conversation is on", () => {
    expect(say(["Add Acme, 40k", "60%"])).toEqual({
      company: "Acme",
      updates: { probability: 60 },
    });
  });

  it("nudges a probability by points, and reads 'done deal' as won", () => {
    expect(say(["bump Atlas probability up 10 points"])).toMatchObject({
      updates: { probability: 40 },
    });
    expect(say(["Meridian done deal!"])).toMatchObject({ updates: { stage: "Closed Won" } });
  });

  it("picks one of two deals by the word only it has", () => {
    const twoNorthwind: AssistantContext = {
      ...seedContext,
      opportunities: [
        ...seedContext.opportunities,
        { ...seedContext.opportunities[0]!, id: "opp-4", company: "Northwind Traders" },
      ],
    };
    expect(say(["Northwind is now at 80%", "the logistics one"], twoNorthwind)).toEqual({
      company: "Northwind Logistics",
      updates: { probability: 80 },
    });
  });
});

describe("questions by their aggregate and filters", () => {
  it.each([
    ["biggest deal closing this quarter", /Northwind Logistics/, /Atlas/],
    ["total value of deals closing before christmas", /\$210,000/, /Atlas/],
    ["how much is closing in Q1", /Atlas Manufacturing[\s\S]*\$200,000/, /Meridian/],
    ["any deals closing next week?", /Meridian Health Partners/, /Northwind/],
    ["which deals are over 100k", /Deals over \$100,000: \*\*2\*\*/, /Meridian/],
    ["how many deals are above 50%?", /probability over 50%: \*\*2\*\*/, /Atlas/],
    ["What's the total pipeline value excluding closed won?", /\$410,000/, /Closed Won/],
    ["what's the median deal size", /median deal is \*\*\$125,000/, /Meridian/],
    ["What's the average probability?", /\*\*65%\*\*/, /\$136,667/],
    ["Which deal is worth the most?", /biggest deal is \*\*Atlas/, /totals/],
    ["show me all deals", /Deals in the pipeline: \*\*3\*\*/, /only help/],
  ])("%s", (message, shown, left) => {
    const text = String(say([message]));
    expect(text).toMatch(shown);
    expect(text).not.toMatch(left);
  });

  it("leaves won deals out of what is open and counts them apart", () => {
    expect(say(["what's still open"], withWon)).not.toMatch(/Vandelay/);
    expect(say(["how many deals do we have"], withWon)).toMatch(
      /\*\*3 active deals\*\*.*1 Closed Won deal/,
    );
  });

  it("gives a win rate from what has closed, or says none has", () => {
    expect(say(["what's our win rate"])).toMatch(/no deal has closed/);
    expect(say(["what's our win rate"], withWon)).toMatch(/\*\*100%\*\*: 1 won of 1 closed deal/);
  });

  it("says plainly what the dashboard doesn't hold, and what is outside the CRM", () => {
    expect(say(["who haven't we talked to in two weeks"])).toMatch(/can't see when/);
    expect(say(["what's the weather in Chicago"])).toMatch(/only help with this pipeline/);
  });
});

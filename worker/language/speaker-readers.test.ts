/**
 * The readers of who is speaking (round h48): an outsider by what they say they are or want, an
 * errand for someone else, the chat handed over, people wanted in on it, a demo asked of us — and
 * the buyers' sentences that only look like them.
 */
import { describe, expect, it } from "vitest";
import { demoAsked } from "./demo-asked";
import { askedToFindOut, sentOnErrand } from "./errand";
import { handsOver, withoutHandover } from "./handover";
import { outsiderIn, quoteIsWords } from "./outsider";
import { peopleWantedIn } from "./wanted-in";

describe("outsiders", () => {
  it("reads what the speaker says they are or want", () => {
    expect(outsiderIn("I'm a masters student writing my thesis on ERP failures")).toBe("student");
    expect(outsiderIn("this is for my dissertation on AI adoption")).toBe("student");
    expect(outsiderIn("doing a research project for my MBA on AI adoption")).toBe("student");
    expect(outsiderIn("I'm a reporter at Supply Chain Weekly")).toBe("press");
    expect(
      outsiderIn("working on a piece about AI readiness, who can I speak to for a quote"),
    ).toBe("press");
    expect(outsiderIn("are you hiring?")).toBe("applicant");
    expect(outsiderIn("where can I send my CV")).toBe("applicant");
    expect(outsiderIn("can I submit my cv somewhere")).toBe("applicant");
    expect(outsiderIn("we run a similar consultancy ourselves")).toBe("rival");
    expect(outsiderIn("who do I talk to about a referral agreement?")).toBe("vendor");
    expect(outsiderIn("I'm a partner manager at a NetSuite reseller")).toBe("vendor");
    expect(outsiderIn("who do I talk to about a referral agreement?", true)).toBe(undefined);
  });

  it("leaves a buyer's words about others alone", () => {
    for (const said of [
      "we're hiring fast and the spreadsheets can't keep up",
      "our reporting team spends days on month end",
      "we need a quote for the simulation",
      "the student records system is 15 years old",
      "we have a similar problem with our CRM",
      "our implementation partner is a NetSuite reseller",
      "the press shop runs on an old MRP",
      "we're doing a research project on AI tools for the sales team",
      "the masters data is a mess",
      "does Tuesday work for you?",
      "who can I talk to for a quote?",
      "I'm the student records manager at a college",
      "is there a charge for the feature?",
      "we pay a lot for a piece of software nobody uses",
      "we're working on a new feature on our website",
      "we'd love to partner with you on the ERP",
    ])
      expect(outsiderIn(said), said).toBe(undefined);
  });

  it("a quote is words only to the press, and only without a word for money", () => {
    expect(quoteIsWords("press", "who could I speak to for a quote?")).toBe(true);
    expect(quoteIsWords("press", "what would a quote for the simulation cost?")).toBe(false);
    expect(quoteIsWords(undefined, "can I get a quote?")).toBe(false);
  });
});

describe("errands, handovers and people wanted in", () => {
  it("reads the speaker sent by someone", () => {
    expect(sentOnErrand("she asked me to find out what this costs")).toBe(true);
    expect(sentOnErrand("our MD has asked me to look into this")).toBe(true);
    expect(sentOnErrand("the CFO and me would lead it")).toBe(false);
    expect(askedToFindOut("they've asked me whether this is worth doing")).toBe(true);
    expect(askedToFindOut("the board asked us to cut costs by 20%")).toBe(false);
  });

  it("reads the chat handed over, and takes that sentence out", () => {
    expect(handsOver("I'll hand this over to my colleague Dana")).toBe(true);
    expect(handsOver("Sam will take it from here")).toBe(true);
    expect(handsOver("we hand over orders to the warehouse by noon")).toBe(false);
    expect(withoutHandover("We're 140 people. Dana will take it from here.")).not.toMatch(/Dana/);
  });

  it("reads people wanted in on it, not a wish for a system", () => {
    expect(peopleWantedIn("she'd probably want our FD and head of lettings in on it")).toBe(true);
    expect(peopleWantedIn("the MD wants the ops manager involved")).toBe(true);
    expect(peopleWantedIn("we want a CRM that sales will actually use")).toBe(false);
  });
});

describe("a demo asked of us", () => {
  it("is a demo of ours, not a vendor's", () => {
    expect(demoAsked("can you do a demo for her next week?")).toBe(true);
    expect(demoAsked("could we see a demo?")).toBe(true);
    expect(demoAsked("do you do demos?")).toBe(true);
    expect(demoAsked("the vendor demos all looked the same, which one?")).toBe(false);
    expect(demoAsked("we've had three demos already")).toBe(false);
  });
});

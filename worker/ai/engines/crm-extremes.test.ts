import { describe, expect, it } from "vitest";
import { replyTo } from "./crm-chat.test-kit";
import { parseProbability } from "./crm-words";

/**
 * Classes read by rule rather than phrase (docs/decisions/033): an extreme said by a word of the
 * top or bottom and what it measures, a risk of slipping, odds as a split or in points, an amount
 * halved or doubled or given as old → new, a new deal said as "we're adding" or "named",
 * questions opening with "deals", a ranking among the deals named, dates after a day, and a
 * contact standing for their deal in a question. Seed pipeline as in crm-views.test.ts.
 */
const say = (...messages: string[]) => replyTo(messages);

describe("extremes in any words", () => {
  it.each([
    ["the highest-value opp?", /biggest deal is \*\*Atlas/],
    ["minimum deal size", /smallest deal is \*\*Meridian/],
    ["which opp has the smallest chance", /\*\*Atlas Manufacturing\*\* is the least likely/],
    ["which deal could fall through", /\*\*Atlas Manufacturing\*\* is the least likely/],
    [
      "which is bigger, Meridian or Northwind?",
      /Northwind Logistics\*\* is bigger by \*\*\$40,000/,
    ],
  ])("%s", (message, shown) => {
    expect(say(message)).toMatch(shown);
  });

  it("ranks only the deals named", () => {
    expect(say("of Meridian and Atlas, which has the best odds?")).toMatch(
      /^\*\*Meridian Health Partners\*\* is the most likely/,
    );
  });

  it("lists the open deals by close date, and every deal's figures", () => {
    expect(say("sort by closing date")).toMatch(/1\. \*\*Meridian[\s\S]*3\. \*\*Atlas/);
    expect(say("what are the odds for each deal?")).toMatch(/75%[\s\S]*90%[\s\S]*30%/);
  });

  it("lists every deal biggest first", () => {
    expect(say("sort opportunities by amount")).toMatch(/1\. \*\*Atlas[\s\S]*3\. \*\*Meridian/);
  });
});

describe("figures read by rule", () => {
  it("reads odds as a split and in points", () => {
    expect(parseProbability("a 60/40 chance")).toEqual({ value: 60 });
    expect(parseProbability("add 5 pts")).toEqual({ delta: 5 });
    expect(parseProbability("odds -15")).toEqual({ delta: -15 });
  });

  it.each([
    ["Atlas value went from 200k to 240k", { amount: 240_000 }],
    ["cut the meridian deal in half", { amount: 42_500 }],
    ["northwind tripled", { amount: 375_000 }],
  ])("%s", (message, updates) => {
    expect(say(message)).toMatchObject({ updates });
  });
});

describe("follow-ups read against the last reply", () => {
  it.each([
    [
      ["how's Atlas doing", "move this to negotiation"],
      "Atlas Manufacturing",
      { stage: "Negotiation" },
    ],
    [["bump Meridian to 95%", "same for Northwind"], "Northwind Logistics", { probability: 95 }],
    [["set Atlas to 45%", "oops, I meant Northwind"], "Northwind Logistics", { probability: 45 }],
  ])("%s", (messages, company, updates) => {
    expect(replyTo(messages)).toEqual({ company, updates });
  });

  it("keeps the last question's filters for a question of a word or two", () => {
    expect(say("deals over 100k", "how many?")).toMatch(/^Deals over \$100,000: \*\*2\*\*/);
    expect(say("what's in discovery", "what about negotiation")).toMatch(
      /^\*\*Negotiation\*\* holds/,
    );
  });
});

describe("requests read by their shape", () => {
  it("adds a deal said as 'I'm adding … called …'", () => {
    expect(say("I'm adding a deal called Larkspur Tea, 18k")).toMatchObject({
      company: "Larkspur Tea",
      amount: 18_000,
    });
  });

  it("answers a filter that opens with 'deals'", () => {
    expect(say("opportunities over 90% probability")).toMatch(
      /^No deals with a probability over 90%/,
    );
  });

  it("lists deals closing after a day", () => {
    expect(say("deals closing after new year")).toMatch(/after Jan 1, 2027[\s\S]*Atlas/);
  });

  it("reads a contact's team as their company's, and a note that opens with its noun", () => {
    expect(say("lunch with Marcus's team about the renewal")).toMatchObject({
      contact: "Team - Meridian Health Partners",
    });
    expect(say("email sent to Priya")).toMatch(/^What was the email with \*\*Priya Natarajan/);
  });

  it("refuses to send or to set a follow-up instead of changing a deal", () => {
    expect(say("share the Northwind quote with Sarah")).toMatch(/can't send/);
    expect(say("create a check-in for Atlas next week")).toMatch(/can't do that/);
  });

  it("says which fields it can't show", () => {
    expect(say("what's Marcus's email address")).toMatch(/can't set or show/);
    expect(say("new business - Orla Foods, 12k")).toMatchObject({ company: "Orla Foods" });
  });

  it("reads a recent contact as their deal in a question", () => {
    expect(say("how is Sarah's account looking?")).toMatch(/^\*\*Northwind Logistics\*\*/);
    expect(say("what's up with priya")).toMatch(/^\*\*Atlas Manufacturing\*\*/);
  });
});

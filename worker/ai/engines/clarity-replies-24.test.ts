/**
 * The twenty-fourth round's classes, played through memory and engine (clarity-chat.test-kit.ts)
 * and read one by one: the team's time against a limit they state, our price in other words, a
 * correction of a count the roadmap doesn't track, a call refused with the way to write instead,
 * a day to have it by reckoned from today, a size doubt answered by the fit, a doubt in the opener
 * about needing the system, and whether the simulation looks at one thing (a yes of its own).
 */
import { describe, expect, it } from "vitest";
import { byTheDate } from "./clarity-by-date";
import { lastReply } from "./clarity-chat.test-kit";
import { asksOurCost } from "./clarity-our-cost";
import { doubtsNeed, untrackedCorrection } from "./clarity-said-back";
import { asksTeamTime, weeklyLimit } from "./clarity-team-time";

const opener =
  "We're a 3PL, 120 staff across 4 warehouses, replacing our WMS with Manhattan, budget around $600k.";

describe("the team's time, asked in their words", () => {
  it("reads the question and the limit", () => {
    expect(asksTeamTime("what does the simulation actually involve from my team's side?")).toBe(
      true,
    );
    expect(asksTeamTime("How much hours from them you need, and when?")).toBe(true);
    expect(asksTeamTime("how much does it cost?")).toBe(false);
    expect(weeklyLimit("no more than an hour or two a week")?.hours).toBe(2);
    expect(weeklyLimit("a spare half hour a week at most")?.hours).toBe(0.5);
  });
  it("answers from the pages and meets the limit", () => {
    const reply = lastReply([
      opener,
      "what does the simulation actually involve from my team's side? my warehouse leads can't be away from the floor for more than an hour or two a week",
    ]);
    expect(reply).toMatch(/2–5 people/);
    expect(reply).toMatch(/hour a week/);
    expect(reply).toMatch(/Against an hour or two a week/);
    expect(reply).not.toMatch(/pages don't cover that/);
  });
});

describe("our price in other words", () => {
  it("reads it, and not their budget or a wrong start", () => {
    expect(asksOurCost("if we did go ahead what would the whole thing cost us roughly")).toBe(true);
    expect(asksOurCost("what would a wrong start cost us?")).toBe(false);
    expect(asksOurCost("what would the software licences cost?")).toBe(false);
  });
  it("answers with the price and the investment page, no risk noted", () => {
    const reply = lastReply([
      opener,
      "if we did go ahead what would the whole thing cost us roughly",
    ]);
    expect(reply).toMatch(/\$25K–\$50K/);
    expect(reply).toMatch(/\(\/investment\)/);
    expect(reply).not.toMatch(/Noted as a risk/);
  });
});

describe("a correction the roadmap keeps no field for", () => {
  it("says the count back, with the place added", () => {
    expect(
      untrackedCorrection("sorry, correction - it's 5 warehouses, we opened Tamworth last month"),
    ).toBe("5 warehouses, Tamworth included — noted.");
    expect(untrackedCorrection("Oh sorry, I said 9 clinics, it's 10 actually")).toBe(
      "10 clinics — noted.",
    );
    expect(untrackedCorrection("sorry, I meant 200 people not 120")).toBeNull();
    expect(untrackedCorrection("we have 5 warehouses")).toBeNull();
  });
  it("replaces the bare thanks", () => {
    const reply = lastReply([
      opener,
      "sorry, correction - it's 5 warehouses, we opened Tamworth last month",
    ]);
    expect(reply).toMatch(/^5 warehouses, Tamworth included — noted\./);
  });
});

describe("a call refused", () => {
  it("keeps to email and asks for the address once, with no call offered", () => {
    const reply = lastReply([
      opener,
      "no call please, email only — partners prefer to read things",
    ]);
    expect(reply).toMatch(/No call, then — we'll keep to email\./);
    expect(reply).toMatch(/What's the best email/);
    expect(reply).not.toMatch(/book a free|cal\.com|Six moments/);
  });
});

describe("a day to have it by", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("is reckoned against 4–8 weeks from today", () => {
    expect(
      byTheDate(
        "could we have something by then?",
        "the partners meet on the 14th of January",
        now,
      ),
    ).toMatch(
      /^14 January is about 7 weeks away.*possible if it starts within days, tight otherwise/,
    );
    expect(byTheDate("findings in hand by December 18th?", "", now)).toMatch(
      /about 3 weeks away.*isn't realistic/,
    );
    expect(byTheDate("results by the end of March?", "", now)).toMatch(
      /there is room, if it starts by about/,
    );
    expect(byTheDate("could we have something by then?", "no day here", now)).toBeNull();
  });
  it("answers in the chat instead of 'the pages don't say'", () => {
    const reply = lastReply([
      opener,
      "the partners meet on the 14th of January to decide, could we have something by then?",
    ]);
    expect(reply).toMatch(/weeks away/);
    expect(reply).not.toMatch(/don't say either way/);
  });
});

describe("a doubt about size, a doubt in the opener", () => {
  it("answers the size doubt with the fit first, no objection paragraph", () => {
    const reply = lastReply([opener, "is this overkill for a firm our size?"]);
    expect(reply).toMatch(/^We fit companies of \*\*50–500 people\*\*/);
    expect(reply).not.toMatch(/Fair challenge|slide deck/);
  });
  it("meets a doubt about needing the system in one sentence", () => {
    expect(doubtsNeed("honestly not sure we need an 'ERP' at all")).toBe(true);
    expect(doubtsNeed("not sure we need a simulation")).toBe(false);
    expect(doubtsNeed("Not sure we need outside help at all tbh.")).toBe(false);
    const reply = lastReply([
      "Looking at Deltek or something similar but honestly not sure we need an 'ERP' at all",
    ]);
    expect(reply).toMatch(/Strategic No-Go/);
  });
});

describe("whether the simulation looks at one thing", () => {
  it("says yes in a sentence of its own, then the pages' words quoted, with the link", () => {
    const reply = lastReply([opener, "does the simulation look at data migration?"]);
    expect(reply).toMatch(
      /^Yes, it does\. The pages list data migration .*“[^”]+\.” More on \[[^\]]+\]\(\/[\w-]+/,
    );
  });
});

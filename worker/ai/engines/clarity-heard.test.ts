/**
 * A figure, a sum or a date given while asking is shown back; a yes/no question about it is
 * answered for it (a date: how long it takes; a sum: the price against it; a head count: the core
 * team); a second, different question answered by the same page gets that page's answer again in
 * other sentences, not "I've answered that above".
 */
import { describe, expect, it } from "vitest";
import { chat, lastReply } from "./clarity-chat.test-kit";
import { heardBack } from "./clarity-heard";
import { questionsIn } from "./clarity-questions";

describe("what the message gave is shown back", () => {
  it("a head count inside a question, in the prospect's words", () => {
    const reply = lastReply(["Would 12 warehouse people be too many for the core team?"]);
    expect(reply).toContain("12 warehouse people");
    expect(lastReply(["What would you need from our three finance people?"])).toMatch(
      /three finance people/i,
    );
  });

  it("only what the reply does not already show", () => {
    const eur = { min: 400_000, max: 400_000, currency: "EUR" } as const;
    expect(
      heardBack("We have €400k for it.", "A budget of **€400K** is fine.", { budget: eur }),
    ).toEqual([]);
    expect(heardBack("We have €400k for it.", "Thanks.", { budget: eur })).toEqual([
      "I've noted **€400K**.",
    ]);
    expect(
      heardBack("Could you be done before the board decides in February?", "Thanks.", {}),
    ).toEqual([expect.stringMatching(/February/)]);
  });
});

describe("a sum is said to be noted only when it is the budget", () => {
  it("a gap between two vendors' bids is no budget, and not 'noted'", () => {
    const reply = lastReply([
      "We're a 120-person distributor picking a new ERP. The two ERP bids are 300k apart and we can't tell why.",
    ]);
    expect(reply).not.toMatch(/noted \*\*\$300K/);
  });

  it("a budget given is noted, and a bare sum after pounds is in pounds", () => {
    expect(
      lastReply(["We need a new CRM for our 90-person agency; we've set aside €120k."]),
    ).toMatch(/€120K/);
    const [, second] = chat([
      "We're a 70-person UK wholesaler replacing Sage with an ERP, budget £150k.",
      "Actually make that about 200k, is that enough?",
    ]);
    expect(second).toMatch(/£200K/);
    expect(second).not.toMatch(/noted \*\*\$200K/);
  });
});

describe("a team's bare head count", () => {
  it("is said with its team", () => {
    const [, second] = chat([
      "Good day. I write from a logistic company in Rotterdam, we are 75 persons. We search a CRM for our sales people.",
      "Sales team is 8 persons and also the customer service of 4 persons use it.",
    ]);
    expect(second).toMatch(/4 people in customer service/);
    expect(second).not.toMatch(/\*\*4 persons\*\*/);
  });
});

describe("a yes/no question about a figure the message gave", () => {
  it.each([
    ["We need the ERP live by September 2027 — can your process fit that?", "duration"],
    ["Our board decides in February. Could the simulation be wrapped up before then?", "duration"],
    ["Our budget is about £350k, would that be enough?", "price"],
    ["Would 12 warehouse people be too many for the core team?", "needs"],
  ])("%s → %s", (text, topic) => {
    expect(questionsIn(text).flatMap((q) => q.topics)).toContain(topic);
  });

  it("is answered, not sent to a page that merely shares a word", () => {
    const reply = lastReply([
      "We have 85 staff and need the new ERP live by September 2027 — can your process fit that?",
    ]);
    expect(reply).toMatch(/4–8 weeks/);
    expect(reply).not.toMatch(/staff augmentation/);
  });

  it("a question with a subject of its own keeps it", () => {
    expect(questionsIn("We go live in May. Does the prototype stay ours?")[0]!.topics).toEqual([]);
  });
});

describe("two questions one page answers", () => {
  it("the second gets its own answer from the page, not 'answered that above'", () => {
    const [, second] = chat([
      "Could the consultancy that will implement it for us sit in on the sessions?",
      "Our systems integrator wants to be involved — is that something you allow?",
    ]);
    expect(second).toMatch(/implementation consultants/);
    expect(second).not.toMatch(/answered that above/);
  });

  it("an item's name decides which sentence answers ('Team Realignment')", () => {
    expect(lastReply(["Is there an outcome where the team itself is the problem?"])).toMatch(
      /Team Realignment/,
    );
  });

  it("a one-word subject ('the prototype') still finds its page", () => {
    const reply = lastReply(["What's the prototype like? Real software or a slide deck?"]);
    expect(reply).toMatch(/prototype[\s\S]*More on \[/);
    expect(reply).not.toMatch(/pages don't cover/);
  });
});

/**
 * Round h40's second probes (written after the round's fixes, played once: 14 of 16 replies and 15
 * of 16 roadmap fields right first time). Voices: a housing association's IT manager, a Zug
 * logistics firm, a terse CRM opener, a software reseller. The two classes that went wrong: a
 * share of the budget lost said as a fraction of "that" ("we've lost a quarter of that") was read
 * as no change and its "bad news" kept as why now; a department named as who said the figure
 * ("finance said 300 max") was put in scope. The rest passed first time and is kept as it is.
 */
import { describe, expect, it } from "vitest";
import { budgetText, readMoney } from "../../language/money";
import { readCompanySize } from "../../language/size";
import { chat, lastReply, played } from "./clarity-chat.test-kit";

describe("a share of the budget lost, said as a fraction of it", () => {
  it("'we've lost a quarter of that' takes a quarter off, and is no reason for the project", () => {
    const { replies, roadmap } = played([
      "Hi there, I'm the IT manager at a housing association, we're about 230 people",
      "we're looking to replace our housing management system, it's end of life next year",
      "the board set aside half a million pounds for it",
      "bad news, we've lost a quarter of that in the latest round of savings",
      "go-live has to be 1 April 2027, the start of the financial year",
    ]);
    expect(replies[2]).toMatch(/£500K/);
    // First play: "The case for change is bad news.", the budget left at £500K.
    expect(replies[3]).toMatch(/£375K/);
    expect(replies[3]).not.toMatch(/bad news|£500K/);
    expect(replies[4]).toMatch(/1 April 2027/);
    expect(roadmap.budget).toBe("£375K");
    expect(roadmap.drivers).not.toContainEqual(expect.stringMatching(/bad news/));
    expect(roadmap.companySize).toBe("230 people");
    expect(roadmap.timeline).toBe("1 April 2027");
  });
});

describe("a department named as who gave the figure", () => {
  it("'finance said 300 max' puts no finance team in scope, and the budget is 300K", () => {
    const { replies, roadmap } = played([
      "We're a software reseller, c. 70 FTE",
      "sorry, more like 90 now we've taken on the support team",
      "we need a CPQ, budget up to half a mil",
      "actually finance said 300 max, so let's say 300k",
      "we'd like to sign by end of January and go live in the summer",
    ]);
    expect(replies[1]).toMatch(/90 people/);
    expect(replies[2]).toMatch(/up to \$500K/);
    // First play: "Finance is in scope too."
    expect(replies[3]).toMatch(/\$300K/);
    expect(replies[3]).not.toMatch(/Finance is in scope/);
    expect(replies[4]).toMatch(
      /Go-live target: \*\*summer\*\*.*Decision date noted: \*\*January\*\*/s,
    );
    expect(roadmap.departments).not.toContain("finance");
    expect(roadmap.companySize).toBe("90 people");
    expect(roadmap.budget).toBe("$300K");
  });
});

describe("passed first time, kept", () => {
  it("francs as a range, and a decision, a kick-off and a go-live in one sentence", () => {
    const { replies, roadmap } = played([
      "Guten Tag, logistics company in Zug, team of roughly 140",
      "we want to move off our old ERP to something cloud based",
      "we have 80–120k francs for it",
      "the management board decides in March, kick-off would be May and we need to be live before Christmas",
    ]);
    expect(replies[2]).toMatch(/CHF 80K–120K/);
    expect(replies[3]).toMatch(/Go-live target: \*\*before Christmas\*\*/);
    expect(replies[3]).toMatch(/Decision date noted: \*\*March\*\*/);
    expect(replies[3]).toMatch(/Start date noted: \*\*May\*\*/);
    expect(roadmap.companySize).toBe("140 people");
    expect(roadmap.budget).toBe("CHF 80K–120K");
  });

  it("a terse opener with the kind, heads, pounds and a quarter", () => {
    const { replies, roadmap } = played([
      "CRM, 85 heads, £120k, go-live end of Q2",
      "the sales team of 30 are the main users",
    ]);
    expect(replies[0]).toMatch(/\*\*CRM\*\* project/);
    expect(roadmap).toMatchObject({
      project: "CRM",
      companySize: "85 people",
      budget: "£120K",
      timeline: "Q2",
    });
  });
});

/**
 * A third round, played once after the second probes' fixes (17 conversations, 10 right first
 * time; two of the seven wrong are left: "rostering and payroll software" read as payroll alone,
 * country codes in brackets "(DE, NL, PL)" read as systems): a head count as an item of a terse list ("ERP, 140 ppl, €250k"), typed with a glued
 * hedge ("c.180") or a decimal comma ("1,8k staff"); a back office counted beside a trade; a sum
 * once held and cut in the same breath ("we had 500k … the board cut it to 350k"); a ceiling
 * ("we can go up to 250k", "up to half a mil"); a department taking a sum off ("finance took 50k
 * off it"); a contract's end date cut from its day ("ends 31 March 2027").
 */
describe("third round: sizes as typed", () => {
  it("a count of people between a list's commas, beside a sum or a date, is the company", () => {
    expect(readCompanySize("ERP, 140 ppl, €250k, live by Q3")).toBe(140);
    expect(readCompanySize("CRM / 95 people / EUR 180k")).toBe(95);
    expect(readCompanySize("5 people, maybe 6")).toBeUndefined();
    expect(chat(["ERP, 140 ppl, €250k, live by Q3"])[0]).toMatch(/At 140 people/);
  });

  it("a hedge glued to its figure and a decimal comma before k", () => {
    expect(readCompanySize("headcount c.180")).toBe(180);
    expect(readCompanySize("we're a 65-strong firm")).toBe(65);
    const { replies, roadmap } = played([
      "hello, HR director at a hospital trust, roughly 1,8k staff. We need a new rostering system",
    ]);
    expect(replies[0]).toMatch(/1800 people/);
    expect(roadmap.companySize).toBe("1800 people");
  });

  it("a back office counted beside a trade is added to it", () => {
    expect(
      readCompanySize("We are a recruitment agency with 75 consultants and 20 back office staff"),
    ).toBe(95);
  });
});

describe("third round: budgets", () => {
  it("a sum once held and cut in the same message is the sum now; a later correction of the cut", () => {
    const { replies, roadmap } = played([
      "Hi - we had 500k for the new ERP but the board cut it to 350k last week",
      "we are 260 people, manufacturing, 2 plants",
      "sorry, the cut was to 320k not 350k",
    ]);
    expect(replies[0]).toMatch(/\$350K/);
    expect(replies[2]).toMatch(/\$320K/);
    expect(roadmap.budget).toBe("$320K");
  });

  it("a ceiling on a sum is a budget, a count is none", () => {
    const { replies, roadmap } = played([
      "We're a dental group, 14 practices with about 12 staff each",
      "looking for a new practice management system, up to half a mil",
    ]);
    expect(replies[1]).toMatch(/up to \$500K/);
    expect(roadmap.budget).toBe("up to $500K");
    expect(lastReply(["we need a new CRM, 120 people", "we can go up to 250k"])).toMatch(
      /up to \$250K/,
    );
  });

  it("a department that takes a sum off is no team in scope", () => {
    const { replies, roadmap } = played([
      "we are a 120 person firm, we had £200k for the CRM",
      "finance took 50k off it this morning",
    ]);
    expect(replies[1]).toMatch(/£150K/);
    expect(replies[1]).not.toMatch(/Finance is in scope/);
    expect(roadmap.departments).not.toContain("finance");
  });
});

describe("third round: a date closing a reason", () => {
  it("a contract's end is why now without its date, never cut at the day", () => {
    const { replies, roadmap } = played([
      "hello, HR director at a hospital trust, roughly 1,8k staff. We need a new rostering system",
      "the contract for the current one ends 31 March 2027 so we must be live before then",
    ]);
    expect(replies[1]).not.toMatch(/ends 31\b|measurable/);
    expect(roadmap.drivers).toContain("the contract for the current one ends");
    expect(roadmap.timeline).toBe("31 March 2027");
  });
});

/**
 * A fourth look, played once after the third round's fixes (5 conversations on dates, 2 right
 * first time; 51 sums and sizes as typed, read alone, 47 right): a contract's signature and a
 * go/no-go are decisions, never a go-live; a kind heading a terse list of figures ("PLM for 400
 * engineers, € 500.000, …", "TMS, 60 people, …") is the project; "1.2 mln EUR", "1,2 mln EUR",
 * "EUR200k" and "70-odd grand" are sums in their currency.
 */
describe("fourth round: dates and terse openers", () => {
  it("a contract's signature is the decision, the cut-over the go-live", () => {
    const reply = chat([
      "new CRM for a 150 person firm. contract signature planned for March, cutover in September",
    ])[0];
    expect(reply).toMatch(/Go-live target: \*\*September\*\*/);
    expect(reply).toMatch(/Decision date noted: \*\*March\*\*/);
  });

  it("a go/no-go is a decision; a kind heading a list of figures is the project", () => {
    const reply = chat(["PLM for 400 engineers across Europe, € 500.000, go/no-go in May"])[0];
    expect(reply).toMatch(/\*\*PLM\*\* project/);
    expect(reply).toMatch(/Decision date noted: \*\*May\*\*/);
    expect(reply).not.toMatch(/Go-live target: \*\*May\*\*/);
    expect(played(["TMS, 60 people, about 150k, live by Q2"]).roadmap).toMatchObject({
      project: "TMS",
      companySize: "60 people",
      timeline: "Q2",
    });
  });
});

describe("fourth round: sums as typed", () => {
  it("millions written 'mln', a code typed against its figure, a figure hedged '-odd'", () => {
    expect(budgetText(readMoney("budget 1.2 mln euro")!)).toBe("€1.2M");
    expect(budgetText(readMoney("1,2 mln EUR")!)).toBe("€1.2M");
    expect(budgetText(readMoney("budget EUR200k")!)).toBe("€200K");
    expect(budgetText(readMoney("GBP250k")!)).toBe("£250K");
    expect(budgetText(readMoney("budget 70-odd grand")!)).toBe("$70K");
  });
});

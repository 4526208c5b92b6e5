/**
 * Second probes of round h20 (why, what could go wrong, which project, when), written after its
 * fixes in new words, not tuned on: field service as a kind, a month restated after "so", "i.e."
 * or "that is", a weakness of today's data as a risk and never a driver, a fear for jobs said
 * with who fears it, a succession as a reason, a headcount said again closer or to come, a past
 * event's "at risk" as no worry, the core group said as its people as no risk, a long reason not
 * pasted back. Played through Clarity's memory and engine as the route plays them.
 */
import { describe, expect, it } from "vitest";
import { played } from "../engines/clarity-chat.test-kit";

const roadmap = (...said: string[]) => played(said).roadmap;

describe("round h20 second probes: why, risks, project kind, when", () => {
  it.each([
    ["We run 25 plumbers and gas engineers and need an FSM to replace the paper job sheets."],
    ["Looking for something to dispatch our technicians and track work orders from the van."],
    ["We want a proper system for scheduling our fitters' site visits, it's all phone calls now."],
  ])("field service said as %s", (said) => {
    expect(roadmap(said).project).toMatch(/field service/i);
  });

  it.each([
    ["We'd need it live ahead of harvest, i.e. August 2027.", /2027-08/, /august/i],
    ["Ideally before our busy season, that is April 2027.", /2027-04/, /april/i],
    ["Has to be in before the new tax year, so April 2028.", /2028-04/, /april 2028/i],
  ])("the month restated stands: %s", (said, month, shown) => {
    const r = roadmap(said);
    expect(r.facts?.timeline?.month).toMatch(month);
    expect(r.timeline).toMatch(shown);
  });

  it.each([
    ["Our customer data is riddled with duplicates after two mergers of CRMs."],
    ["Honestly the master data in Sage is patchy at best."],
    ["The asset register is hit and miss, half the serial numbers are wrong."],
  ])("a weakness of today's data is a risk, never a driver: %s", (said) => {
    const r = roadmap("We're a 200-person distributor replacing our ERP.", said);
    expect(r.risks.join(" | ")).toMatch(/^Data:|\| Data:/);
    expect(r.drivers.join(" | ")).not.toMatch(/duplicat|patchy|hit and miss|serial/i);
  });

  it.each([
    ["Our claims handlers are worried the AI will take their jobs.", /claims handlers fear\b/],
    ["The call centre staff fear being replaced by a bot.", /staff fear\b/],
    ["Frankly the team is scared of redundancy if this works.", /team fears\b/],
  ])("a fear for jobs reads as a sentence: %s", (said, label) => {
    const risk = roadmap("We want to use AI for first-line support.", said).risks.find((r) =>
      r.startsWith("Jobs:"),
    );
    expect(risk).toMatch(label);
    expect(risk).not.toMatch(/fear being replaced being|fears? fear/);
  });

  it.each([
    ["Dad owns the firm and holds every price in his head, and he's stepping down next spring."],
    ["Our MD is retiring in 2027 and nobody else knows the costing."],
  ])("a succession is why now: %s", (said) => {
    expect(roadmap(said).drivers.join(" | ")).toMatch(/retir|stepping down|owner|MD/i);
  });

  it("a headcount said again closer is the later one; one to come is no size", () => {
    expect(roadmap("We employ about 200 staff, sorry, 230 with the new depot.").companySize).toBe(
      "230 people",
    );
    const r = roadmap("We employ 110 people.", "With the new contract we should be 150 by 2028.");
    expect(r.companySize).toBe("110 people");
    expect(r.timeline ?? "").not.toMatch(/2028/);
  });

  it("a past event's 'at risk' is its harm, a reason; the core group is no risk", () => {
    const r = roadmap(
      "Last quarter the late deliveries put our biggest account at risk.",
      "The project group would be me, our finance lead and Priya from ops.",
    );
    expect(r.risks).toEqual([]);
    expect(r.drivers.join(" | ")).toMatch(/late deliveries|account/i);
  });

  it("a long reason's closing date is the timeline's, so no sentence is pasted back", () => {
    const [, reply] = played([
      "We're a 90-person wholesaler.",
      "Why now: the warehouse software we run goes out of support in March 2027, and our bank wants monthly stock reports.",
    ]).replies;
    expect(reply).not.toContain("goes out of support in March 2027");
  });

  it.each([
    [
      "Why: our auditors flagged the stock valuation twice, and the bank now wants monthly accounts.",
    ],
    ["When: ideally live by September 2027, the board signs off in March."],
  ])("a label opening a statement asks nothing: %s", (said) => {
    const [reply] = played([said]).replies;
    expect(reply).not.toMatch(/vendor-neutral|within \*\*24–48 hours\*\*/);
  });

  it.each([
    ["We've secured three new NHS trusts as customers this year, so volumes will double."],
    ["We just landed 2 big retail accounts and the warehouse can't keep up."],
  ])("customers won are why now: %s", (said) => {
    expect(roadmap(said).drivers.join(" | ")).toMatch(/secured|landed|trusts|accounts/i);
  });
});

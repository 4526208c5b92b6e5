/**
 * Round h55's second probes: written after the round's fixes (a list the sentence itself says is
 * the teams affected, "not X" opening a sentence, a team taken back later), played once (first
 * time: 4 of 7 department fields right, 8 of 13 replies), then fixed by class: "teams hit" as a
 * cue, "a little bit of" no part of a team's name, job titles no table lists ("account handlers")
 * in a list "it affects", a town after "in" no team ("the depot in bristol and head office"),
 * engineers booked out to visits no engineering department, and a team's name read to its end
 * before "off" ("take compliance off").
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

describe("teams a sentence says the project touches", () => {
  it("'teams hit would be …': every item a team, a bare function in its own word", () => {
    const { replies, roadmap } = played([
      "hey, looking at cpq for a pump manufacturer, 210 staff",
      "teams hit would be internal sales, the bid team, pricing and contracts",
    ]);
    expect(roadmap.departments).toEqual(["sales", "pricing", "contracts"]);
    expect(replies[1]).toMatch(/pricing and contracts/);
  });

  it("'the folks most affected would be …' with 'not sales though' after it", () => {
    const { roadmap } = played([
      "We're a freight forwarder, 140 people, replacing our TMS + accounts package",
      "the folks most affected would be customs clearance, the ops desk and accounts receivable. not sales though, they barely touch it",
    ]);
    expect(roadmap.departments).toEqual(
      expect.arrayContaining(["finance", "operations", "customs clearance"]),
    );
    expect(roadmap.departments).not.toContain("sales");
  });

  it("'it mainly affects account handlers and claims, plus a little bit of compliance'", () => {
    const { replies, roadmap } = played([
      "insurance broker, 95 staff, new CRM",
      "it mainly affects account handlers and claims, plus a little bit of compliance",
    ]);
    expect(roadmap.departments).toEqual(["account handlers", "claims", "compliance"]);
    expect(replies[1]).toMatch(/Account handlers, claims and compliance are in scope/);
  });
});

describe("a team taken back in a later message", () => {
  it("'oh and take compliance off' leaves the roadmap and is said back", () => {
    const { replies, roadmap } = played([
      "insurance broker, 95 staff, new CRM",
      "it mainly affects account handlers and claims, plus a little bit of compliance",
      "oh and take compliance off, they won't use it day to day",
    ]);
    expect(roadmap.departments).toEqual(["account handlers", "claims"]);
    expect(replies[2]).toMatch(/Taken off the teams in scope: compliance\./);
  });

  it("why it is taken back ('they won't use it') is no adoption worry", () => {
    const { replies, roadmap } = played([
      "insurance broker, 95 staff, new CRM",
      "it mainly affects account handlers and claims, plus a little bit of compliance",
      "oh and take compliance off, they won't use it day to day",
    ]);
    expect(replies[2]).not.toMatch(/worth taking seriously|buy in/i);
    expect(roadmap.risks).toEqual([]);
  });
});

describe("teams by the work they do in a long message", () => {
  const long =
    "hi there. so we're a building services firm, 330 people, mostly gas and electrical maintenance contracts for housing associations. we're replacing a mix of old access databases and a 15 year old job management system. where it hurts: whoever books the engineers spends half the day on the phone re-arranging visits, the people doing payroll rebuild overtime from paper timesheets every week, and month-end drags on for nearly three weeks because nothing ties back to the jobs. the depot in bristol and head office in swindon both do it slightly differently too, which doesnt help. we want one system before the new contract starts in october, ideally with a mobile app for the engineers. budget has been signed off at about 800k including implementation";

  it("who books the engineers, payroll and month-end; no town, no engineering department", () => {
    const { roadmap } = played([
      long,
      "core team would be me, the finance manager, our scheduling lead and someone from IT",
    ]);
    expect(roadmap.departments).toEqual(
      expect.arrayContaining(["field service and dispatch", "HR", "finance"]),
    );
    expect(roadmap.departments).not.toContain("bristol");
    expect(roadmap.departments).not.toContain("engineering");
  });
});

describe("a cue of the people affected that names no team", () => {
  it.each([
    "the people affected are mostly older and not very techy",
    "the people affected are scared of change",
    "the users affected are about 40 people",
  ])("%s", (text) => {
    const { roadmap } = played(["we're a 120 person distributor looking at a new ERP", text]);
    expect(roadmap.departments).toEqual([]);
  });

  it("'the teams affected are: finance, the warehouse …' keeps the first item after the colon", () => {
    const { roadmap } = played([
      "we're a 120 person distributor looking at a new ERP",
      "the teams affected are: finance, the warehouse and the two sales offices",
    ]);
    expect(roadmap.departments).toEqual(
      expect.arrayContaining(["finance", "warehouse and logistics", "sales"]),
    );
  });
});

describe("dispatch beside a trade counter", () => {
  it("a wholesaler's dispatch sends goods: no field service", () => {
    const { roadmap } = played([
      "we are a 200 person wholesaler, new ERP",
      "the main users will be dispatch, credit control and the trade counter",
    ]);
    expect(roadmap.departments).toEqual(expect.arrayContaining(["dispatch", "finance", "sales"]));
    expect(roadmap.departments).not.toContain("field service and dispatch");
  });
});

/**
 * Round h45's second probes: written after the round's first fixes, played once (4 of 8 replies,
 * 15 of 20 department checks right first time), then fixed by class. Voices: a vet group's
 * practice manager, an insurance broker, a fit-out contractor's whole org in one message, a
 * Romanian distributor in second-language English. Each test is a team known from its people or
 * its work that the roadmap lost or mislabelled.
 */
import { describe, expect, it } from "vitest";
import { chat, played } from "./clarity-chat.test-kit";

const broker = [
  "We're an insurance broker, 85 people.",
  "Account handlers manage renewals in an old broking system, claims is two people - me and a junior, and the new business team quotes out of spreadsheets. The insurers we place with all have their own portals.",
];

describe("teams known from their people", () => {
  it("a staff role opening a sentence bare is a team ('Account handlers manage renewals')", () => {
    expect(played(broker).roadmap.departments).toContain("account handlers");
  });

  it("a team said as its headcount is that team, with its size ('claims is two people')", () => {
    expect(played(broker).roadmap.departments).toContain("claims (2 people)");
  });

  it("'the new business team' is sales' team, not the business they are in", () => {
    const { departments } = played(broker).roadmap;
    expect(departments).toContain("sales");
    expect(departments.join(" ")).not.toMatch(/insurer/i);
  });

  it("a team said as its people with a count by where they work ('our FC plus three in AP/AR')", () => {
    const { departments } = played([
      "Quick overview of us: fit-out contractor, 160 staff. Estimators (4) price every job, then the project managers and site managers run delivery, QSs handle valuations and the buying team orders materials. Accounts is our FC plus three in AP/AR. The directors are my brother and me.",
    ]).roadmap;
    expect(departments).toContain("finance (4 people)");
    expect(departments.join(" ")).not.toMatch(/director|brother/i);
  });

  it("dispatch beside drivers and the warehouse is dispatch, not field service", () => {
    const { departments } = played([
      "Good morning. I am logistic manager in a Romanian distribution company, 120 workers.",
      "Drivers, warehouse men and the dispatch office work with paper. The commercial department uses Excel. Girls from invoicing type everything two times.",
    ]).roadmap;
    expect(departments).toEqual(expect.arrayContaining(["warehouse and logistics", "dispatch"]));
    expect(departments).not.toContain("field service and dispatch");
    expect(departments.join(" ")).not.toMatch(/girls/i);
  });

  it("dispatchers beside techs out on jobs stay field service", () => {
    const { departments } = played([
      "the dispatchers run everything off whiteboards and the field techs get their jobs by text",
    ]).roadmap;
    expect(departments).toContain("field service and dispatch");
  });

  it("a question whether a team will need training is answered from the pages, for that team", () => {
    const reply = chat([
      "hey, im the practice manager at a vet group, 14 clinics, ~230 staff",
      "we want a new PMS. vets and nurses hate the current one, receptionists double-book all the time, and the lab results come back by fax",
      "will the nurses need a lot of training?",
    ]).at(-1)!;
    expect(reply).toMatch(/how the nurses take to it/);
    expect(reply).toMatch(/tests it hands-on/);
    expect(reply).not.toMatch(/pages don't cover that/);
  });

  it("the team a question asks about as its subject is in scope ('will the nurses need training?')", () => {
    expect(played(["will the nurses need a lot of training?"]).roadmap.departments).toEqual([
      "nurses",
    ]);
    expect(played(["do the architects have to be involved?"]).roadmap.departments).toEqual([]);
  });
});

/**
 * Classes a fair sample of new questions found (a home-care provider): what is re-keyed as said,
 * a premise asked about as a worry, no capacity as a worry, an outside party's demand with its
 * start date, and a month gone by as no date.
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "../../language/when";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";

const heard = (said: string) => learnFrom(emptyMemory(), said);

describe("what a prospect's sentence gives the roadmap", () => {
  it("names what is re-keyed, as said", () => {
    expect(heard("the branch admins rekey hours every fortnight").drivers).toEqual([
      "hours re-keyed by hand",
    ]);
    expect(heard("our AP clerk re-keys every supplier invoice").drivers).toEqual([
      "supplier invoices re-keyed by hand",
    ]);
  });

  it("keeps a premise asked about ('…, is that a problem?') as a worry, not a reason", () => {
    const m = heard(
      "half our carers don't have work phones, is that a problem for the simulation?",
    );
    expect(m.drivers).toEqual([]);
    expect(m.risks.map((r) => r.text)).toEqual(["Concern: half our carers don't have work phones"]);
  });

  it("keeps people with no time as a worry", () => {
    const m = heard(
      "the branch managers are already drowning, can we do this with just head office people?",
    );
    expect(m.drivers).toEqual([]);
    expect(m.risks).toHaveLength(1);
  });

  it("reads an outside party's demand as why now, and its start as the date to be live by", () => {
    const m = heard(
      "Local authority contracts now want electronic visit verification from April 2027.",
    );
    expect(m.drivers).toEqual([expect.stringMatching(/contracts now want/)]);
    expect(m.when).toMatchObject({ month: "2027-04" });
  });

  it("takes no month gone by as a date", () => {
    expect(readWhens("we've used Sage from March 2019 onwards", new Date("2026-11-27"))).toEqual(
      [],
    );
  });
});

describe("a target said again", () => {
  it("in fewer words is no correction", () => {
    const m = learnFrom(
      emptyMemory(),
      "We'd like to be live for the new financial year (April 2027).",
    );
    const n = learnFrom(m, "is April even realistic if we start in January?");
    expect(n.timeline).toBe(m.timeline);
    expect(n.history ?? []).toEqual([]);
    expect(n.dates).toEqual([expect.objectContaining({ kind: "start", month: "2027-01" })]);
  });
});

describe("places listed together", () => {
  it("are none of them systems", () => {
    const m = learnFrom(
      emptyMemory(),
      "We're a 120-person consultancy, offices in Bristol and Cardiff. Timesheets in an old Deltek Vision install.",
    );
    expect(m.integrations).toEqual(["Deltek"]);
  });
});

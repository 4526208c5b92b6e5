/**
 * The kind of a date (round h61): a decision said as knowing, an answer, a nod, a vote or an order
 * ("we'd need to know by end of March"); dates of others that are no plan — a vendor's end of
 * support, a contract's renewal, an audit, a trade show, people's availability; a talk in the days
 * ahead about the plan ("we'll discuss the rollout next week"). Written and played before the
 * fix (first play: 13 of 29 sentences right).
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date("2026-11-24T10:00:00Z");
const when = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);

describe("a decision said as knowing, an answer, a nod, a vote or an order", () => {
  it.each([
    ["We'd need to know by end of march.", "2027-03"],
    ["We need the green light from our CFO by the end of January.", "2027-01"],
    ["Our MD wants an answer from us by mid-February.", "2027-02"],
    ["The budget holders give the nod in April.", "2027-04"],
    ["Procurement will confirm in early March whether we go ahead.", "2027-03"],
    ["I have to take a recommendation to the board by February.", "2027-02"],
    ["Our leadership team votes on it in May.", "2027-05"],
    ["We should have the purchase order raised by January.", "2027-01"],
  ])("%s → decision %s", (text, month) => {
    expect(when(text)).toEqual([`decision ${month}`]);
  });

  it("keeps a go-live said beside the decision", () => {
    expect(when("We'd need to know by March so we can go live in September.")).toContain(
      "go-live 2027-09",
    );
  });
});

describe("dates of others are no plan", () => {
  it.each([
    "Our current supplier ends support for the old version in June.",
    "Our contract with the current provider renews in September.",
    "We have an ISO audit in April.",
    "There's a big trade show in May where we exhibit every year.",
    "Microsoft retires the old platform in October 2027.",
    "Our trainers are only available from February.",
    "Our key users are busy until the end of February.",
  ])("%s → no date", (text) => {
    expect(when(text)).toEqual([]);
  });

  it.each([
    ["We must be live before the ISO audit in April.", "go-live 2027-04"],
    ["Our contract renews in September, so we need to go live by then.", "go-live 2027-09"],
    ["Go-live April, the finance team is free from January.", "go-live 2027-04"],
  ])("%s → the plan's date stands: %s", (text, want) => {
    expect(when(text)).toEqual([want]);
  });
});

describe("a talk in the days ahead about the plan", () => {
  it("reads no go-live from a rollout to be discussed next week", () => {
    expect(
      when(
        "Here's the email from IT: \"We'll discuss the WMS rollout next week and come back to you.\"",
      ),
    ).toEqual([]);
  });
  it("reads no go-live from a task of the days ahead", () => {
    expect(
      when(
        'Our ops director sent round: "Team - please get your process maps to Priya before Thursday, we want the readiness sim scoped next week."',
      ),
    ).toEqual([]);
  });
  it("keeps a go-live next week said as the plan", () => {
    expect(when("We go live next week and nobody is trained.")).toHaveLength(1);
  });
});

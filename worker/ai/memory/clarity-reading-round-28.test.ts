/**
 * Round 28 of what Clarity's memory reads from an opener taken as a whole: a noun that is no
 * software (stock, a funding round, a function, a place) is never a system; what runs today is a
 * system and never the project, what is wanted is the project and never a system in use; a
 * product named in a worry or a doubt is neither the project nor a candidate; a driver is the
 * whole reason, never cut inside its clause; a key person leaving is a risk, not a driver; a
 * timeline keeps its words together. `firstPlay` was written before any fix of the round and
 * played once as it was.
 */
import { describe, expect, it } from "vitest";
import { type Case28, cutDriver as cut, wrongIn28 } from "./clarity-reading-round-28-kit.test-kit";

const firstPlay: Case28[] = [
  // 1 nouns that are not systems
  {
    id: "noun-1",
    say: [
      "Our inventory is a shambles across the three depots and the rota lives on a whiteboard.",
    ],
    notSystems: [/inventory|depot|rota/i],
  },
  {
    id: "noun-2",
    say: [
      "We've just closed our Series A and the investors want proper reporting, the ledgers are in Xero.",
    ],
    systems: [/Xero/],
    notSystems: [/Series|ledger|investor/i],
  },
  {
    id: "noun-3",
    say: ["Payroll's outsourced to a bureau and the timesheets come back on paper every Friday."],
    notSystems: [/payroll|bureau/i],
  },
  // 2 today's systems vs the target
  {
    id: "today-1",
    say: ["We run Xero today and are weighing up Business Central for the group."],
    systems: [/Xero/],
    notSystems: [/Business Central/],
    project: /Business Central/,
    notProject: /Xero/,
  },
  {
    id: "today-2",
    say: ["Salesforce is where our reps live, and we'd like a proper CPQ bolted onto it."],
    systems: [/Salesforce/],
    project: /CPQ/,
    notProject: /Salesforce/,
  },
  {
    id: "today-3",
    say: [
      "The job scheduling is a bespoke Access database, plus ServiceM8 for the engineers' job cards.",
    ],
    systems: [/Access|bespoke|homegrown|in-house/i, /ServiceM8/i],
  },
  // 3 a product named in a worry or a doubt
  {
    id: "worry-1",
    say: ["frankly nobody in the office believes what QuickBooks tells us any more"],
    systems: [/QuickBooks/],
    notProject: /QuickBooks/,
  },
  {
    id: "worry-2",
    say: [
      "We run a chain of vet practices. The partners are wary of Oracle after the mess it made at a practice group we know.",
    ],
    notProject: /Oracle/,
    notSystems: [/Oracle/],
    notReplies: [/simulation/i],
    replies: [/wary|worr|concern|nervous|understand|fair/i],
  },
  // 4 a driver cut mid-clause
  {
    id: "driver-1",
    say: [
      "We have to change because job sheets are still handwritten and the office can't tell which vans are where.",
    ],
    drivers: [/handwritten|paper/i],
    notDrivers: [cut],
  },
  {
    id: "driver-2",
    say: [
      "the reason we're looking is that orders get keyed in twice and the buyers never know what's actually on the shelf",
    ],
    drivers: [/twice|double|re-?key/i],
    notDrivers: [cut],
  },
  // 5 a risk said as an event
  {
    id: "event-1",
    say: ["Our head of IT resigned in October and the infrastructure guy is covering for now."],
    risks: [/key|IT|person|cover|left|resign/i],
    notDrivers: [/resign|head of IT|covering/i],
  },
  {
    id: "event-2",
    say: ["Worth knowing: our ops director retires at Easter, and she signed off the last system."],
    risks: [/key|director|person|retire|leav/i],
    notDrivers: [/retire|ops director/i],
  },
  // 6 a timeline's words kept together
  {
    id: "time-1",
    say: ["We need it running before our licence renewal in spring 2027."],
    timeline: /spring 2027/i,
  },
  {
    id: "time-2",
    say: ["it has to be live ahead of peak season next November"],
    timeline: /next November/i,
  },
];

describe("round 28, first play (written before the fixes)", () => {
  it("reads each case", () => {
    const wrong = firstPlay
      .map((c) => ({ id: c.id, errs: wrongIn28(c) }))
      .filter((w) => w.errs.length);
    expect(wrong).toEqual([]);
  });
});

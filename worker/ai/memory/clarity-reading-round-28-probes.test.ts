/**
 * Second probes of round 28, written after the fixes in other words (not tuned on): a function
 * or a funding round is no system; what runs today is no project and a hedged name is the
 * candidate; doubts about a vendor are a concern, acknowledged as one; a driver is each reason
 * whole; a key person gone is a risk; a timeline keeps its words.
 */
import { describe, expect, it } from "vitest";
import { type Case28, cutDriver as cut, wrongIn28 } from "./clarity-reading-round-28-kit.test-kit";

const probes: Case28[] = [
  // 1 nouns that are not systems
  {
    id: "noun-1",
    say: ["Our payroll is run by the accountant once a month and the rota is on a whiteboard."],
    notSystems: [/payroll|rota|whiteboard/i],
  },
  {
    id: "noun-2",
    say: ["Since the Series B we've doubled headcount and QuickBooks can't cope."],
    systems: [/QuickBooks/],
    notSystems: [/Series/],
  },
  {
    id: "noun-3",
    say: ["Honestly our books are a mess, the bookkeeper does payroll in Excel."],
    notSystems: [/payroll|books/i],
  },
  // 2 today vs the target
  {
    id: "today-1",
    say: [
      "Pipedrive is where the whole sales team works, but we need a proper quoting tool added to it.",
    ],
    systems: [/Pipedrive/],
    project: /CPQ/,
    notProject: /Pipedrive/,
  },
  {
    id: "today-2",
    say: ["We need one place for purchasing, stock and invoicing, perhaps Unleashed."],
    project: /Unleashed/,
    notSystems: [/Unleashed/],
  },
  {
    id: "today-3",
    say: ["Everything finance-wise sits in SAP Business One and we want a CRM that talks to it."],
    systems: [/SAP/],
    project: /CRM/,
    notProject: /SAP/,
  },
  // 3 doubts about a vendor
  {
    id: "vendor-1",
    say: ["Our MD is sceptical of NetSuite after hearing how badly it went at his last company."],
    notProject: /NetSuite/,
    notSystems: [/NetSuite/],
    replies: [/concern|doubt|sceptic/i],
    notReplies: [/one for the simulation/i],
  },
  {
    id: "vendor-2",
    say: [
      "To be honest the owners are a bit worried about HubSpot, a friend's firm had a nightmare with it.",
    ],
    notProject: /HubSpot/,
    notSystems: [/HubSpot/],
    notReplies: [/one for the simulation/i],
  },
  // 4 a driver whole
  {
    id: "driver-1",
    say: [
      "We're looking because our engineers still fill in paper timesheets and payroll can't close on time.",
    ],
    drivers: [/paper timesheets/i],
    notDrivers: [cut],
  },
  {
    id: "driver-2",
    say: [
      "We need to change because the quotes take forever and the sales guys can't see margins.",
    ],
    drivers: [/margins/i],
    notDrivers: [cut],
  },
  {
    id: "driver-3",
    say: [
      "We're a chain of six dental clinics and the appointment book doesn't talk to the accounts.",
    ],
    notDrivers: [/dental clinics/i],
  },
  // 5 a key person gone
  {
    id: "event-1",
    say: ["Our finance director departed in the summer and an interim is holding the fort."],
    risks: [/key person|finance director/i],
    notDrivers: [/departed|interim/i],
    notTimeline: /summer/i,
  },
  {
    id: "event-2",
    say: ["Heads up, our IT manager quit last week and we've got a contractor in."],
    risks: [/key person|IT manager/i],
    notDrivers: [/quit|contractor/i],
  },
  // 6 a timeline's words
  {
    id: "time-1",
    say: ["We'd want to be live ahead of the stocktake next spring."],
    timeline: /stocktake next spring/i,
  },
  {
    id: "time-2",
    say: ["It needs to be in before the spring intake next year."],
    timeline: /intake next year/i,
  },
  {
    id: "time-3",
    say: ["We need to be live before the new academic year this September."],
    timeline: /September/i,
  },
];

describe("round 28, second probes (written after the fixes)", () => {
  it("reads each probe", () => {
    const wrong = probes
      .map((c) => ({ id: c.id, errs: wrongIn28(c) }))
      .filter((w) => w.errs.length);
    expect(wrong).toEqual([]);
  });
});

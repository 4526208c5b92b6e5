/**
 * Round 27 of what Clarity's memory reads: a product one side of the business runs on is a
 * system, not a driver; "already on X" names a system; one person's knowledge is a key-person
 * risk; a date the money must be committed by is a decision date; a year said with a day is
 * kept; what failed before is history, never the candidate nor a driver; one system for the back
 * office is an ERP; roles named as taking part are the core team; a worry is labelled by what
 * is feared. `firstPlay` was written before any fix of the round and played once as it was.
 */
import { describe, expect, it } from "vitest";
import { type Case27, wrongIn27 } from "./clarity-reading-round-27-kit.test-kit";

const firstPlay: Case27[] = [
  // 1 a product one side runs on
  {
    id: "side-1",
    say: [
      "The workshop side runs on Kerridge, the rest of the dealership is spreadsheets and email.",
    ],
    systems: [/Kerridge/],
    notDrivers: [/workshop side/i],
  },
  {
    id: "side-2",
    say: ["Clinical is all on EMIS; HR, rota and finance are a mess of paper and Excel."],
    systems: [/EMIS/],
    notDrivers: [/clinical/i],
  },
  // 2 already on a platform
  {
    id: "already-1",
    say: [
      "We're looking at field service tools, probably Dynamics Field Service as we're already on Dynamics 365 for sales.",
    ],
    systems: [/Dynamics/],
  },
  {
    id: "already-2",
    say: ["we're a HubSpot shop so ideally the quoting tool plugs into that"],
    systems: [/HubSpot/],
  },
  {
    id: "already-3",
    say: ["Zoho is our CRM and we want an ERP that talks to it."],
    systems: [/Zoho/],
  },
  // 3 key person
  {
    id: "person-1",
    say: [
      "Honestly the routing rules are only in Priya's head, nobody else knows how the depots are assigned.",
    ],
    risks: [/key|one person|Priya|undocumented/i],
  },
  {
    id: "person-2",
    say: ["if Gareth retires tomorrow we're stuck, he built the whole costing spreadsheet"],
    risks: [/key|one person|Gareth|undocumented/i],
  },
  // 4 money deadline
  {
    id: "money-1",
    say: [
      "We'd like to be live by September 2027.",
      "The grant has to be spent before the end of June 2027 or we lose it.",
    ],
    timeline: /September 2027/,
    timelineKind: "go-live",
  },
  {
    id: "money-2",
    say: ["Our budget year closes 30 June and the funds must be signed off before then."],
    notTimeline: /go-live/i,
    timelineKind: "decision",
  },
  // 5 a year said with a day
  {
    id: "year-1",
    say: ["We need to be running on the new system by 15 March 2028."],
    timeline: /15 March 2028/,
  },
  {
    id: "year-2",
    say: ["Target go live is 1st July 2027 for the warehouse."],
    timeline: /1 July 2027/,
  },
  // 6 past attempts
  {
    id: "past-1",
    say: [
      "We tried to implement a new ERP twice before and both projects were abandoned.",
      "Both of those were Sage X3, so finance is wary of Sage.",
    ],
    notProject: /Sage/,
    notDrivers: [/abandoned|twice/i],
    risks: [/before|past|previous|failed|abandoned|Sage/i],
  },
  {
    id: "past-2",
    say: ["there's been three botched rollouts of Monday.com here, people are sceptical of monday"],
    notProject: /monday/i,
    notDrivers: [/botched/i],
  },
  // 7 back office in one system
  {
    id: "back-1",
    say: ["We want a single platform for accounts, procurement and stock control."],
    project: /ERP/,
  },
  {
    id: "back-2",
    say: ["the goal is one system to run our back office — invoicing, purchasing, payroll"],
    project: /ERP/,
  },
  // 8 core team by role
  {
    id: "roles-1",
    say: [
      "I'd bring in our head of operations, the warehouse manager and our accountant, and perhaps the MD at the end to sign off.",
    ],
    coreTeam: "3 people",
    departments: [/operations/i, /warehouse/i, /financ|account/i],
  },
  {
    id: "roles-2",
    say: [
      "From our side it'd be the practice manager and the IT lead, with the owner maybe joining the last session.",
    ],
    coreTeam: "2 people",
    departments: [/IT/],
  },
  // 9 a worry's label
  {
    id: "worry-1",
    say: [
      "Our compliance team is nervous about audit trails and e-signatures while we switch over.",
    ],
    risks: [/audit trail/i],
    departments: [/compliance/i],
  },
  {
    id: "worry-2",
    say: ["The lab is really concerned about sample chain of custody during the migration."],
    risks: [/chain of custody/i],
  },
  // 10 left from round 25
  {
    id: "left-1",
    say: ["NOBODY believes the numbers in Sage 200 anymore, we need to move off it"],
    notProject: /Sage/,
    systems: [/Sage/],
  },
];

describe("round 27, first play (written before the fixes)", () => {
  it("reads each case", () => {
    const wrong = firstPlay
      .map((c) => ({ id: c.id, errs: wrongIn27(c) }))
      .filter((w) => w.errs.length);
    expect(wrong).toEqual([]);
  });
});

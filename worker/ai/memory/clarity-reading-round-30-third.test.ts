/**
 * Round 30, a third batch of cases in our own words (unit cases), written before any fix of
 * theirs and played once as they were (see the count below), on the fields the roadmap misses
 * most: teams said as people, functions or places; reasons told as stories; the project implied;
 * the company's size in passing. Voices: a site foreman texting, a hotel group's GM, a
 * pharmacy chain's owner, an accountancy practice's partner, a logistics start-up's COO.
 */
import { describe, expect, it } from "vitest";
import { type Case29, wrongOf } from "./clarity-roadmap-said-kit.test-kit";

const firstPlay: Case29[] = [
  {
    id: "teams-1",
    say: ["honestly its the lads on site and whoever does the timesheets in the office"],
    departments: [/site|field|construction|operations/i, /timesheet|payroll|HR|admin|office/i],
  },
  {
    id: "teams-2",
    say: ["Housekeeping, the night porters and our events team would all be on it."],
    departments: [/housekeeping/i, /porter/i, /events/i],
  },
  {
    id: "teams-3",
    say: ["Our dispensers and the pharmacists in each branch would use it for every prescription."],
    departments: [/dispenser/i, /pharmacist/i],
  },
  {
    id: "teams-4",
    say: ["The tax team and the payroll bureau side of the practice are the heavy users."],
    departments: [/tax/i, /payroll/i],
  },
  {
    id: "drivers-1",
    say: [
      "Last Christmas we ran out of insulin at two branches because nobody could see the stock.",
    ],
    drivers: [/ran out|insulin|stock/i],
  },
  {
    id: "drivers-2",
    say: ["A client walked after we billed them twice for the same year-end."],
    drivers: [/billed them twice|client walked|walked/i],
  },
  {
    id: "drivers-3",
    say: [
      "Our biggest shipper told us they'd drop us unless we give them live tracking by spring.",
    ],
    drivers: [/drop us|tracking|shipper/i],
  },
  {
    id: "project-1",
    say: ["Need one place for bookings, room status and the restaurant tabs."],
    project: /ERP/,
  },
  {
    id: "project-2",
    say: ["We want every client's engagement letters, deadlines and emails in one spot."],
    project: /CRM/,
  },
  {
    id: "project-3",
    say: [
      "Something that writes the first draft of the tax memos from our notes would save hours.",
    ],
    project: /AI/,
  },
  {
    id: "size-1",
    say: ["Nine pharmacies, 140-odd people, and we're still doing orders on paper."],
    companySize: /^140 people$/,
  },
  {
    id: "size-2",
    say: ["We're 25 in the office plus about 60 drivers on the road."],
    companySize: /^85 people$/,
  },
  {
    id: "size-3",
    say: ["Four hotels, 320 staff give or take, more in summer."],
    companySize: /^320 people$/,
  },
];

/**
 * Left as they read (no fix yet, see the round's report): people "on site" (site is no place of
 * theirs to the readers), housekeeping opening a long list, a payroll bureau read as a supplier
 * firm, a customer's threat to leave, a hotel's and a practice's system described by work no
 * table of kinds knows. The test holds them to this list, so a fix shows up here.
 */
const LEFT = ["teams-1", "teams-2", "teams-4", "drivers-3", "project-1", "project-2"];

/** First play: 8 of 13 failed; a hedge ("140-odd people") and "something that writes" fixed. */
describe("round 30, a third batch (written before their fixes)", () => {
  it("reads each case but those left", () => {
    expect(wrongOf(firstPlay).map((w) => w.id)).toEqual(LEFT);
  });
});

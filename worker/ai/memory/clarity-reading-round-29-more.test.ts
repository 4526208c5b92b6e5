/**
 * Round 29, a second batch written before its fixes (after the first batch's): teams in lists
 * and answers, the company's size in more voices, the kind described in more words. Played once
 * as it was: 8 of 21 failed; 7 fixed by class, one left (below).
 */
import { describe, expect, it } from "vitest";
import { type Case29, wrongOf } from "./clarity-roadmap-said-kit.test-kit";

const batch: Case29[] = [
  {
    id: "list-1",
    say: ["Underwriting, claims and the broker support desk."],
    departments: [/underwrit/i, /claims/i, /support|customer service/i],
  },
  {
    id: "list-2",
    say: ["Procurement and merchandising."],
    departments: [/procure/i, /merchandis/i],
  },
  {
    id: "list-3",
    say: ["the care coordinators and the schedulers, plus payroll"],
    departments: [/care/i, /schedul|operation/i, /HR|payroll/i],
  },
  { id: "list-4", say: ["Finance, mostly AP/AR."], departments: [/financ/i] },
  {
    id: "list-5",
    say: ["Mainly the estimators and the site managers."],
    departments: [/estimat|sales/i, /site manag/i],
  },
  {
    id: "aside-1",
    say: ["Our planners (three of them) still work it out on a whiteboard."],
    departments: [/plan|manufactur/i],
  },
  {
    id: "aside-2",
    say: ["It's the back office - accounts payable, mainly - that's buried in PDFs."],
    departments: [/financ/i],
  },
  {
    id: "people-1",
    say: ["My three dispatchers and about twenty drivers would all be on it."],
    departments: [/dispatch|field/i, /logistic|warehouse|driver/i],
  },
  {
    id: "people-2",
    say: ["The ladies in the office do all the invoicing by hand."],
    departments: [/financ|office|admin/i],
  },
  { id: "size-a", say: ["Around 120 strong."], companySize: /^120 people$/ },
  {
    id: "size-b",
    say: ["The firm's about 75 heads, give or take."],
    companySize: /^75 people$/,
  },
  {
    id: "size-c",
    say: ["We've got roughly 260 on the payroll, plus 40 contractors."],
    companySize: /^(260|300) people$/,
  },
  {
    id: "size-e",
    say: ["We're a co-op of about 150 members of staff."],
    companySize: /^150 people$/,
  },
  { id: "size-f", say: ["The sales team is 25 and we have 400 customers."], companySize: null },
  {
    id: "kind-a",
    say: ["Somewhere to keep every customer's details and history in one place."],
    project: /CRM/,
  },
  {
    id: "kind-b",
    say: ["We need a way for the reps to price jobs on site without ringing the office."],
    project: /CPQ/,
  },
  {
    id: "kind-c",
    say: ["We'd like a bot that answers the routine emails in the support inbox."],
    project: /AI/,
  },
  {
    id: "kind-d",
    say: ["Getting AI to read the delivery notes and match them to POs."],
    project: /AI/,
  },
  {
    id: "kind-e",
    say: ["Plan is a CRM now and a proper ERP next year."],
    kinds: [/CRM/, /ERP/],
  },
  {
    id: "kind-f",
    say: ["We're getting off Dynamics GP, target not chosen yet."],
    notProject: /Dynamics/,
  },
];

/**
 * Left: branches times their staff plus a head office ("14 branches with about 6 staff each,
 * plus head office of 30") reads 84, the head office's 30 not added (worker/language/size-places.ts,
 * another helper's file this round).
 */
const left: Case29[] = [
  {
    id: "size-d",
    say: ["We run 14 branches with about 6 staff each, plus head office of 30."],
    companySize: /^114 people$/,
  },
];

describe("round 29, a second batch", () => {
  it("still misses what was left", () => {
    expect(wrongOf(left).map((w) => w.id)).toEqual(["size-d"]);
  });
  it("reads each case", () => {
    expect(wrongOf(batch)).toEqual([]);
  });
});

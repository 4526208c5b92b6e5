/**
 * Round 29's second probes: new wordings of each class the round fixed, written after the
 * fixes and played once as they were (see the count below): a kind described after a wish
 * verb or in a fragment, a configurator wished for, roles said bare, users named before "the
 * main users", functions said as where the change lands, and the company's strength or its
 * count with seasonal staff.
 */
import { describe, expect, it } from "vitest";
import { type Case29, wrongOf } from "./clarity-roadmap-said-kit.test-kit";

const probes: Case29[] = [
  {
    id: "wish-1",
    say: ["We're in the market for a platform to keep track of deals and contacts."],
    project: /CRM/,
  },
  {
    id: "wish-2",
    say: ["Currently exploring a tool for purchase orders and stock."],
    project: /ERP/,
  },
  {
    id: "fragment-1",
    say: ["A decent system for our quotes and discounts, basically."],
    project: /CPQ/,
  },
  {
    id: "fragment-2",
    say: ["Something that handles invoicing, stock and the ledgers."],
    project: /ERP/,
  },
  {
    id: "configurator-1",
    say: ["Keen on a configurator so the reps can build quotes on the road."],
    project: /CPQ/,
  },
  {
    id: "bare-1",
    say: ["Nurses and care workers — about 60 between them."],
    departments: [/nurs/i, /care/i],
    companySize: null,
  },
  { id: "bare-2", say: ["Surveyors, mainly."], departments: [/survey/i] },
  {
    id: "bare-3",
    say: ["Schedulers and technicians, mostly."],
    departments: [/schedul|operation|field/i, /field|technic/i],
  },
  {
    id: "users-1",
    say: ["Buyers, planners and the merchandisers would be the heaviest users."],
    departments: [/procure|buy/i, /plan|manufactur/i, /merchandis/i],
  },
  {
    id: "users-2",
    say: ["Our account execs and the paralegals would be the main users."],
    departments: [/sales/i, /paralegal/i],
  },
  {
    id: "lands-1",
    say: ["Underwriting and claims are where it hurts."],
    departments: [/underwrit/i, /claims/i],
  },
  { id: "lands-2", say: ["Lettings is swamped with paperwork."], departments: [/letting/i] },
  {
    id: "strong-1",
    say: ["We are a family orchard in Kent, 45 strong in summer."],
    companySize: /^45 people$/,
  },
  {
    id: "strong-2",
    say: ["We're a vineyard outside Stellenbosch — 75 strong."],
    companySize: /^75 people$/,
  },
  { id: "wise-1", say: ["Headcount-wise it's roughly 220."], companySize: /^220 people$/ },
  {
    id: "seasonal-1",
    say: ["About 140, including seasonal pickers."],
    companySize: /^140 people$/,
  },
];

/** Second probes of the second batch's classes, written after its fixes. */
const probesMore: Case29[] = [
  {
    id: "terse-1",
    say: ["Claims, underwriting and finance."],
    departments: [/claims/i, /underwrit/i, /financ/i],
  },
  { id: "terse-2", say: ["Buying and merchandising, mostly."], departments: [/merchandis/i] },
  {
    id: "counted-1",
    say: ["We've got 35 delivery drivers and two planners."],
    departments: [/logistic|warehouse/i],
  },
  { id: "alone-1", say: ["Roughly 90 strong these days."], companySize: /^90 people$/ },
  {
    id: "somewhere-1",
    say: ["Somewhere to log every enquiry and follow-up."],
    project: /CRM/,
  },
  {
    id: "price-1",
    say: ["We want a tool so sales can price a kitchen in front of the customer."],
    project: /CPQ/,
  },
  {
    id: "bot-1",
    say: ["Looking for a chatbot on the website to answer delivery questions."],
    project: /AI/,
  },
];

describe("round 29, second probes (written after the fixes)", () => {
  it("reads each probe", () => {
    expect(wrongOf(probes)).toEqual([]);
    expect(wrongOf(probesMore)).toEqual([]);
  });
});

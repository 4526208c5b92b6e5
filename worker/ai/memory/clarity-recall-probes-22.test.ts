/**
 * Twelve one-sentence probes of recall, written before the fixes of their round, in trades and
 * words no tuned case used: a department in a trade's own words (front of house, the fee
 * earners, the fundraising team, site managers, a trust's finance office, shops as retail); a
 * client's team is none; a reason said as a loss in money, an event or a standard named by its
 * acronym; a worry said as a dependency, a cost ceiling, a person leaving or a season when
 * nothing may change (a risk, never the timeline); the core team by titles only. Each is said
 * after a short opener, and only what the probe sentence adds is looked at.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const OPENER = "ERP for 120 people.";
const roadmapAfter = (said: string) =>
  roadmapOf([OPENER, said].reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

type Field =
  | "departments"
  | "drivers"
  | "risks"
  | "no team"
  | "coreTeam"
  | "blackout"
  | "live"
  | "event"
  | "no drivers";
type Probe = [string, Field, RegExp[]?];

const probes: Probe[] = [
  [
    "Front of house and the night porters are run ragged at check-in.",
    "departments",
    [/front of house|customer service/],
  ],
  ["Our fee earners loathe filling in timesheets.", "departments", [/fee earners|legal/]],
  [
    "The fundraising team keeps its own list of donors in a spreadsheet.",
    "departments",
    [/fundraising/],
  ],
  [
    "Our retail shops and the warehouse never agree on a stock count.",
    "departments",
    [/retail|shops|store/, /warehouse/],
  ],
  ["Our clients' finance teams keep chasing us for statements.", "no team"],
  ["We write off roughly £40k of stock a year.", "drivers", [/write off|£40k|stock/i]],
  ["We're merging with a rival firm in the new year.", "drivers", [/merg/]],
  ["We need ISO 27001 before the next tender round.", "drivers", [/ISO 27001/]],
  ["The whole thing depends on the bank signing off our loan.", "risks", [/bank|loan|depends/]],
  ["Our IT manager has handed in his notice.", "risks", [/IT manager|notice|Key person/]],
  ["It'd be the FD, our ops manager and me on this.", "coreTeam", [/^3 people$/]],
  ["Harvest starts in August so we can't change anything then.", "blackout", [/harvest|August/i]],
];

const right = ([said, field, want]: Probe) => {
  const r = roadmapAfter(said);
  if (field === "no team") return r.departments.length === 0;
  if (field === "no drivers") return r.drivers.length === 0;
  if (field === "coreTeam") return want!.every((re) => re.test(r.coreTeam ?? ""));
  // The company's own event as a reason, its date not the project's.
  if (field === "event")
    return !r.timeline && want!.every((re) => r.drivers.some((v) => re.test(v)));
  if (field === "blackout")
    return !r.timeline && want!.every((re) => r.risks.some((v) => re.test(v)));
  // The project's date kept, the period when nothing may change a risk: [timeline, risk].
  if (field === "live")
    return want![0]!.test(r.timeline ?? "") && r.risks.some((v) => want![1]!.test(v));
  return want!.every((re) => r[field].some((v) => re.test(v)));
};

describe("recall probes of round 22, written before their fixes", () => {
  for (const probe of probes)
    it(`${probe[1]}: ${probe[0]}`, () => {
      expect(right(probe)).toBe(true);
    });
});

/** For each rule fixed, one more sentence of it in other words, written after its fix. */
const second: Probe[] = [
  ["On this it would be our CTO, the head of ops and me.", "coreTeam", [/^3 people$/]],
  [
    "Lambing runs through March and April, nothing can change during that.",
    "blackout",
    [/Lambing/i],
  ],
  [
    "We need to be live by June because there's a change freeze from September to Christmas.",
    "live",
    [/June/, /Blackout/],
  ],
  [
    "Everything is contingent on the council renewing our contract.",
    "risks",
    [/Dependency: the council/],
  ],
  ["Our owners won't approve anything above $250k.", "risks", [/^Cost:/]],
  ["Our finance lead has resigned.", "risks", [/Key person: the finance lead/]],
  ["Our finance lead has resigned.", "no team"],
  ["Our loan officers re-key every application by hand.", "departments", [/loan officers/]],
  ["Catering uses its own spreadsheets for every order.", "departments", [/catering/]],
  ["The wholesale side runs on a different price list.", "departments", [/wholesale/]],
  [
    "Our advancement team (alumni giving) works from a shared inbox.",
    "departments",
    [/alumni giving/],
  ],
  ["Across our 9 stores the tills don't talk to head office.", "departments", [/retail/]],
  ["Our suppliers' sales teams keep sending price lists as PDFs.", "no team"],
  [
    "Why now: the bank changed our terms, and a new packaging tax starts in April.",
    "drivers",
    [/packaging tax/],
  ],
  ["We have to meet the FCA consumer duty rules by the summer.", "drivers", [/FCA/]],
  ["The MD steps down next spring.", "drivers", [/MD steps down/]],
  ["A second academy joins us in April.", "drivers", [/joins us/]],
  ["Payroll takes the office manager three days every month.", "drivers", [/three days|3 days/]],
  ["Stocktake took four days last time.", "drivers", [/stocktake/i]],
  ["We lost three framework agreements this year.", "drivers", [/framework agreements/]],
  ["Our engineers keep double visiting the same sites.", "drivers", [/double visiting/]],
  // Rules found by probing in more words of our own, after the first fixes.
  [
    "The butchery and the deli counter each keep their own waste log.",
    "departments",
    [/butchery/, /deli counter/],
  ],
  [
    "The account management team chases every renewal by email.",
    "departments",
    [/sales|account management/],
  ],
  ["Our card fees have jumped by 15% since January.", "drivers", [/card fees \(15%\)/]],
  [
    "The Building Safety Act means every change needs a paper trail.",
    "drivers",
    [/Building Safety Act|building Safety Act/],
  ],
  ["Honestly the old server won't cope for another winter.", "risks", [/^(?!Adoption)/]],
  ["From our side - the practice nurse, our receptionist and me.", "coreTeam", [/^3 people$/]],
  ["I can spare the warehouse lead and one of the buyers.", "coreTeam", [/^2 people$/]],
  ["Priya and I will run it day to day.", "coreTeam", [/^2 people$/]],
  ["None of us have ever done an ERP implementation.", "risks", [/^Experience:/]],
  ["Half the carers can't use a computer.", "risks", [/^Adoption: .*carers/]],
  ["Money is really tight this year.", "risks", [/^Cost:/]],
  ["We are opening a third clinic in May.", "event", [/third clinic/]],
  ["We missed two deadlines last quarter due to bad planning.", "drivers", [/we missed two/]],
  ["Orders get duplicated when the web shop syncs.", "drivers", [/duplicated/]],
  ["Month end gets done in about 12 days.", "drivers", [/month-end close \(12 days\)/]],
  ["We are running a 9 week lead time.", "drivers", [/lead time \(9 weeks\)/]],
  ["We have no in-house IT expertise at all.", "risks", [/^Experience:/]],
  ["Funding for phase two isn't confirmed yet.", "risks", [/^Dependency: funding/i]],
  ["Our recruitment agency sends CVs by email.", "no team"],
  [
    "The tutors and student support workers share one spreadsheet.",
    "departments",
    [/support workers|customer service/],
  ],
  [
    "Stock lives in spreadsheets, the bank wants monthly covenant figures now.",
    "drivers",
    [/bank wants/],
  ],
  [
    "We are switching because half our quotes go out with the wrong price.",
    "drivers",
    [/half our quotes/],
  ],
  ["Mainly payroll, plus whoever does billing.", "departments", [/HR/, /finance/]],
  ["It would be for our engineers and the back office.", "no drivers"],
  ["We're pitching for a supermarket contract in the autumn.", "event", [/pitching/]],
  ["The owners plan to sell the company within two years.", "event", [/sell the company/]],
];

describe("second probes of round 22, one per rule fixed, in other words", () => {
  for (const probe of second)
    it(`${probe[1]}: ${probe[0]}`, () => {
      expect(right(probe)).toBe(true);
    });
});

/**
 * Sixteen one-sentence probes of recall, written before the fixes of their round in words no
 * tuned case used: a department said by a role's title, a place of work, an adjective or a list
 * after "involves"; a customer's team is none; a reason for change said as what people do today,
 * what the business can't do, a demand from outside or a comparison; the core team as named
 * people, a count with a condition or "just me and my co-founder"; worries said as a past
 * failure, a doubt about data, a person's stance or a season with no time. Each is said after a
 * short opener, and only what the probe sentence adds is looked at.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const OPENER = "ERP for 120 people.";
const roadmapAfter = (said: string) =>
  roadmapOf([OPENER, said].reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

type Field = "departments" | "drivers" | "risks" | "no team" | "coreTeam";
type Probe = [string, Field, RegExp[]?];

const probes: Probe[] = [
  ["The receptionist juggles every booking in a paper diary.", "departments", [/customer service/]],
  [
    "Our commercial and finance people never see the same numbers.",
    "departments",
    [/sales/, /finance/],
  ],
  [
    "It involves planning, the stores and the accounts office.",
    "departments",
    [/warehouse/, /finance/],
  ],
  ["Our transport planner builds tomorrow's routes on a whiteboard.", "departments", [/logistics/]],
  ["The bid writers will hate typing everything in twice.", "departments", [/sales/]],
  ["Our biggest customer's purchasing team wants EDI by spring.", "no team"],
  [
    "Every morning someone copies the web orders into the accounts package by hand.",
    "drivers",
    [/copies|by hand|web orders/],
  ],
  [
    "We can't tell a customer whether an item is in stock without walking out to look.",
    "drivers",
    [/in stock|can't tell/],
  ],
  [
    "Our lender wants management accounts within ten days of month end from now on.",
    "drivers",
    [/lender|management accounts/],
  ],
  [
    "Our competitors give a price over the phone, we take three days to come back.",
    "drivers",
    [/competitors|three days|3 days/],
  ],
  [
    "On our side it would be me, Sofia in accounts and Raj who runs the warehouse.",
    "coreTeam",
    [/^3 people$/],
  ],
  [
    "Probably three of us, four if the sales director can spare the time.",
    "coreTeam",
    [/^3 people$/],
  ],
  ["It's literally just me and my co-founder.", "coreTeam", [/^2 people$/]],
  [
    "We tried to go live on a new system in 2019 and it was chaos.",
    "risks",
    [/History|2019|chaos/],
  ],
  ["Our supplier price files are riddled with errors.", "risks", [/price files|errors/]],
  ["The MD is allergic to anything new.", "risks", [/MD|allergic|anything new/]],
];

const right = ([said, field, want]: Probe) => {
  const r = roadmapAfter(said);
  if (field === "no team") return r.departments.length === 0;
  if (field === "coreTeam") return want!.every((re) => re.test(r.coreTeam ?? ""));
  return want!.every((re) => r[field].some((v) => re.test(v)));
};

/** For each rule fixed, one more sentence of it in other words, written after its fix. */
const second: Probe[] = [
  ["The payroll officer types every timesheet in by hand.", "departments", [/HR/]],
  ["Our storekeeper does all the counts on paper.", "departments", [/warehouse/]],
  [
    "Everything at the reception desk goes into a paper diary.",
    "departments",
    [/customer service/],
  ],
  [
    "Our sales and purchasing folks never talk to each other.",
    "departments",
    [/sales/, /procurement/],
  ],
  ["The supplier's accounts team sends every invoice as a PDF.", "no team"],
  ["Our insurer now wants proof of every safety inspection.", "drivers", [/insurer/]],
  [
    "Everyone else in our market quotes online and we still fax our quotes.",
    "drivers",
    [/everyone else|fax/],
  ],
  [
    "Our largest client wants ASN files, and the auditors flagged our stock counts.",
    "drivers",
    [/client wants ASN/, /auditors|audit/],
  ],
  [
    "From our side it'll be me, our planner Jo and the finance manager.",
    "coreTeam",
    [/^3 people$/],
  ],
  ["Only me and our office manager, really.", "coreTeam", [/^2 people$/]],
  ["Our chairman doesn't trust computers.", "risks", [/chairman/]],
  ["None of us can spare the time before Easter.", "risks", [/Capacity/]],
  ["Half our part numbers are plain wrong.", "risks", [/part numbers/]],
  ["Our last ERP go-live went pear-shaped.", "risks", [/History/]],
  ["Our licence fees are going up 30% next year.", "drivers", [/price rise|licence fees/]],
  ["We have no idea which jobs actually lose money.", "drivers", [/no idea|lose money/]],
  ["The cleaners get their rotas on paper.", "departments", [/cleaners/]],
  ["Can our buyers see stock levels from their phones?", "departments", [/procurement/]],
  ["We can't afford any disruption over the summer.", "risks", [/Blackout/]],
  ["Our marketing is one woman, two days a week.", "risks", [/Capacity: marketing/]],
  ["acctg and mktg are on separate tools.", "departments", [/finance/, /marketing/]],
  ["Honestly nobody really used it after the first month.", "risks", [/History/]],
];

describe("second probes of round 19, one per rule fixed, in other words", () => {
  for (const probe of second)
    it(`${probe[1]}: ${probe[0]}`, () => {
      expect(right(probe)).toBe(true);
    });
});

describe("recall probes of round 19, written before their fixes", () => {
  for (const probe of probes)
    it(`${probe[1]}: ${probe[0]}`, () => {
      expect(right(probe)).toBe(true);
    });
});

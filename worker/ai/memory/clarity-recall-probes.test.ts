/**
 * Sixteen one-sentence probes of recall, written before the fixes of their round in words no
 * tuned case used: a team named by the people who do a piece of work, by the work, or as the one
 * a change lands on; a customer or a person whose opinion is reported is no team; a reason for
 * change said as a goal, an event, a pain today or a figure that hurts; worries in new words.
 * Each is said after a short opener, and only what the probe sentence adds is looked at.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const OPENER = "ERP for 120 people.";
const roadmapAfter = (said: string) =>
  roadmapOf([OPENER, said].reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

type Probe = [string, "departments" | "drivers" | "risks" | "no team", RegExp?];

const probes: Probe[] = [
  [
    "The folks who load the delivery vans start at five and work from a printout.",
    "departments",
    /warehouse/,
  ],
  [
    "The people who send out the bills copy each job number across by hand.",
    "departments",
    /finance/,
  ],
  ["Credit control spends every Monday chasing late payers.", "departments", /finance/],
  ["It would land hardest on the people answering the phones.", "departments", /customer service/],
  [
    "Our two schedulers who book the engineers' visits are drowning.",
    "departments",
    /field service/,
  ],
  ["Recruitment and onboarding still run on paper forms.", "departments", /HR/],
  ["Our customers will see the new portal first.", "no team"],
  ["The head of logistics says the cloud version would be fine.", "no team"],
  [
    "We'd like a single place where every order, invoice and stock count lives.",
    "drivers",
    /single place|order, invoice/,
  ],
  ["We need this so we can start selling direct to consumers online.", "drivers", /selling|online/],
  ["Our sister company in Lyon joins the group in January.", "drivers", /sister company|joins/],
  [
    "Each quarter end eats three weeks of the finance team's time.",
    "drivers",
    /quarter|three weeks/,
  ],
  [
    "Half of what we ship gets checked twice because the pick lists can't be trusted.",
    "drivers",
    /checked twice|pick lists|trusted/,
  ],
  [
    "The founder who wrote our pricing tool is stepping back next summer.",
    "risks",
    /founder|stepping back|key person/i,
  ],
  [
    "I suspect the depot managers will quietly stick with their clipboards.",
    "risks",
    /depot managers|clipboards/,
  ],
  [
    "Half the product codes are duplicated between the two companies.",
    "risks",
    /product codes|duplicat/i,
  ],
];

const right = ([said, field, want]: Probe) => {
  const r = roadmapAfter(said);
  if (field === "no team") return r.departments.length === 0;
  return r[field].some((v) => want!.test(v));
};

describe("recall probes written before their fixes", () => {
  for (const probe of probes)
    it(`${probe[1]}: ${probe[0]}`, () => {
      expect(right(probe)).toBe(true);
    });
});

/** Round 29's reading cases: round 27's kit plus the company's size and the project's kind. */
import { roadmapAfter } from "./clarity-reading-cases.test-kit";
import { type Case27, wrongIn27 } from "./clarity-reading-round-27-kit.test-kit";

export interface Case29 extends Case27 {
  /** The roadmap's company size ("120 people"), or null for "must stay empty". */
  companySize?: RegExp | null;
  /** More than one kind the project must name ("CRM first, ERP later"). */
  kinds?: RegExp[];
}

/** What a round-29 case's roadmap gets wrong. */
export function wrongIn29(c: Case29): string[] {
  const errs = wrongIn27(c);
  const r = roadmapAfter(c.say);
  if (c.companySize === null && r.companySize) errs.push(`size ${r.companySize}`);
  if (c.companySize && !(r.companySize && c.companySize.test(r.companySize)))
    errs.push(`size ${r.companySize}`);
  for (const k of c.kinds ?? []) if (!k.test(r.project ?? "")) errs.push(`project ${r.project}`);
  return errs;
}

/** Each failing case with what it got wrong. */
export const wrongOf = (cases: Case29[]) =>
  cases.map((c) => ({ id: c.id, errs: wrongIn29(c) })).filter((w) => w.errs.length);

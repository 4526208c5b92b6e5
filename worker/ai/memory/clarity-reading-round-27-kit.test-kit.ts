/** Round 27's reading cases: the round-25 case kit plus the timeline, core team, teams and kind. */
import type { WhenKind } from "../../contracts/facts";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { type Case, roadmapAfter, wrongIn } from "./clarity-reading-cases.test-kit";
import { leadFactsOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");

export interface Case27 extends Case {
  timeline?: RegExp;
  notTimeline?: RegExp;
  timelineKind?: WhenKind;
  coreTeam?: string;
  departments?: RegExp[];
  notDepartments?: RegExp[];
  drivers?: RegExp[];
}

/** What a round-27 case's roadmap (and the lead's typed timeline) gets wrong. */
export function wrongIn27(c: Case27): string[] {
  const errs = wrongIn(c);
  const r = roadmapAfter(c.say);
  const m = c.say.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory());
  const when = leadFactsOf(m).timeline;
  if (c.timeline && !(r.timeline && c.timeline.test(r.timeline)))
    errs.push(`timeline ${r.timeline}`);
  if (c.notTimeline && r.timeline && c.notTimeline.test(r.timeline))
    errs.push(`timeline ${r.timeline}`);
  if (c.timelineKind && when?.kind !== c.timelineKind) errs.push(`kind ${when?.kind}`);
  if (c.coreTeam && r.coreTeam !== c.coreTeam) errs.push(`core team ${r.coreTeam}`);
  for (const d of c.departments ?? [])
    if (!r.departments.some((x) => d.test(x))) errs.push(`lacks team ${d}`);
  for (const d of c.notDepartments ?? [])
    if (r.departments.some((x) => d.test(x))) errs.push(`team ${d}`);
  for (const d of c.drivers ?? [])
    if (!r.drivers.some((x) => d.test(x))) errs.push(`lacks driver ${d}`);
  return errs;
}

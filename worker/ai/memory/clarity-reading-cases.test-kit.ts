/** A one-message roadmap case of Clarity's memory and what its roadmap gets wrong, for tests. */
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
export const roadmapAfter = (said: string[]) =>
  roadmapOf(said.reduce<ClarityMemory>((m, s) => learnFrom(m, s, NOW), emptyMemory()));

export interface Case {
  id: string;
  say: string[];
  systems?: RegExp[];
  notSystems?: RegExp[];
  project?: RegExp;
  notProject?: RegExp;
  notDrivers?: RegExp[];
  notRisks?: RegExp[];
  risks?: RegExp[];
}

/** What a case's roadmap gets wrong, checked as the first play checked it. */
export function wrongIn(c: Case): string[] {
  const r = roadmapAfter(c.say);
  const errs: string[] = [];
  for (const s of c.systems ?? []) if (!r.systems.some((x) => s.test(x))) errs.push(`lacks ${s}`);
  for (const s of c.notSystems ?? []) if (r.systems.some((x) => s.test(x))) errs.push(`holds ${s}`);
  if (c.notProject && r.project && c.notProject.test(r.project)) errs.push(`project ${r.project}`);
  if (c.project && !(r.project && c.project.test(r.project))) errs.push(`project ${r.project}`);
  for (const s of c.notDrivers ?? [])
    if (r.drivers.some((x) => s.test(x))) errs.push(`driver ${s}`);
  for (const s of c.notRisks ?? []) if (r.risks.some((x) => s.test(x))) errs.push(`risk ${s}`);
  for (const s of c.risks ?? []) if (!r.risks.some((x) => s.test(x))) errs.push(`lacks risk ${s}`);
  return errs;
}

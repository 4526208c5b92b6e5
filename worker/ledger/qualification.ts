import type { LeadFacts } from "../contracts/facts";
import {
  type Qualification,
  type QualificationField,
  type QualificationValues,
  qualificationFields,
} from "../contracts/inbox";
import type { RoadmapFacts } from "../contracts/roadmap";
import { budgetText, inDollars } from "../language";

/**
 * What a lead says sales qualify by (docs/decisions/025, 033): the words to show — the roadmap's,
 * else the typed value's own — and the typed values themselves (a budget with its currency, a
 * headcount, a dated go-live, start or decision), kept once when the lead is stored. The list
 * sorts and the CSV exports by the values; nothing reads the words again.
 */
export function qualificationOf(
  roadmap: RoadmapFacts | null,
  projectType: string | null,
  facts: LeadFacts = {},
): Qualification {
  const clean = (v: string | undefined | null) => v?.trim() || null;
  const values: QualificationValues = {
    budget: facts.budget ?? null,
    companySize: facts.companySize ?? null,
    timeline: facts.timeline ?? null,
  };
  return {
    project: clean(roadmap?.project) ?? clean(projectType),
    companySize:
      clean(roadmap?.companySize) ?? (values.companySize ? `${values.companySize} people` : null),
    budget: clean(roadmap?.budget) ?? (values.budget ? budgetText(values.budget) : null),
    timeline: clean(roadmap?.timeline) ?? values.timeline?.text ?? null,
    values,
  };
}

/** What the list sorts by: a budget in rough dollars (its top), people, the month pointed at. */
export function sortValues(values: QualificationValues | undefined) {
  const month = values?.timeline?.month;
  return {
    budget: values?.budget ? inDollars(values.budget).max : null,
    size: values?.companySize ?? null,
    // Months since year 0: "2027-03" sorts before "2027-10" and after "2026-12".
    timeline: month ? Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 : null,
  };
}

/**
 * A prospect's qualification from its leads' (newest first): each field the newest lead's that
 * has it, its typed value with it.
 */
export function prospectQualification(leads: Partial<Qualification>[]): Qualification {
  const q = Object.fromEntries(
    qualificationFields.map((f) => [f, leads.find((l) => l[f])?.[f] ?? null]),
  ) as Record<QualificationField, string | null> as Qualification;
  const valued = <K extends keyof QualificationValues>(key: K) =>
    leads.find((l) => l.values?.[key] != null)?.values?.[key] ?? null;
  q.values = {
    budget: valued("budget"),
    companySize: valued("companySize"),
    timeline: valued("timeline"),
  };
  return q;
}

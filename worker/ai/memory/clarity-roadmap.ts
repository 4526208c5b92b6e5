/**
 * The memory as the roadmap's labelled facts (the panel and sales see these), and what a hosted
 * model reports through `update_roadmap` merged back into it.
 */
import { findEmail } from "../../contracts/contact-fields";
import type { RoadmapFacts } from "../../contracts/roadmap";
import { addAll, type ClarityMemory, memoryOf, type Risk } from "./clarity-memory";
import { budgetText } from "./clarity-money";

export { budgetText } from "./clarity-money";

/**
 * "NetSuite (ERP)", "NetSuite or Acumatica (ERP)" while they are compared, "CRM", or null before
 * the project is known.
 */
export function projectName(
  f: Pick<ClarityMemory, "products" | "projectTypes" | "comparing">,
): string | null {
  const products = f.products.join(f.comparing ? " or " : ", ");
  if (f.products.length && f.projectTypes.length)
    return `${products} (${f.projectTypes.join(", ")})`;
  if (f.products.length) return products;
  return f.projectTypes.join(", ") || null;
}

/** "finance (8 people)" when the prospect gave the department's size. */
export const departmentText = (f: Pick<ClarityMemory, "departmentSizes">, d: string) =>
  f.departmentSizes[d] ? `${d} (${f.departmentSizes[d]} people)` : d;

/** The labelled facts the roadmap panel and sales show. */
export function roadmapOf(f: ClarityMemory): RoadmapFacts {
  const project = projectName(f);
  return {
    ...(project ? { project } : {}),
    systems: [...f.integrations],
    drivers: [...f.drivers],
    departments: f.departments.map((d) => departmentText(f, d)),
    ...(f.teamSize !== undefined
      ? { coreTeam: `${f.teamSize} ${f.teamSize === 1 ? "person" : "people"}` }
      : {}),
    ...(f.companySize !== undefined ? { companySize: `${f.companySize} people` } : {}),
    ...(f.timeline ? { timeline: f.timeline } : {}),
    ...(f.budget
      ? { budget: budgetText(f.budget) }
      : f.budgetLabel
        ? { budget: f.budgetLabel }
        : {}),
    ...(f.email ? { email: f.email } : {}),
    risks: f.risks.map((r) => r.text),
  };
}

/** What a hosted model reports through `update_roadmap`, merged into the stored memory. */
export function mergeRoadmap(f: ClarityMemory, update: Partial<RoadmapFacts>): ClarityMemory {
  const next = memoryOf(f);
  const list = (items: string[] | undefined) => (items ?? []).map((s) => s.trim()).filter(Boolean);
  next.integrations = addAll(next.integrations, list(update.systems)).next;
  next.drivers = addAll(next.drivers, list(update.drivers)).next;
  next.departments = addAll(next.departments, list(update.departments)).next;
  next.risks = addAll(
    next.risks,
    list(update.risks).map((text): Risk => ({ id: "other", text })),
    (r) => r.text.toLowerCase(),
  ).next;
  if (update.project?.trim()) {
    next.products = [update.project.trim()];
    next.projectTypes = [];
    next.comparing = false;
  }
  const size = (s: string | undefined) => {
    const v = Number(/\d+/.exec(s ?? "")?.[0]);
    return Number.isFinite(v) && v > 0 ? v : undefined;
  };
  next.teamSize = size(update.coreTeam) ?? next.teamSize;
  next.companySize = size(update.companySize) ?? next.companySize;
  if (update.timeline?.trim()) next.timeline = update.timeline.trim();
  const email = findEmail(update.email ?? "");
  if (email) next.email = email.toLowerCase();
  if (update.budget?.trim()) next.budgetLabel = update.budget.trim();
  return next;
}

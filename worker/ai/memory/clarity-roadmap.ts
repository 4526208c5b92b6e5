/**
 * The memory as the roadmap's labelled facts (the panel and sales see these), and what a hosted
 * model reports through `update_roadmap` merged back into it.
 */
import { findEmail } from "../../contracts/contact-fields";
import type { LeadFacts } from "../../contracts/facts";
import type { RoadmapFacts } from "../../contracts/roadmap";
import { budgetText, readMoney } from "../../language/money";
import { figures } from "../../language/numbers";
import { readCompanySize } from "../../language/size";
import { readWhen } from "../../language/when";
import { addAll, type ClarityMemory, memoryOf, type Risk } from "./clarity-memory";
import { sizeShown } from "./clarity-size-shown";

export { budgetText } from "../../language/money";

/**
 * "NetSuite (ERP)", "NetSuite or Acumatica (ERP)" while they are compared, "CRM", or null before
 * the project is known.
 */
export function projectName(
  f: Pick<ClarityMemory, "products" | "projectTypes" | "comparing" | "kindNamed">,
): string | null {
  // Platforms of one kind are alternatives: a project does not buy two CRMs.
  const products = f.products.join(f.comparing || f.projectTypes.length === 1 ? " or " : ", ");
  if (f.products.length && f.projectTypes.length)
    return `${products} (${f.projectTypes.join(", ")})`;
  if (f.products.length) return products;
  return f.projectTypes.join(", ") || f.kindNamed || null;
}

/** "finance (8 people)" when the prospect gave the department's size. */
export const departmentText = (f: Pick<ClarityMemory, "departmentSizes">, d: string) =>
  f.departmentSizes[d]
    ? `${d} (${f.departmentSizes[d]} ${f.departmentSizes[d] === 1 ? "person" : "people"})`
    : d;

/** The memory's typed values for the lead (docs/decisions/033): the go-live first. */
export function leadFactsOf(f: ClarityMemory): LeadFacts {
  const timeline =
    f.when ?? f.dates?.find((d) => d.kind === "go-live") ?? f.dates?.[0] ?? undefined;
  const size = f.companySize !== undefined ? Math.round(f.companySize) : undefined;
  return {
    ...(f.budget ? { budget: f.budget } : {}),
    ...(size && size > 0 ? { companySize: size } : {}),
    ...(timeline ? { timeline: { ...timeline, text: timeline.text.slice(0, 80) } } : {}),
    ...(f.phone ? { phone: f.phone } : {}),
    ...(f.company ? { company: f.company.slice(0, 120) } : {}),
    ...(f.callWish !== undefined ? { callWish: f.callWish } : {}),
  };
}

/** The labelled facts the roadmap panel and sales show. */
export function roadmapOf(f: ClarityMemory): RoadmapFacts {
  const project = projectName(f);
  const facts = leadFactsOf(f);
  return {
    ...(project ? { project } : {}),
    systems: [...f.integrations],
    drivers: [...f.drivers],
    departments: f.departments.map((d) => departmentText(f, d)),
    ...(f.teamSize !== undefined
      ? { coreTeam: `${f.teamSize} ${f.teamSize === 1 ? "person" : "people"}` }
      : {}),
    ...(f.companySize !== undefined
      ? { companySize: sizeShown(f.companySize, f.companySizeBelow) }
      : {}),
    ...(f.timeline ? { timeline: f.timeline } : {}),
    ...(f.budget
      ? { budget: budgetText(f.budget) }
      : f.budgetLabel
        ? { budget: f.budgetLabel }
        : {}),
    ...(f.email ? { email: f.email } : {}),
    risks: f.risks.map((r) => r.text),
    ...(Object.keys(facts).length ? { facts } : {}),
  };
}

/** What a hosted model reports through `update_roadmap`, merged into the stored memory. */
export function mergeRoadmap(
  f: ClarityMemory,
  update: Partial<RoadmapFacts>,
  now = Date.now(),
): ClarityMemory {
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
  // The model's words are read once, by the language module, into typed values.
  const size = (s: string | undefined) => {
    const v = Math.round(Number(/\d+(?:\.\d+)?/.exec(figures(s ?? "").replace(/,/g, ""))?.[0]));
    return Number.isFinite(v) && v > 0 ? v : undefined;
  };
  next.teamSize = size(update.coreTeam) ?? next.teamSize;
  const company = update.companySize?.trim() ?? "";
  next.companySize =
    readCompanySize(company) ??
    readCompanySize(`${company} employees`) ??
    size(company) ??
    next.companySize;
  const timeline = update.timeline?.trim();
  if (timeline) {
    next.timeline = timeline;
    // An event with no month ("before the audit") is still the go-live the model reported.
    const when = readWhen(timeline, new Date(now)) ?? { kind: "go-live" as const };
    next.when = { ...when, text: timeline.slice(0, 80) };
  }
  const email = findEmail(update.email ?? "");
  if (email) next.email = email.toLowerCase();
  const budget = update.budget?.trim();
  if (budget) {
    const money = readMoney(budget) ?? readMoney(`budget ${budget}`);
    if (money) next.budget = money;
    else next.budgetLabel = budget;
  }
  return next;
}

import { extractFacts, type ScopeFacts } from "../ai/offline/clarity-extract";
import type { Budget } from "../ai/offline/clarity-quantities";
import type { RoadmapFacts } from "../contracts/roadmap";

/**
 * What a conversation has established, kept with it in the visitor's object and updated from
 * each new visitor message only (work linear in the message, not the conversation).
 */
export type ConversationFacts = ScopeFacts;

export const noFacts = (): ConversationFacts => extractFacts([]);

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/** The facts after one more visitor message; the project type stays unless the prospect names none yet. */
export function learnFrom(facts: ConversationFacts, text: string): ConversationFacts {
  const next = extractFacts([text]);
  return {
    projectTypes: facts.projectTypes.length ? facts.projectTypes : next.projectTypes,
    products: facts.products.length ? facts.products : next.products,
    drivers: union(facts.drivers, next.drivers),
    departments: union(facts.departments, next.departments),
    integrations: union(facts.integrations, next.integrations),
    teamSize: next.teamSize ?? facts.teamSize,
    timeline: next.timeline ?? facts.timeline,
    budget: next.budget ?? facts.budget,
    companySize: next.companySize ?? facts.companySize,
    email: facts.email ?? next.email?.toLowerCase(),
  };
}

const money = (n: number) =>
  n >= 1_000_000 ? `$${+(n / 1_000_000).toFixed(1)}M` : `$${Math.round(n / 1000)}K`;
const budgetText = (b: Budget) =>
  b.min === b.max ? money(b.max) : `${money(b.min)}–${money(b.max)}`;

/** The labelled facts the roadmap panel and sales show. */
export function roadmapOf(f: ConversationFacts): RoadmapFacts {
  const project = f.products.length
    ? `${f.products.join(", ")} (${f.projectTypes.join(", ")})`
    : f.projectTypes.join(", ") || undefined;
  return {
    ...(project ? { project } : {}),
    systems: f.integrations,
    drivers: f.drivers,
    departments: f.departments,
    ...(f.teamSize !== undefined ? { coreTeam: `${f.teamSize} people` } : {}),
    ...(f.companySize !== undefined ? { companySize: `${f.companySize} people` } : {}),
    ...(f.timeline ? { timeline: f.timeline } : {}),
    ...(f.budget ? { budget: budgetText(f.budget) } : {}),
    ...(f.email ? { email: f.email } : {}),
    risks: [],
  };
}

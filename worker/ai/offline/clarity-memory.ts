/**
 * Clarity's memory of one conversation: the facts the prospect gave, the concerns they named,
 * the questions they asked and the ones Clarity asked. Kept with the conversation in the
 * visitor's Durable Object and updated from each new message only (`learnFrom`), so a turn's
 * work is linear in the new message, never a re-read of the conversation. The built-in engine
 * writes its reply from this memory alone (`clarity-reply.ts`).
 */
import type { RoadmapFacts } from "../../contracts/roadmap";
import { emailPattern, extractFacts, type ProjectType } from "./clarity-extract";
import { planTurn } from "./clarity-interview";
import { type Heard, hear } from "./clarity-listen";
import type { Budget } from "./clarity-quantities";
import type { RiskId } from "./clarity-risks";
import type { Topic } from "./clarity-topics";
import { tameInput } from "./tame-input";

export type { ProjectType } from "./clarity-extract";

export interface Risk {
  id: RiskId;
  /** The concern in a few words of Clarity's, naming who it concerns, e.g. "plant managers may not adopt it". */
  text: string;
  /** Whom or what it concerns, in the prospect's word ("plant managers", "knowledge base"). */
  who?: string;
}

/** What one reply does, decided when the message is learned (the engine only writes it out). */
export interface TurnPlan {
  kind: Heard["kind"];
  /** What this message added (for the acknowledgement). */
  learned: {
    project?: string;
    changedProject?: boolean;
    drivers: string[];
    departments: string[];
    systems: string[];
    teamSize?: number;
    companySize?: number;
    timeline?: string;
    budget?: Budget;
    email?: string;
    sizes: { department: string; size: number }[];
    risks: Risk[];
  };
  /** The prospect's direct questions, in the order asked. */
  topics: Topic[];
  /** Of those, the ones answered before (answered again more briefly). */
  again: Topic[];
  /** Vendors the prospect named in a selection question ("DealHub or Conga"). */
  options: string[];
  /** The one question this reply ends with, if any (a `questions` id). */
  ask?: string;
  /** A hidden dependency to flag (once per conversation). */
  flag?: string;
  /** Give the readiness snapshot this turn. */
  snapshot: boolean;
  /** How many off-track messages in a row (gibberish, off-topic, injection) ended with this one. */
  offTrack: number;
  /** Number of this visitor message in the conversation (1-based), for varied phrasing. */
  n: number;
}

export interface ClarityMemory {
  projectTypes: ProjectType[];
  products: string[];
  drivers: string[];
  departments: string[];
  /** Headcount of a department as the prospect gave it ("Finance (8 people)"): not the core team. */
  departmentSizes: Record<string, number>;
  integrations: string[];
  teamSize?: number;
  companySize?: number;
  timeline?: string;
  budget?: Budget;
  /** A budget as a hosted model reported it, in its words. */
  budgetLabel?: string;
  email?: string;
  risks: Risk[];
  /** Question ids Clarity has asked, each at most once. */
  asked: string[];
  /** Topics of the prospect's questions already answered. */
  answered: Topic[];
  /** Hidden dependencies already flagged. */
  flagged: string[];
  /** The readiness snapshot has been given. */
  summarized: boolean;
  turns: number;
  offTrack: number;
  turn?: TurnPlan;
}

export const emptyMemory = (): ClarityMemory => ({
  projectTypes: [],
  products: [],
  drivers: [],
  departments: [],
  departmentSizes: {},
  integrations: [],
  risks: [],
  asked: [],
  answered: [],
  flagged: [],
  summarized: false,
  turns: 0,
  offTrack: 0,
});

/** Stored memory of any age (older rows hold only the first facts) as today's shape. */
export const memoryOf = (stored: Partial<ClarityMemory> | null | undefined): ClarityMemory => ({
  ...emptyMemory(),
  ...(stored ?? {}),
});

/** Lists in memory stay bounded whatever a prospect sends: a turn's work never grows with them. */
const CAP = 12;
const addAll = <T>(list: readonly T[], items: readonly T[], key: (t: T) => string = String) => {
  const next = [...list];
  const added: T[] = [];
  for (const item of items) {
    if (next.length >= CAP || next.some((x) => key(x) === key(item))) continue;
    next.push(item);
    added.push(item);
  }
  return { next, added };
};

/** Phrases that make a named platform the new project rather than a system it must live with. */
const changeOfMind =
  /\b(?:actually|instead|rather|changed? (?:our|my) minds?|switch(?:ing)? to|pivot)\b/i;

/** The memory after one more visitor message. Pure: the same memory and text give the same result. */
export function learnFrom(memory: ClarityMemory, raw: string, now = Date.now()): ClarityMemory {
  const text = tameInput(raw);
  const m = memoryOf(memory);
  const heard = hear(text, m, now);
  const n = m.turns + 1;
  const learned: TurnPlan["learned"] = {
    drivers: [],
    departments: [],
    systems: [],
    sizes: [],
    risks: [],
  };
  const next: ClarityMemory = { ...m, turns: n };

  if (heard.kind === "talk") {
    // Platforms and types as one message reads them (the lexical tables of clarity-extract).
    const read = extractFacts([text]);
    // A question about vendors or about us names platforms without making them the project.
    const selecting = heard.topics.includes("vendor") || heard.topics.includes("who");
    const hasProject = m.projectTypes.length > 0;
    const change = hasProject && changeOfMind.test(text) && read.projectTypes.length > 0;
    if (!selecting && (!hasProject || change)) {
      if (read.projectTypes.length) {
        next.projectTypes = change ? read.projectTypes.slice(0, 1) : read.projectTypes;
        next.products = read.products;
        learned.project = projectName(next) ?? undefined;
        learned.changedProject = change;
      }
    }
    // A platform of the project's own kind named later, before any was: the project's platform.
    if (!selecting && hasProject && !change && !m.products.length && read.products.length) {
      const own = read.projectTypes[0] === m.projectTypes[0] ? read.products.slice(0, 1) : [];
      if (own.length) {
        next.products = own;
        learned.project = projectName(next) ?? undefined;
      }
    }
    // Platforms named later live beside the project: systems it must work with.
    const laterProducts =
      hasProject && !change && !selecting
        ? read.products.filter((p) => !m.products.includes(p))
        : [];
    const fromTables = read.integrations.filter(
      (s) => !(s === "payroll" && heard.systems.includes("ADP payroll")),
    );
    const systems = selecting
      ? []
      : [...fromTables, ...heard.systems, ...laterProducts].filter(
          (s, _i, all) =>
            !next.products.includes(s) && !all.some((o) => o !== s && o.startsWith(`${s} `)),
        );
    const sys = addAll(next.integrations, systems);
    next.integrations = sys.next;
    learned.systems = sys.added;

    const drivers = addAll(next.drivers, heard.drivers);
    next.drivers = drivers.next;
    learned.drivers = drivers.added;
    const departments = addAll(next.departments, heard.departments);
    next.departments = departments.next;
    learned.departments = departments.added;
    if (heard.sizes.length) {
      next.departmentSizes = { ...next.departmentSizes };
      for (const [department, size] of heard.sizes) {
        if (next.departmentSizes[department] === size) continue;
        next.departmentSizes[department] = size;
        learned.sizes.push({ department, size });
      }
    }
    if (heard.coreTeam !== undefined && heard.coreTeam !== m.teamSize) {
      next.teamSize = heard.coreTeam;
      learned.teamSize = heard.coreTeam;
    }
    const company = heard.companySize;
    if (company !== undefined && company !== m.companySize) {
      next.companySize = company;
      learned.companySize = company;
    }
    if (heard.timeline && heard.timeline !== m.timeline) {
      next.timeline = heard.timeline;
      learned.timeline = heard.timeline;
    }
    if (heard.budget && JSON.stringify(heard.budget) !== JSON.stringify(m.budget)) {
      next.budget = heard.budget;
      learned.budget = heard.budget;
    }
    const risks = addAll(next.risks, heard.risks, (r) => `${r.id}:${r.who ?? ""}`);
    next.risks = risks.next;
    learned.risks = risks.added;
  }
  // An address is taken from any message, even a terse one.
  const email = emailPattern.exec(text)?.[0]?.toLowerCase();
  if (email && email !== m.email) {
    next.email = email;
    learned.email = email;
  }

  const topics = heard.topics;
  next.answered = addAll(next.answered, topics).next;
  next.offTrack = heard.kind === "talk" ? 0 : m.offTrack + 1;

  const plan: TurnPlan = {
    kind: heard.kind,
    learned,
    topics,
    again: topics.filter((t) => m.answered.includes(t)),
    options: heard.options,
    snapshot: false,
    offTrack: next.offTrack,
    n,
  };
  planTurn(next, plan);
  next.turn = plan;
  if (plan.ask) next.asked = [...next.asked, plan.ask];
  if (plan.flag) next.flagged = [...next.flagged, plan.flag];
  if (plan.snapshot) next.summarized = true;
  return next;
}

/** "NetSuite (ERP)", "DealHub (CPQ)", "CRM", or null before the project is known. */
export function projectName(f: Pick<ClarityMemory, "products" | "projectTypes">): string | null {
  if (f.products.length && f.projectTypes.length)
    return `${f.products.join(", ")} (${f.projectTypes.join(", ")})`;
  if (f.products.length) return f.products.join(", ");
  return f.projectTypes.join(", ") || null;
}

const money = (n: number) =>
  n >= 1_000_000 ? `$${+(n / 1_000_000).toFixed(1)}M` : `$${Math.round(n / 1000)}K`;
export const budgetText = (b: Budget) =>
  b.min === b.max ? money(b.max) : `${money(b.min)}–${money(b.max)}`;

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
    ...(f.teamSize !== undefined ? { coreTeam: `${f.teamSize} people` } : {}),
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
  }
  const size = (s: string | undefined) => {
    const v = Number(/\d+/.exec(s ?? "")?.[0]);
    return Number.isFinite(v) && v > 0 ? v : undefined;
  };
  next.teamSize = size(update.coreTeam) ?? next.teamSize;
  next.companySize = size(update.companySize) ?? next.companySize;
  if (update.timeline?.trim()) next.timeline = update.timeline.trim();
  if (update.email && emailPattern.test(update.email)) next.email = update.email.toLowerCase();
  if (update.budget?.trim()) next.budgetLabel = update.budget.trim();
  return next;
}

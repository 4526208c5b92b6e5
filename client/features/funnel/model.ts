import {
  clarityFunnel,
  type FunnelReport,
  type FunnelStep,
  type StepCounts,
  tryFunnel,
  tryQuestions,
} from "#contracts/funnel";
import { LINK_SOURCE, QUICK_START_SOURCE } from "#contracts/touch";

/**
 * What the funnel page shows, computed from the report's counts (pure, unit-tested): funnel
 * rows, drop-off per question, the daily series and the sources ranked.
 */

export const countOf = (counts: StepCounts, step: FunnelStep) => counts[step] ?? 0;
const sum = (counts: StepCounts, steps: readonly FunnelStep[]) =>
  steps.reduce((n, s) => n + countOf(counts, s), 0);

/** Visits: views of the two pages a funnel starts on. */
export const visitsOf = (c: StepCounts) => sum(c, ["home_view", "try_view"]);
/** Starts: a chat's first message, a form's first answer. */
export const startsOf = (c: StepCounts) => sum(c, ["chat_started", "try_first_answer"]);
/** Leads: a chat lead, a form sent. */
export const leadsOf = (c: StepCounts) => sum(c, ["chat_lead", "try_sent"]);

/** A share as the page writes it: "12.5%", "—" when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return "—";
  const p = (100 * part) / whole;
  return `${p >= 10 || p === 0 ? Math.round(p) : p.toFixed(1)}%`;
}

export interface FunnelRow {
  step: FunnelStep;
  label: string;
  count: number;
  /** Of the funnel's first step, and of the step before ("—" for the first). */
  ofFirst: string;
  ofPrevious: string;
}

export function funnelRows(
  steps: readonly { step: FunnelStep; label: string }[],
  counts: StepCounts,
): FunnelRow[] {
  const first = countOf(counts, steps[0]!.step);
  return steps.map(({ step, label }, i) => {
    const count = countOf(counts, step);
    const previous = i === 0 ? null : countOf(counts, steps[i - 1]!.step);
    return {
      step,
      label,
      count,
      ofFirst: percent(count, first),
      ofPrevious: previous === null ? "—" : percent(count, previous),
    };
  });
}

export const clarityRows = (c: StepCounts) => funnelRows(clarityFunnel, c);
export const tryRows = (c: StepCounts) => funnelRows(tryFunnel, c);

export interface DropOff {
  label: string;
  /** Reached the question (answered the one before; the page's views for the first). */
  reached: number;
  answered: number;
  left: number;
  /** Share of those who reached it and gave no answer, 0 to 1. */
  rate: number;
}

/**
 * Drop-off per question on /try: who reached each required question and gave no answer, then
 * who reached review and did not send. The optional note is told apart (`note`).
 */
export function tryDropOff(c: StepCounts): { questions: DropOff[]; note: DropOff } {
  const row = (label: string, reached: number, answered: number): DropOff => {
    const left = Math.max(0, reached - answered);
    return { label, reached, answered, left, rate: reached > 0 ? left / reached : 0 };
  };
  const required = tryQuestions.filter((q) => q.field !== "note");
  const questions = required.map((q, i) =>
    row(q.label, countOf(c, i === 0 ? "try_view" : required[i - 1]!.step), countOf(c, q.step)),
  );
  questions.push(row("Review → sent", countOf(c, "try_review"), countOf(c, "try_sent")));
  const note = row("Note (optional)", countOf(c, "try_phone"), countOf(c, "try_note"));
  return { questions, note };
}

export const trendSeries = [
  { key: "visits", label: "Visits", value: visitsOf },
  { key: "starts", label: "Chats and forms started", value: startsOf },
  { key: "leads", label: "Leads", value: leadsOf },
] as const;
export type TrendKey = (typeof trendSeries)[number]["key"];

export interface TrendPoint {
  day: string;
  values: Record<TrendKey, number>;
}

export const trendPoints = (report: FunnelReport): TrendPoint[] =>
  report.daily.map(({ day, counts }) => ({
    day,
    values: Object.fromEntries(trendSeries.map((s) => [s.key, s.value(counts)])) as Record<
      TrendKey,
      number
    >,
  }));

export interface SourceRow {
  source: string;
  visits: number;
  starts: number;
  leads: number;
  /** Leads per visit (0 to 1); null for a source without visits of its own (a quick start). */
  conversion: number | null;
}

/** A source's rate is ranked only from this many visits on (one lead of two visits is noise). */
export const MIN_VISITS_RANKED = 10;
export const TOP_SOURCES = 8;

export function sourceRows(report: FunnelReport): SourceRow[] {
  return report.bySource.map(({ source, counts }) => {
    const visits = visitsOf(counts);
    const leads = leadsOf(counts);
    return {
      source,
      visits,
      starts: startsOf(counts),
      leads,
      conversion: visits > 0 ? leads / visits : null,
    };
  });
}

const bySourceName = (a: SourceRow, b: SourceRow) => a.source.localeCompare(b.source);

/** Top sources by leads (then by visits). */
export const topByLeads = (rows: readonly SourceRow[]) =>
  rows
    .filter((r) => r.leads > 0)
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || bySourceName(a, b))
    .slice(0, TOP_SOURCES);

/** Top sources by leads per visit, among those with at least `MIN_VISITS_RANKED` visits. */
export const topByConversion = (rows: readonly SourceRow[]) =>
  rows
    .filter((r) => r.conversion !== null && r.visits >= MIN_VISITS_RANKED)
    .sort((a, b) => b.conversion! - a.conversion! || b.leads - a.leads || bySourceName(a, b))
    .slice(0, TOP_SOURCES);

/** What a source label means, for the labels that are not a site's or a campaign's. */
export const sourceNotes: Record<string, string> = {
  direct: "no referring site and no campaign",
  unknown: "sent without the page's script (no touch)",
  other: "past the day's 200 different sources",
  [LINK_SOURCE]: "a shared /?transformation= link",
  [QUICK_START_SOURCE]: "a chat begun from a home page quick start (no visits of its own)",
};

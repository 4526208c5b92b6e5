import type { Qualification } from "../contracts/inbox";
import type { RoadmapFacts } from "../contracts/roadmap";
import { toNumber } from "../lib/number-words";

/**
 * What a lead says sales qualify by (docs/decisions/025), from its roadmap, and each value as a
 * number the list sorts by: a budget in dollars and a headcount (the larger end of a range), a
 * timeline as the month it points at. Values read in no known way sort last.
 */
export function qualificationOf(
  roadmap: RoadmapFacts | null,
  projectType: string | null,
): Qualification {
  const clean = (v: string | undefined | null) => v?.trim() || null;
  return {
    project: clean(roadmap?.project) ?? clean(projectType),
    companySize: clean(roadmap?.companySize),
    budget: clean(roadmap?.budget),
    timeline: clean(roadmap?.timeline),
  };
}

const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
const AMOUNT = /(\d+(?:[.,]\d+)*)\s*(k|thousand|mm|m|million|bn|b|billion)?\b/gi;

function amounts(text: string): { n: number; unit: string | undefined }[] {
  return [...text.matchAll(AMOUNT)].map((m) => ({
    n: Number(m[1]!.replace(/,(?=\d{3}\b)/g, "").replace(",", ".")),
    unit: m[2]?.toLowerCase(),
  }));
}

/** "$400K" → 400,000; "$200K–$300K" and "200-300k" → 300,000; "1.2M" → 1,200,000. */
export function budgetValue(text: string | null): number | null {
  if (!text) return null;
  const found = amounts(text);
  if (!found.length) return null;
  // "200-300k": a bare number before one with a unit takes that unit.
  const unitOf = (i: number) => found[i]!.unit ?? found.slice(i + 1).find((a) => a.unit)?.unit;
  return Math.max(...found.map((a, i) => a.n * (MULTIPLIER[unitOf(i) ?? ""] ?? 1)));
}

/** "300 people" → 300; "50-100 employees" → 100; "1,200" → 1200. */
export function sizeValue(text: string | null): number | null {
  if (!text) return null;
  const found = amounts(text).map((a) => a.n * (MULTIPLIER[a.unit ?? ""] ?? 1));
  return found.length ? Math.max(...found) : null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The year a text names relative to `year`: "next year", "2027", or null. */
function yearIn(text: string, year: number): number | null {
  if (/\bnext year\b/i.test(text)) return year + 1;
  const y = /\b(20\d\d)\b/.exec(text);
  return y ? Number(y[1]) : null;
}

/**
 * The month a go-live target points at, as year × 12 + month (0-based), read against the time it
 * was said: "Q3 next year", "by March", "early 2027", "within 6 months", "asap". Null when unread.
 */
export function timelineValue(text: string | null, said: number): number | null {
  if (!text) return null;
  const t = text.toLowerCase();
  const now = new Date(said);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const at = (y: number, m: number) => y * 12 + m;
  if (/\b(asap|as soon as possible|immediately|right away|now)\b/.test(t)) return at(year, month);
  const later = (m: number) => {
    const y = yearIn(t, year);
    return y !== null ? at(y, m) : at(m < month ? year + 1 : year, m);
  };
  let m = /\bq([1-4])\b/.exec(t) ?? /\b(first|second|third|fourth) quarter\b/.exec(t);
  if (m) {
    const q = Number(m[1]) || ["first", "second", "third", "fourth"].indexOf(m[1]!) + 1;
    return later(q * 3 - 1);
  }
  const named = MONTHS.findIndex((name) => new RegExp(`\\b${name}[a-z]*\\b`).test(t));
  if (named >= 0) return later(named);
  m = /\b(\d+|[a-z]+)\s+(weeks?|months?|years?)\b/.exec(t);
  if (m) {
    const n = toNumber(m[1]!);
    if (n) {
      const months = m[2]!.startsWith("week")
        ? Math.round(n / 4.3)
        : m[2]!.startsWith("year")
          ? n * 12
          : n;
      return at(year, month) + months;
    }
  }
  if (/\bnext quarter\b/.test(t)) return at(year, month) + 3;
  if (/\b(this|end of (the )?) ?quarter\b/.test(t)) return at(year, Math.floor(month / 3) * 3 + 2);
  const y = yearIn(t, year);
  const part = /\bearly\b/.test(t) ? 1 : /\blate\b|\bend of\b/.test(t) ? 10 : 5;
  if (y !== null) return at(y, part);
  if (/\b(this|end of (the )?)year\b/.test(t)) return at(year, 11);
  return null;
}

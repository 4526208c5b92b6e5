/**
 * A quarter of a fiscal year that does not start in January (docs/decisions/033): "our fiscal
 * year starts in July … live by the end of fiscal Q3" is March, "Q4 of our fiscal year, which
 * starts 1 February" January, "FY runs April to March; go live in Q2" September. When the words
 * give the fiscal year's start (or its end, or its span), its quarters are written as the month
 * they end in (or begin, for "early Q2"), the next one to come, before the dates are read.
 */
import { monthNames } from "../contracts/months";
import { months } from "./vocabulary";

const MONTH = `(${months.join("|")}|${months.map((m) => m.slice(0, 3)).join("|")}|sept)\\.?`;
const DAY = String.raw`(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?`;
const FISCAL = String.raw`\b(?:(?:fiscal|financial|tax|budget)\s+year|fy)\b(?:\s*\([^)]*\))?`;
const GAP = String.raw`[^.;!?]{0,30}?`;
const STARTS = new RegExp(
  String.raw`${FISCAL}${GAP}\b(?:starts?|begins?|starting|beginning|commences?|runs?\s+from|kicks?\s+off|rolls?\s+over)\s+(?:(?:on|in|at)\s+)?(?:the\s+)?${DAY}${MONTH}`,
  "i",
);
const ENDS = new RegExp(
  String.raw`${FISCAL}${GAP}\b(?:ends?|ending|closes?|closing|finishes|runs?\s+(?:to|until|through|till))\s+(?:(?:on|in|at)\s+)?(?:the\s+)?${DAY}${MONTH}`,
  "i",
);
const SPAN = new RegExp(
  String.raw`${MONTH}\s*(?:to|-|–|—|through|thru|until|till)\s*${MONTH}`,
  "i",
);
const monthIndex = (word: string) =>
  months.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3)));

/** The month (0–11) the fiscal year starts in, when the words say it. */
function fiscalStart(t: string): number | undefined {
  const start = STARTS.exec(t);
  if (start) return monthIndex(start[1]!);
  const end = ENDS.exec(t);
  if (end) return (monthIndex(end[1]!) + 1) % 12;
  const fiscal = new RegExp(FISCAL, "i").exec(t);
  const span = fiscal && SPAN.exec(t.slice(fiscal.index, fiscal.index + 80));
  return span ? monthIndex(span[1]!) : undefined;
}

const ORDINAL: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: 4 };
/** "fiscal Q3", "Q3 of our fiscal year", "FY Q2", "the third quarter of our financial year", "Q2". */
const QUARTER =
  /\b(early\s+|(?:the\s+)?(?:start|beginning)\s+of\s+)?(?:(?:fiscal|financial|fy)\s*)?(?:q([1-4])|(?:the\s+)?(first|second|third|fourth|last)\s+(?:fiscal\s+|financial\s+)?quarter)\b(?:\s+of\s+(?:our|the|this)\s+(?:fiscal|financial)(?:\s+year)?\b|\s+fy\b)?(?!\s*(?:20\d\d|'\d\d|fy\s*\d))/gi;
const GATE = /\bq[1-4]\b|\bquarter\b/i;
const FISCAL_SAID = new RegExp(FISCAL, "i");

/** A quarter of a fiscal year named by its year: "FY28 Q1", "Q1 FY28", "Q3 of FY2027", "FY'28-Q2". */
const NAMED_QUARTER =
  /\bfy\s?'?(\d{2}|20\d\d)\s*[-/ ]?\s*q([1-4])\b|\bq([1-4])\s*(?:of\s+)?(?:the\s+)?fy\s?'?(\d{2}|20\d\d)\b/gi;

/**
 * A fiscal year is named by the year it ends in ("FY28" starting in October runs from October
 * 2027 to September 2028); its quarter is the month the quarter ends in.
 */
const namedQuarters = (t: string, start: number) =>
  t.replace(NAMED_QUARTER, (_w, y1?: string, q1?: string, q2?: string, y2?: string) => {
    const fy = Number((y1 ?? y2)!.slice(-2)) + 2000;
    const last = start + 3 * Number(q1 ?? q2) - 1;
    return `${monthNames[last % 12]} ${start === 0 || last >= 12 ? fy : fy - 1}`;
  });

/** The words with a fiscal year's quarters written as the month they point at. */
export function fiscalQuarters(raw: string, now: Date): string {
  if (!GATE.test(raw) || !FISCAL_SAID.test(raw)) return raw;
  const start = fiscalStart(raw);
  if (start === undefined) return raw;
  const t = namedQuarters(raw, start);
  if (start === 0) return t;
  const year = now.getUTCFullYear();
  const current = now.getUTCMonth();
  return t.replace(QUARTER, (_whole, opens: string | undefined, q?: string, word?: string) => {
    const n = q ? Number(q) : ORDINAL[word!.toLowerCase()]!;
    const m = (start + 3 * n - (opens ? 3 : 1)) % 12;
    const shown = `${monthNames[m]} ${m >= current ? year : year + 1}`;
    return opens ? `${opens}${shown}` : shown;
  });
}

/** A clause that only says when the fiscal year starts or ends: "our FY begins in October". */
export const statesFiscalYear = (clause: string) =>
  (STARTS.test(clause) || ENDS.test(clause)) &&
  !/\b(?:by|before|until|till|live|launch|start(?:ing)? (?:by|in)|need|want|deadline)\b/i.test(
    clause,
  );

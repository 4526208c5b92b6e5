/**
 * Dates in a prospect's words, read against the day they were said, as a typed value: the month
 * it points at and what it is the date of — go-live, start or decision ("decide by March, live in
 * Q4": the go-live is Q4). Months, weeks and named dates are chrono-node's; quarters, seasons,
 * "early 2027" and "asap" are read here; the words to show are `when-said.ts`'s.
 */
import * as chrono from "chrono-node/en";
import type { When, WhenKind } from "../contracts/facts";
import { retracted } from "./corrections";
import { holidayMonth } from "./holidays";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { months, seasons } from "./vocabulary";
import { timelineOf } from "./when-said";

const KINDS: [WhenKind, RegExp][] = [
  [
    "decision",
    /\b(?:decid\w*|decision|choose|choos\w*|pick|select\w*|sign(?:s|ed|ing)?(?: off)?|approv\w*|board (?:meeting|approval)|shortlist\w*|vendor by|settle on|go with|commit to|sign with)\b/i,
  ],
  [
    "start",
    /\b(?:start\w*|kick(?:ing|s)?[- ]?(?:(?:things|it|this)\s+)?off|begin\w*|commenc\w*|get going|underway)\b/i,
  ],
  [
    "go-live",
    /\b(?:go(?:ing)?[- ]live|live|launch\w*|cut[- ]?over|up and running|(?:be|are|is|been) up|running|operational|in production|rolled out|roll ?out|deploy\w*|done|finished|complete\w*|ready|need it|deadline|have it)\b/i,
  ],
];

/** A start verb governing what would be a go-live: "begin the rollout", "kick off the migration". */
const STARTS_A_GO_LIVE =
  /\b(?:start\w*|kick(?:ing)?[- ]?off|begin\w*|commenc\w*)\s+(?:(?:the|our|a|its|with)\s+)?(?:[\w-]+\s+)?(?:roll ?out|rollout|launch|deployment|cut[- ]?over|implementation|migration|go[- ]live)\b/i;

/** A condition on the plan: "if the board approves", "once they sign off,", "assuming …,". */
const CONDITION =
  /\b(?:if|assuming|provided(?: that)?|as long as|subject to|pending|once|unless|depending on)\b[^,;.!?]*(?:[,;]|$)/gi;

/** "the beginning of Q2", "start of next year" — but "the start of the project" is a start. */
const POINT = new RegExp(
  String.raw`\b(?:the\s+)?(?:beginning|begin|start|end|middle)\s+of\b(?=\s+(?:(?:the|this|next|our|new|coming|school|academic|calendar)\s+)*(?:year|month|quarter|week|q[1-4]|h[12]|20\d\d|fiscal|financial|fy|${[...months, ...Object.keys(seasons)].join("|")})\b)`,
  "gi",
);

/**
 * What a date in these words is the date of; a date with no sign is taken as the go-live. With
 * several signs the go-live counts, unless a start verb governs it ("we'd begin the rollout in
 * March" is a start).
 */
export function kindOf(said: string): WhenKind {
  // "the beginning of Q2", "start of next year": a point in time, not a start.
  const point = said.replace(POINT, " ");
  // A condition does not change what the date is of: "kick off in March if the board approves"
  // is a start. Read without it, unless nothing else names a kind.
  const unconditional = point.replace(CONDITION, " ");
  const text = KINDS.some(([, re]) => re.test(unconditional)) ? unconditional : point;
  const found = KINDS.map(([kind, re]) => ({ kind, at: re.exec(text)?.index ?? -1 })).filter(
    (k) => k.at >= 0,
  );
  if (found.length > 1 && STARTS_A_GO_LIVE.test(text)) return "start";
  return found.length === 1
    ? found[0]!.kind
    : (found.find((k) => k.kind === "go-live")?.kind ?? found[0]?.kind ?? "go-live");
}

const pad = (n: number) => String(n).padStart(2, "0");
const monthKey = (y: number, m0: number) => {
  const d = new Date(Date.UTC(y, m0, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};

function yearIn(text: string, year: number): number | null {
  if (/\bnext year\b/i.test(text)) return year + 1;
  if (/\bthis year\b/i.test(text)) return year;
  // A year gone by is no target ("we moved to Sage in 2019, want to be live by Q2").
  const y = [...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1])).find((n) => n >= year);
  return y ?? null;
}

/** Quarters, seasons, parts of a year and "asap", which chrono-node leaves to us. */
function ownMonth(t: string, now: Date): string | undefined {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  // A quarter or season already begun is next year's ("Q4", said in November).
  const later = (m: number, begins = m) => {
    const y = yearIn(t, year);
    return y !== null ? monthKey(y, m) : monthKey(begins <= month ? year + 1 : year, m);
  };
  if (/\b(?:as soon as possible|immediately|right away|urgently|this month)\b/i.test(t))
    return monthKey(year, month);
  // A week or a month from the day it was said: "next week", "in a fortnight", "end of next month".
  const days = /\bnext week\b/i.test(t) ? 7 : /\bfortnight\b/i.test(t) ? 14 : 0;
  if (days) {
    const d = new Date(now.getTime() + days * 86_400_000);
    return monthKey(d.getUTCFullYear(), d.getUTCMonth());
  }
  if (/\bnext month\b/i.test(t)) return monthKey(year, month + 1);
  // A span of months as a plan's length: "an 18-month horizon", "a 6 month timeline".
  const span =
    /\b(\d{1,2})[- ]?(months?|years?)[- ](?:horizon|timeline|timeframe|time frame|window|deadline|plan|runway)\b/i.exec(
      t,
    );
  if (span) return monthKey(year, month + Number(span[1]) * (/^y/i.test(span[2]!) ? 12 : 1));
  // "within the next two quarters": three months a quarter from the day it was said.
  const quarters = /\b(?:in|within|over)\s+(?:the\s+)?(?:next\s+)?(\d{1,2})\s+quarters\b/i.exec(t);
  if (quarters) return monthKey(year, month + 3 * Number(quarters[1]));
  // Half a year ends in June or December: "H1 2027", "the second half of next year".
  const half = /\b(?:h([12])|(first|second) half)\b/i.exec(t);
  if (half) {
    const first = half[1] === "1" || half[2]?.toLowerCase() === "first";
    return later(first ? 5 : 11, first ? 0 : 6);
  }
  const iso = /\b(20\d\d)-(0[1-9]|1[0-2])\b/.exec(t);
  if (iso) return monthKey(Number(iso[1]), Number(iso[2]) - 1);
  if (/\b(?:in|after|from) the new year\b|\bafter (?:christmas|the holidays)\b/i.test(t))
    return monthKey(year + 1, 0);
  // A month and year in figures: "3/2027", "03.2027".
  const mmyyyy = /\b(0?[1-9]|1[0-2])\s*[/.]\s*(20\d\d)\b/.exec(t);
  if (mmyyyy) return monthKey(Number(mmyyyy[2]), Number(mmyyyy[1]) - 1);
  // A holiday, the next time it comes: "over the Easter weekend", "new year, new system".
  const holiday = holidayMonth(t, now);
  if (holiday) return monthKey(holiday[0], holiday[1]);
  const q =
    /\bq([1-4])\b/i.exec(t) ?? /\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter\b/i.exec(t);
  if (q) {
    const n =
      Number(q[1]) ||
      ["first", "second", "third", "fourth"].indexOf(q[1]!.toLowerCase()) + 1 ||
      Number.parseInt(q[1]!, 10);
    // "early Q2", "the start of Q2": the quarter's first month; otherwise its last.
    const opens = new RegExp(
      String.raw`\b(?:early|beginning of|start of)\s+(?:the\s+)?${q[0]}`,
      "i",
    ).test(t);
    return later(opens ? n * 3 - 3 : n * 3 - 1, n * 3 - 3);
  }
  const quarterEnd = Math.floor(month / 3) * 3 + 2;
  if (/\b(?:end of (?:the )?next quarter|next quarter)\b/i.test(t))
    return monthKey(year, quarterEnd + 3);
  if (/\b(?:end of (?:the |this )?quarter|this quarter)\b/i.test(t))
    return monthKey(year, quarterEnd);
  // After a season is the month after it ends: "after the summer" is September.
  const after = /\bafter (?:the )?(spring|summer|autumn|fall|winter)\b/i.exec(t);
  if (after) return later(seasons[after[1]!.toLowerCase()]! + 1);
  const s = /\b(spring|summer|autumn|fall|winter)\b/i.exec(t);
  if (s) return later(seasons[s[1]!.toLowerCase()]!);
  if (
    /\b(?:end of (?:the |this )?year|year[- ]end|by christmas)\b/i.test(t) &&
    !/\bnext year\b/i.test(t)
  )
    return monthKey(yearIn(t, year) ?? year, 11);
  const y = yearIn(t, year);
  if (y !== null)
    return monthKey(
      y,
      /\b(?:start|beginning|begin) of\b/i.test(t)
        ? 0
        : /\bearly\b/i.test(t)
          ? 1
          : /\b(?:late|end of)\b/i.test(t)
            ? 10
            : 5,
    );
  return undefined;
}

/** The month a date in these words points at, "YYYY-MM", or undefined. */
export function monthOf(raw: string, now: Date): string | undefined {
  const t = figures(normalise(raw));
  const own = ownMonth(t, now);
  if (
    own &&
    /\bq[1-4]\b|quarter|\bh[12]\b|\bhalf\b|\b20\d\d-\d\d\b|\b\d{1,2}\s*[/.]\s*20\d\d\b|new year\b|easter|christmas|xmas|holiday|summer (?:break|vacation)|after (?:christmas|the holidays)|spring|summer|autumn|fall|winter|as soon as possible|next (?:week|month)|fortnight|\d[- ]?(?:months?|years?)[- ](?:horizon|timeline|timeframe|time frame|window|deadline|plan|runway)|\b(?:early|late|mid|start of|beginning of|begin of)[- ](?:the )?(?:next year|20\d\d)/i.test(
      t,
    )
  )
    return own;
  const found = chrono.casual.parse(t, now, { forwardDate: true });
  const best = found.find(
    (r) =>
      r.start.isCertain("month") || r.start.isCertain("year") || /\b(?:in|within)\b/i.test(r.text),
  );
  if (best) {
    const d = best.start.date();
    return monthKey(d.getUTCFullYear(), d.getUTCMonth());
  }
  return own;
}

/**
 * One date in a sentence as a typed value, or undefined: the words to show, the month (when the
 * words name one) and its kind. A sentence about the past names no deadline.
 */
// "ends December 2027": the month named before the year is part of the date shown.
const YEAR_SHOWN = new RegExp(
  String.raw`\b(?:early|mid|late|end of|start of|beginning of|q[1-4]|${[...months, ...Object.keys(seasons)].join("|")})?\s*20\d\d\b`,
  "i",
);

/** A sentence about getting in touch: its date is the call's, not the project's. */
const ABOUT_CONTACT =
  /\b(?:call|ring|phone|buzz|meeting|demo|talk|speak|zoom|reach (?:me|us)|get back to|reply|respond|hear back|out of (?:the )?office|on (?:holiday|leave|vacation)|i'm away|back (?:on|from))\b/i;

export function readWhen(raw: string, now: Date): When | undefined {
  const t = normalise(raw);
  if (ABOUT_CONTACT.test(t) && !namesKind(t)) return undefined;
  const year = YEAR_SHOWN.exec(t)?.[0]
    .trim()
    .replace(/^(?!early|mid|late|end|spring|summer|autumn|fall|winter)\w/i, (c) => c.toUpperCase());
  // A bare year counts only as one still to come, in a sentence not about the past ("the articles
  // are from 2021", "we tried in 2024").
  const ahead =
    year &&
    Number(/20\d\d/.exec(year)![0]) >= now.getUTCFullYear() &&
    !/\b(?:from|since|back in|ago|last|tried|used to|previous|were|was|had)\b/i.test(t);
  const text = timelineOf(t, now.getUTCFullYear()) ?? (ahead ? year : undefined);
  if (!text) return undefined;
  // The month of the words shown, when they name a year: "June won't happen, think September
  // 2027" is September.
  const month = (/\b20\d\d\b/.test(text) ? monthOf(text, now) : undefined) ?? monthOf(t, now);
  return { kind: kindOf(t), text, ...(month ? { month } : {}) };
}

/** Whether the words say what a date is the date of (go-live, start, decision). */
export const namesKind = (raw: string) => KINDS.some(([, re]) => re.test(normalise(raw)));

/** A date taken back: "not May", "rather than Q2", "instead of the spring". */
const takenBackDate = new RegExp(
  String.raw`\b(?:not|rather than|instead of)\s+(?:in\s+|by\s+)?(?:the\s+)?(?:early |mid[- ]|late )?(?:${[...months, ...Object.keys(seasons)].join("|")}|q[1-4])\b(?:\s+20\d\d)?`,
  "gi",
);

/**
 * Whether the words set a target — a kind ("go live", "start", "decide") or a deadline ("by",
 * "need", "target") — rather than state a date ("our financial year ends in March").
 */
export function setsTarget(raw: string): boolean {
  const t = normalise(raw);
  return (
    namesKind(t) ||
    /\b(?:by|before|deadline|target\w*|aim\w*|need\w*|want\w*|plan\w*|hop(?:e|ing)|ideally|must|should|have to|has to|goal|due|timeline|timeframe|asap)\b/i.test(
      t,
    )
  );
}

/**
 * Every date in a message, one per clause, each with its kind; a date taken back is skipped, and
 * a date counted from another ("six months after that") is counted from the one before it.
 */
export function readWhens(raw: string, now: Date): When[] {
  return (
    retracted(normalise(raw))
      .replace(takenBackDate, " ")
      // Clauses apart: "start in January, live by June" holds a start and a go-live.
      .split(
        /(?<=[.!?;])\s+|\s+(?=(?:before|ahead of|prior to)\s+(?:the\s+|our\s+)?(?:go[- ]live|launch|cut[- ]?over|roll ?out)\b)|(?:,\s*|\s+)(?:and|but|then)\s+(?=(?:go|we|to|launch|start|decide|live|have|kick|begin|be|want|need|aim|hope|plan|expect|must|should|would)\b)|,\s+(?=(?:go(?:ing)?[- ]live|live|launch|start|kick|begin|decid|we(?:'ll| will)? (?:go|start|launch|decide)|and)\b)/i,
      )
      .reduce<When[]>((whens, clause) => {
        const from = whens.findLast((w) => w.month);
        const counted = afterAnother(clause, from?.month, now);
        // A date only stated ("our year end is in March") and counted from is no target itself.
        if (counted && from && stated.has(from)) whens.splice(whens.indexOf(from), 1);
        const w = counted ?? readWhen(clause, now);
        if (w && !counted && !namesKind(clause)) stated.add(w);
        if (w) whens.push(w);
        return whens;
      }, [])
  );
}

const stated = new WeakSet<When>();

/** "six months after that", "a quarter after signing", "3 weeks following the kick-off". */
const AFTER_ANOTHER =
  /\b(a|an|one|\d{1,2})\s+(weeks?|months?|quarters?|years?)\s+(?:after|following|later than|on from|post)\b(?!\s+(?:now|today)\b)([^.;!?]*)/i;

/**
 * A date counted from another date (docs/decisions/033): "we sign in March and go live six months
 * after that" is September; "three months after signing in May 2027" is August. The date counted
 * from is one named after the words ("after signing in May 2027"), else the last one said before
 * them; with neither there is nothing to count from and the clause is read as it stands. What the
 * date is of comes from the words around the count, not the event it counts from ("signing").
 */
function afterAnother(clause: string, before: string | undefined, now: Date): When | undefined {
  const t = figures(clause);
  const m = AFTER_ANOTHER.exec(t);
  if (!m) return undefined;
  const from =
    (/\d|\b20\d\d\b/.test(m[3]!) || monthNamed(m[3]!) ? monthOf(m[3]!, now) : undefined) ?? before;
  if (!from) return undefined;
  const n = /^\d/.test(m[1]!) ? Number(m[1]) : 1;
  const unit = m[2]!.toLowerCase();
  const [y, mo] = from.split("-").map(Number) as [number, number];
  const added = unit.startsWith("week")
    ? Math.round((n * 7) / 30)
    : n * (unit.startsWith("quarter") ? 3 : unit.startsWith("year") ? 12 : 1);
  const rest = `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`;
  return { kind: kindOf(rest), text: m[0].trim(), month: monthKey(y, mo - 1 + added) };
}

const monthNamed = (t: string) => new RegExp(String.raw`\b(?:${months.join("|")})\b`, "i").test(t);

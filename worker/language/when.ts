/**
 * Dates in a prospect's words as typed values (docs/decisions/033): one date of a sentence
 * (`readWhen`) and every date of a message, each with its kind, a date counted from another
 * ("six months after that") counted from it (`readWhens`). What a date is of is `when-kind.ts`'s,
 * the month it points at `when-month.ts`'s, the words to show `when-said.ts`'s.
 */
import type { When } from "../contracts/facts";
import { retracted } from "./corrections";
import { holidayNames } from "./holidays";
import { Kept } from "./kept";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { months, seasons, weekdays } from "./vocabulary";
import { clauseParts } from "./when-clauses";
import { fiscalQuarters, statesFiscalYear } from "./when-fiscal-quarter";
import { fiscalSpanMonth } from "./when-fiscal-span";
import { kindNamed, kindOf, namesKind } from "./when-kind";
import { monthKey, monthOf, monthText } from "./when-month";
import { askedOfUs, toldAsPast } from "./when-not-theirs";
import { inStepOrder } from "./when-order";
import { withoutRejected } from "./when-rejected";
import { restatedMonth } from "./when-restated";
import { events, timelineOf } from "./when-said";
import { tenureDated } from "./when-tenure";
import { waitedFor } from "./when-waiting";

export { kindOf, namesKind, setsTarget } from "./when-kind";
export { monthOf } from "./when-month";

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
  /\b(?:calls?|ring|phone|buzz|meeting|demo|talk|speak|zoom|connect|chat|catch[- ]up|hop on|jump on|whatsapp|skype|facetime|google meet|reach (?:me|us)|get back to|reply|respond|hear back|out of (?:the )?office|on (?:holiday|leave|vacation)|i'm away|back (?:on|from)|(?:my|our) (?:diary|calendar|schedule|week)|i'?m (?:busy|swamped|snowed under|tied up|travelling|traveling|off|out))\b/i;

/**
 * A clause about the company's own size to come: its date is the company's, not the project's
 * ("we'll be 120 by next year", "grow to 200 staff by 2028", "hire 30 more by the summer",
 * "headcount will double by 2028", "350 on payroll, plus temps in Q4", "260 people in spring").
 */
const ABOUT_HEADCOUNT =
  /\b(?:we(?:'ll| will| should| expect to| plan to)? be|(?:but|and|yet) (?:will|should|expect to|plan to) be|grow(?:s|ing)? to|reach(?:ing)?|hir(?:e|ing)|add(?:ing)?)\s+(?:to\s+|about\s+|around\s+|roughly\s+|over\s+|nearly\s+|nearer\s+|closer to\s+|near\s+|almost\s+|some\s+|another\s+|close to\s+)?\d[\d,.]*\b(?!\s*(?:%|k\b|m\b|[$€£]|days?|weeks?|months?|quarters?|years?))|\b(?:head ?count|staff|team|workforce|we)\b[^.;]{0,20}\b(?:double|triple)s?\b|\b(?:temps?|temporary (?:staff|workers)|seasonals?|seasonal (?:staff|workers|hires|pickers)|casuals|agency (?:staff|workers))\s+(?:in|over|during|for|at|from)\s|\b(?:staff|people|employees|heads|workers|of us|fte)\b,?\s+(?:(?:and|but|plus|with)\s+)?(?:a (?:few|lot|bit)\s+|lots\s+|loads\s+|many\s+|far\s+|way\s+)?(?:more|fewer|extra|less|double)\b(?:\s+(?:staff|people|of us|hands))?\s+(?:in|over|during|at|for|by|come)\s|\b\d[\d,]*\s+(?:people|staff|employees|heads|workers|of us)\s+(?:in|over|during|through)\s+(?:the\s+)?(?:spring|summer|autumn|fall|winter|peak|season|high season)\b/i;

/**
 * Whether a text has anything a date is made of: a figure, a month, a season, a
 * weekday, a holiday, an event a date hangs on, a unit of time or a word of time ("tomorrow",
 * "asap"), read after normalising (shorthand such as "eoy" or "tmrw" is written out first). Most
 * sentences of a long message have none, and reading a date costs a chrono-node parse: one cheap
 * look first.
 */
const DATE_STUFF = new RegExp(
  String.raw`\d|\b(?:${[...months, ...months.map((m) => m.slice(0, 3)), "sept", ...Object.keys(seasons), ...weekdays].join("|")}|${holidayNames}|${events})|\b(?:day|week|fortnight|month|quarter|year|half|q[1-4]|h[12]|today|tomorrow|tonight|yesterday|now|asap|soon|immediately|right away|urgently|noon|midnight|weekend|xmas|new year|end|beginning|start|early|late|mid)`,
  "i",
);
const mayHoldDate = (text: string) => DATE_STUFF.test(text);

/**
 * "our April year end 2028", "the March year-end in 2028": the year said after the year end is
 * the month's, written before it ("April 2028 year end") so the month is read with its year.
 */
const YEAR_END_YEAR = new RegExp(
  String.raw`\b((?:${months.join("|")})\s+)((?:fiscal\s+|financial\s+)?year[- ]?end)\s+(?:in\s+|of\s+)?(20\d\d)\b`,
  "gi",
);
const yearBeforeYearEnd = (t: string) =>
  t.includes("20")
    ? t.replace(YEAR_END_YEAR, (_m, month, end, year) => `${month}${year} ${end}`)
    : t;

const MONTH_NAME = new RegExp(String.raw`\b(?:${months.join("|")})\b`, "gi");

export function readWhen(raw: string, now: Date): When | undefined {
  const t = fiscalQuarters(tenureDated(yearBeforeYearEnd(normalise(raw)), now), now);
  if (!mayHoldDate(t)) return undefined;
  if (ABOUT_CONTACT.test(t) && !namesKind(t)) return undefined;
  if (ABOUT_HEADCOUNT.test(figures(t)) && !namesKind(t)) return undefined;
  const year = YEAR_SHOWN.exec(t)?.[0]
    .trim()
    .replace(/^(?!early|mid|late|end|spring|summer|autumn|fall|winter)\w/i, (c) => c.toUpperCase());
  // A bare year counts only as one still to come, in a sentence not about the past ("the articles
  // are from 2021", "we tried in 2024").
  const ahead =
    year &&
    Number(/20\d\d/.exec(year)![0]) >= now.getUTCFullYear() &&
    !/\b(?:from|since|back in|ago|last|tried|used to|previous|were|was|had)\b/i.test(t);
  const said = timelineOf(t, now.getUTCFullYear()) ?? (ahead ? year : undefined);
  if (!said) return undefined;
  // "sign off in march": a month's name is shown as a name ("March").
  const text = said.replace(MONTH_NAME, (m) => m[0]!.toUpperCase() + m.slice(1).toLowerCase());
  // The month of the words shown, when they name a year or a month: "June won't happen, think
  // September 2027" is September, "March won't work, more like June" June.
  // An event with its month said ("before the winter season starts in December 2027") is in
  // that month, whatever the season's own.
  const eventMonth = EVENT_IN_MONTH.exec(text)?.[1];
  const month =
    fiscalSpanMonth(t, now) ??
    (eventMonth ? monthOf(eventMonth, now) : undefined) ??
    (/\b20\d\d\b/.test(text) || MONTH_SHOWN.test(text) ? monthOf(text, now) : undefined) ??
    monthOf(t, now);
  // "We've used Sage from March 2019": a month gone by is no date of their project.
  if (month && month < now.toISOString().slice(0, 7)) return undefined;
  // "We sold it in the spring", "can you start before Christmas?": no date of their project.
  if (toldAsPast(t, text) || askedOfUs(t, text)) return undefined;
  return { kind: kindOf(t), text, ...(month ? { month } : {}) };
}

/** The month an event's words end on: "… starts in December 2027", "… in early March". */
const EVENT_IN_MONTH = new RegExp(
  String.raw`\s+in\s+((?:early |mid-|late )?(?:${months.join("|")})(?:\s+(?:of\s+)?20\d\d)?)$`,
  "i",
);

/** A date taken back: "not May", "rather than Q2", "instead of the spring". */
const takenBackDate = new RegExp(
  String.raw`\b(?:not|rather than|instead of)\s+(?:in\s+|by\s+)?(?:the\s+)?(?:early |mid[- ]|late )?(?:${[...months, ...Object.keys(seasons)].join("|")}|q[1-4])\b(?:\s+20\d\d)?`,
  "gi",
);

/**
 * Every date in a message, one per clause, each with its kind; a date taken back is skipped, and
 * a date counted from another ("six months after that") is counted from the one before it — in
 * the message, else `before`, the month of the date said before the message ("YYYY-MM").
 */
export function readWhens(raw: string, now: Date, before?: string): When[] {
  // The memory, then the reply, read the same words in one turn: the last few readings are kept,
  // by the minute (a date said is a month or a day, never a second).
  const key = `${Math.floor(now.getTime() / 60_000)}|${before ?? ""}|${raw}`;
  const kept = recentWhens.get(key);
  if (kept) return kept.map((w) => ({ ...w }));
  const found = whensIn(raw, now, before);
  recentWhens.set(
    key,
    found.map((w) => ({ ...w })),
  );
  return found;
}
const recentWhens = new Kept<When[]>(32);

function whensIn(raw: string, now: Date, before?: string): When[] {
  // "within her first 100 days" of a new CEO: the date it ends on (when-tenure.ts).
  const plain = fiscalQuarters(tenureDated(yearBeforeYearEnd(normalise(raw)), now), now);
  if (!mayHoldDate(plain)) return [];
  const said = withoutSums(retracted(plain));
  const kept = withoutRejected(said.replace(takenBackDate, " "));
  // "Not March, May": the month put in place of one taken back is a month, even "May".
  const text = kept === said ? kept : kept.replace(/(^|[,;:]\s*)may(?=\W*$)/i, "$1in May");
  // A go-live before the steps said with it is next year's (when-order.ts).
  return inStepOrder(
    text
      // Clauses apart: "start in January, live by June" holds a start and a go-live ("would
      // then be" keeps its adverb: "kick-off would then be in March" is one clause).
      .split(CLAUSES)
      .flatMap((clause) => clause.split(DATE_THEN_OWN_KIND))
      .flatMap(byKind)
      // "after the board signs off in January, ideally by April": each date of its own words;
      // "sign-off once the new CFO starts; she joins in March": the kind waiting (when-waiting.ts).
      .flatMap((clause, i, all) => waitedFor(clauseParts(clause), all[i - 1], datedAt(now)))
      .reduce<When[]>((whens, { text: clause, kind }) => {
        const from = whens.findLast((w) => w.month);
        const counted = afterAnother(clause, from?.month ?? before, now);
        // A date only stated ("our year end is in March") and counted from is no target itself,
        // nor a later step than the date counted from it, said of something else than "we": a
        // start "two months after" "our new ERP goes live in February" counts from another
        // thing's date.
        if (counted && from && (stated.has(from) || otherThings(counted, from)))
          whens.splice(whens.indexOf(from), 1);
        const read = counted ?? readWhen(clause, now);
        // "our fiscal year starts in April and we start the project then": a kind with no date
        // of its own, pointing back, is the kind of the date only stated before it.
        if (!read && from && stated.has(from) && THEN.test(clause) && namesKind(clause)) {
          const kinded = { ...from, kind: kindOf(clause) };
          whens.splice(whens.indexOf(from), 1, kinded);
          return whens;
        }
        // "before harvest, which starts in February", "by the end of our fiscal year - our FY ends
        // Jan 31": the month of the event named just before.
        const last = whens.at(-1);
        const month = last && restatedMonth(last, clause, read?.month, now);
        if (last && month) {
          last.month = month;
          return whens;
        }
        const w = read && kind ? { ...read, kind } : read;
        if (w && !counted && !kind && !namesKind(clause)) stated.add(w);
        if (w) whens.push(w);
        if (w) clauseOf.set(w, clause);
        return whens;
      }, [])
      .filter(namedOverStated),
  );
}

/**
 * A date only stated ("the audit is in June") beside one of the same kind the words name ("so we
 * need it live by May") is the other thing's: the named one stands. A fiscal year's start or end
 * stated to place its quarters ("financial year ends in June; kick-off early Q3") gives way to a
 * date of any kind.
 */
const namedOverStated = (w: When, _i: number, all: When[]) =>
  !stated.has(w) ||
  !all.some(
    (o) =>
      o !== w && !stated.has(o) && (o.kind === w.kind || statesFiscalYear(clauseOf.get(w) ?? "")),
  );

/**
 * Where a message's dates part into clauses of their own: sentences, "before the go-live",
 * "and then …", ", go live …", the same date said again as a month ("before the spring rush, so March
 * 2028", "ahead of winter, i.e. October 2027": the month is the date meant), and a condition of ours with its own date ("is April realistic if we
 * start in January?": April is the target asked about, January the start).
 */
const CLAUSES = new RegExp(
  String.raw`\s+(?=(?:if|assuming|provided|unless)\s+(?:we|you|they)\b[^,.;!?]*\b(?:${[...months, ...Object.keys(seasons)].join("|")}|q[1-4]|next)\b)|(?<=[.!?;])(?<!\b(?:i\.e|e\.g)\.)\s+|\s+(?=(?:before|ahead of|prior to)\s+(?:the\s+|our\s+)?(?:go[- ]live|launch|cut[- ]?over|roll ?out)\b)|(?:,\s*|\s+)(?:and|but|so|(?<!\b(?:would|will|should|could|can|might|must|shall|'d|'ll)\s+)then)\s+(?=(?:go|we|to|launch|start|decide|live|have|kick|begin|be|want|need|aim|hope|plan|expect|must|should|would)\b)|,\s+(?=(?:go(?:ing)?[- ]live|live|launch|start|kick|begin|decid|we(?:'ll| will)? (?:go|start|launch|decide)|and|let's|let us|(?:can|could) (?:we|you|someone))\b)|,\s*(?=(?:so|ie|i\.e\.?|that is|meaning|in other words|namely),?\s+(?:by|in|before|around|at|the|end|early|late|mid|q[1-4]|20\d\d|${months.join("|")})\b)`,
  "i",
);

const stated = new WeakSet<When>();
/** Whether a clause holds a month of its own. */
const datedAt = (now: Date) => (clause: string) => readWhen(clause, now)?.month !== undefined;

/** A project's steps in the order they come: a decision, a start, a go-live. */
const STEP: Record<When["kind"], number> = { decision: 0, start: 1, "go-live": 2 };
const clauseOf = new WeakMap<When, string>();
const otherThings = (counted: When, from: When) =>
  STEP[counted.kind] < STEP[from.kind] && !/\b(?:we|us|i)\b/i.test(clauseOf.get(from) ?? "we");
/** Words pointing back at a date said before: "then", "by then", "at that point". */
const THEN = /\b(?:then|that (?:point|time|date))\b/i;

/**
 * "once we sign in December we start in January": after a date, "we" with a verb of its own kind
 * begins a date of its own, with no comma or "and" between them.
 */
const DATE_THEN_OWN_KIND = new RegExp(
  String.raw`(?<=\b(?:${months.join("|")}|q[1-4]|20\d\d))\s+(?=we(?:'ll| will| would|'d)?\s+(?:start|kick|begin|go|launch|decide|sign)\b)`,
  "i",
);

/**
 * A sum is no date: "GBP 2.4M, decision by March" would otherwise read "2.4" as a day of this
 * month. Figures with a currency sign or a money unit are dropped before dates are read, with
 * the year they are spent in ("40k this year and 60k next year", "£150k for the 2027/28
 * financial year" date no project) and the span they are spread over ("£200k over 2 years").
 */
const SUM =
  /(?:(?:[$€£]\s?)?\b\d+(?:[.,]\d+)*\s*(?:k|m|mm|mn|bn|million|thousand|grand)\b|[$€£]\s?\d+(?:[.,]\d+)*)(?:\s+(?:this|next|per|a|each)\s+(?:year|quarter|fy)|\s+for\s+(?:the\s+)?(?:(?:this|next|coming)\s+)?(?:(?:20\d\d(?:\s*[/-]\s*\d{2,4})?|fy\s?\d{2,4})(?:\s+(?:financial|fiscal|budget)\s+year)?|(?:financial|fiscal|budget)\s+year)|\s*,?\s*(?:(?:spread|phased|split|paid|spent|staggered)\s+)?(?:over|across)\s+(?:the\s+next\s+)?(?:\d{1,2}|[a-z]+)\s+(?:years?|months?|quarters?)\b)?/gi;
/** A year owning a thing dates no project: "next year's capital plan", "the budget for next year". */
const YEARS_THING =
  /\b(?:(?:this|next|last) (?:year|quarter)|20\d\d)['’]s\b|\b(?:budgets?|capital plan|funds?|funding|spend) for (?:this|next) (?:year|quarter)\b/gi;
const withoutSums = (t: string) => t.replace(SUM, " ").replace(YEARS_THING, " ");

/**
 * A clause joined by "and", "then", "with", "before", "after" or a comma is a date of its own when
 * it names its own kind: "pick a vendor before Christmas and roll out in the spring", "choose in
 * Q1 before going live in Q4", "after the summer we kick off, aiming to be live by March". A part
 * naming none stays with the words before it ("by June and March", "live after a pilot in May").
 */
function byKind(clause: string): string[] {
  // Split with the joining words kept (odd indexes), to give back to a part that stays joined.
  const parts = clause.split(JOINS);
  const out = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    const part = parts[i + 1]!;
    if (kindNamed(part)) out.push(part);
    else out[out.length - 1] += `${parts[i]}${part}`;
  }
  return out;
}

const JOINS =
  /((?:,\s*|\s+)(?:and|then|with|and then)\s+|,\s+|(?<!\b(?:days?|weeks?|months?|quarters?|years?))\s+(?:before|after)\s+(?=(?:we(?:'ll| will)?\s+)?(?:go(?:ing)?[- ]live|roll(?:ing)? ?out|launch|start|kick|begin|decid|sign|pick|choos)))/i;

/** "six months after that", "a quarter after signing", "3 weeks following the kick-off". */
const AFTER_ANOTHER =
  /\b(a|an|one|\d{1,2})\s+(weeks?|months?|quarters?|years?)\s+(?:after|following|later than|on from|post)\b(?!\s+(?:now|today)\b)([^.;!?]*)/i;
/** "go live 9 months later": counted from the date said before. */
const LATER = /\b(a|an|one|\d{1,2})\s+(weeks?|months?|quarters?|years?)\s+later\b(?!\s+than\b)/i;

/**
 * A date counted from another date (docs/decisions/033): "we sign in March and go live six months
 * after that" is September; "three months after signing in May 2027" is August. The date counted
 * from is one named after the words ("after signing in May 2027"), else the last one said before
 * them; with neither there is nothing to count from and the clause is read as it stands. What the
 * date is of comes from the words around the count, not the event it counts from ("signing").
 */
function afterAnother(clause: string, before: string | undefined, now: Date): When | undefined {
  const t = figures(clause);
  const m = AFTER_ANOTHER.exec(t) ?? LATER.exec(t);
  if (!m) return undefined;
  const after = m[3] ?? "";
  const from =
    (/\d|\b20\d\d\b/.test(after) || monthNamed(after) ? monthOf(after, now) : undefined) ?? before;
  if (!from) return undefined;
  const n = /^\d/.test(m[1]!) ? Number(m[1]) : 1;
  const unit = m[2]!.toLowerCase();
  const [y, mo] = from.split("-").map(Number) as [number, number];
  const added = unit.startsWith("week")
    ? Math.round((n * 7) / 30)
    : n * (unit.startsWith("quarter") ? 3 : unit.startsWith("year") ? 12 : 1);
  const rest = `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`;
  const month = monthKey(y, mo - 1 + added);
  // Shown as the month it is ("June 2027 (4 months after)"): "after that" means nothing alone.
  const text = `${monthText(month)} (${m[1]} ${m[2]} after)`;
  return { kind: kindOf(rest), text, month };
}

const MONTH_SHOWN = new RegExp(String.raw`\b(?:${months.join("|")})\b`, "i");
const monthNamed = (t: string) => new RegExp(String.raw`\b(?:${months.join("|")})\b`, "i").test(t);

/**
 * One date of a sentence in a prospect's words as a typed value (docs/decisions/033): the words to
 * show, the month they point at and the kind. Every date of a message is `when-clauses.ts`'s; what
 * a date is of is `when-kind.ts`'s, the month it points at `when-month.ts`'s, the words to show
 * `when-said.ts`'s.
 */
import type { When } from "../contracts/facts";
import { holidayNames } from "./holidays";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { months, seasons, weekdays } from "./vocabulary";
import { fiscalQuarters } from "./when-fiscal-quarter";
import { fiscalSpanMonth } from "./when-fiscal-span";
import { kindOf, namesKind } from "./when-kind";
import { monthOf, monthsCapitalised } from "./when-month";
import { askedOfUs, toldAsPast } from "./when-not-theirs";
import { events, timelineOf } from "./when-said";
import { tenureDated } from "./when-tenure";
import { turnMonth } from "./when-turns";

// "ends December 2027": the month named before the year is part of the date shown.
const YEAR_SHOWN = new RegExp(
  String.raw`\b(?:early|mid|late|end of|start of|beginning of|q[1-4]|${[...months, ...Object.keys(seasons)].join("|")})?\s*20\d\d\b`,
  "i",
);

/**
 * A sentence about getting in touch: its date is the call's, not the project's. A board's or the
 * partners' meeting is where they decide, no call of ours.
 */
const ABOUT_CONTACT =
  /\b(?:calls?|ring|phone|buzz|(?<!\b(?:board|partners?'?|committee|steering|trustees?'?|governors'?|exec(?:utive)?|leadership|management|shareholders'?|council|investment|budget|planning|directors'?)\s+)meeting|demo|talk|speak|zoom|connect|chat|catch[- ]up|hop on|jump on|whatsapp|skype|facetime|google meet|reach (?:me|us)|get back to|reply|respond|hear back|out of (?:the )?office|on (?:holiday|leave|vacation)|i'm away|back (?:on|from)|(?:my|our) (?:diary|calendar|schedule|week)|i'?m (?:busy|swamped|snowed under|tied up|travelling|traveling|off|out))\b/i;

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
export const mayHoldDate = (text: string) => DATE_STUFF.test(text);

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

/** The words a date is read from: normalised, a year end's year put before it, a tenure's days and
 * fiscal quarters dated. */
export const dateWords = (raw: string, now: Date) =>
  fiscalQuarters(tenureDated(yearBeforeYearEnd(normalise(raw)), now), now);

/**
 * People away or the business shut for a time ("most of the team is off over christmas", "we're
 * closed in August"): a time they can't, no target of the project's.
 */
const AWAY =
  /\b(?:is|are|'re|'s|will be|'ll be|be)\s+(?:all\s+|mostly\s+|usually\s+|always\s+)?(?:off|away|out|on (?:holiday|leave|vacation|annual leave)|shut|closed|shut down)\b(?!\s+(?:to|the|our|of)\b)/i;

/**
 * One date in a sentence as a typed value, or undefined: the words to show, the month (when the
 * words name one) and its kind. A sentence about the past names no deadline.
 */
export function readWhen(raw: string, now: Date): When | undefined {
  const t = dateWords(raw, now);
  if (!mayHoldDate(t)) return undefined;
  if ((ABOUT_CONTACT.test(t) || AWAY.test(t)) && !namesKind(t)) return undefined;
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
  const text = monthsCapitalised(said);
  // The month of the words shown, when they name a year or a month: "June won't happen, think
  // September 2027" is September, "March won't work, more like June" June.
  // An event with its month said ("before the winter season starts in December 2027") is in
  // that month, whatever the season's own.
  const eventMonth = EVENT_IN_MONTH.exec(text)?.[1];
  const month =
    fiscalSpanMonth(t, now) ??
    (eventMonth ? monthOf(eventMonth, now) : undefined) ??
    turnMonth(text, now) ??
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

export const MONTH_SHOWN = new RegExp(String.raw`\b(?:${months.join("|")})\b`, "i");

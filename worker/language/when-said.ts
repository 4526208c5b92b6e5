/**
 * A date as the prospect put it, tidied, read from one sentence: "Q3 next year", "by March", "within 6 months", or an
 * event the date hangs on ("before the busy season", "ahead of the new financial year").
 */

import { monthNames as monthsShown } from "../contracts/months";
import { holidayNames } from "./holidays";
import { figures } from "./numbers";
import { months } from "./vocabulary";
import { eventDated } from "./when-event-dated";
import { monthBeforeEvent } from "./when-event-reason";
import { eventOf } from "./when-events";
import { dateInFigures, windowOfMonths } from "./when-figures";
import { turnSaid } from "./when-turns";
import { wordTable } from "./word-table";

export { events } from "./when-events";

import { seasonSaid } from "./when-seasons";

/** Month names and their short forms ("Jan", "Sept"), longest first. */
const monthNames = [...months, ...months.map((m) => m.slice(0, 3)), "sept"].join("|");
/** A count of weeks, months or years, after `figures` wrote its words as digits. */
const N = String.raw`(\d{1,2}|a|an)`;

const ordinalQuarter: Record<string, string> = wordTable({
  first: "Q1",
  second: "Q2",
  third: "Q3",
  fourth: "Q4",
  last: "Q4",
});

// "the week after Easter", "two weeks before Diwali": the span counted from the holiday is shown.
const holidayAt = new RegExp(
  String.raw`(?<!\bhappy\s+)((?:\b(?:the\s+|a\s+|\d{1,2}\s+)?(?:day|week|weekend|fortnight|month)s?\s+(?=after|before|following|ahead of))?(?:\b(?:over|at|by|before|for|during|around|in|after|following|ahead of|once|until|till)\s+)?(?:the\s+)?\b(?:${holidayNames})\b(?:\s+(?:weekend|break|holidays?|period))?(?:\s+(?:is|are)\s+over)?)`,
  "i",
);

// Built once: timelineOf reads every sentence of every message.
const monthAfterWord = new RegExp(
  String.raw`(?:\b(?:by|before|until|till|in|for|around|of|like|be|is|next|from|as of|effective|starting|with effect from|targeting|target|aiming for|hoping for|make (?:it|that)|say|more like|rather|(?:pushed|moved|changed|slipped|shifted|bumped|put|deferred|rescheduled)(?:\s+(?:it|that|this|things|everything))?(?:\s+(?:back|out|forward))? (?:to|into)|go(?:es|ing)?[- ]live|live|launch(?:es|ing)?|cut[- ]?over|deadline|kick(?:s|ing)?[- ]?off|start(?:s|ing)?|begin(?:s|ning)?|decision|decid(?:e|es|ing)|sign(?:s|ing)?(?:[- ]?off)?)\s*:?\s+|\(\s*|,\s*)((?:early |mid[- ]|late |the end of )?(?:${monthNames})\.?(?:\s+(?:of\s+)?(?:20\d\d|next year))?)\b`,
  "i",
);

const monthOfOccasion = new RegExp(
  String.raw`\b(?:the|our|their|its|this|next|a)\s+((?:${monthNames}))\s+(?:meeting|board|session|review|committee|sitting|vote|call|deadline|go[- ]live|launch|cut[- ]?over|roll-?out|kick[- ]?off|start|target|sign[- ]?off|decision)\b|\b(?:for|by|before|ahead of|in time for)\s+(?:the|our)\s+((?:${monthNames}))\s+(?!20\d\d)[a-z]{3,}`,
  "i",
);

const dayAndMonth = new RegExp(
  String.raw`\b(?:(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${monthNames})|(${monthNames})\s+(\d{1,2})(?:st|nd|rd|th)?(?!\s*(?!20\d\d\b)\d))\b`,
  "i",
);

/** The year said just after a day and month: " 2028", ", 2028", " of 2028". */
const YEAR_AFTER = /^,?\s+(?:of\s+)?(20\d\d)\b/;

const capital = (word: string) => word.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/**
 * The month read after a word, with the day the sentence gives it ("meet on the 14th of
 * January" is "14 January", "live on 1 July 2027" "1 July 2027"); undefined when no day is said
 * or the month is said as a part of it ("early", "the end of").
 */
function withDay(month: string, sentence: string): string | undefined {
  if (/^(?:early|mid|late|the end)/i.test(month)) return undefined;
  const day = dayAndMonth.exec(sentence);
  const name = day && (day[2] ?? day[3])!;
  if (!name || name.slice(0, 3).toLowerCase() !== month.slice(0, 3).toLowerCase()) return undefined;
  const year =
    /\b(?:20\d\d|next year)$/i.exec(month)?.[0] ??
    YEAR_AFTER.exec(sentence.slice(day.index + day[0].length))?.[1];
  return [day[1] ?? day[4], capital(name), year].filter(Boolean).join(" ");
}

/** A month said to be the realistic date: "on reflection, June is more realistic", "May works". */
const monthJudged = new RegExp(
  String.raw`\b((?:early |mid[- ]|late )?(?:${monthNames}))\s+(?:is|would be|will be|works|would work|sounds|seems|looks|feels)\s+(?:more\s+|much\s+|far\s+|a lot\s+)?(?:realistic|likelier|likely|better|doable|feasible|achievable|safer|fine|ok|okay|good|the (?:target|plan|date|goal))\b`,
  "i",
);

const monthAlone = new RegExp(
  // "so September", "i.e. March": the month a date before it said again (when-restated.ts).
  String.raw`^\W*(?:(?:so|ie|i\.e\.?|that is|that's|meaning|namely)\s*,?\s+)?((?:early |mid[- ]|late )?(?:${monthNames})(?:\.?\s+20\d\d)?)\W*$`,
  "i",
);

const spanAhead = new RegExp(
  String.raw`\b(?:in|within|over|next|timeline|timeframe|time frame|horizon|we have|we've got|we've|got)\b\s*(?:is\s+|of\s+|:\s*)?(?:the\s+next\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?(?:\d{1,2}\s*-\s*)?${N}\s*(weeks?|months?|quarters?|years?)\b`,
  "i",
);

/**
 * A span a sum is spread over is the sum's term, not a deadline: "€1.5m, spread over three
 * years", "£200k over 2 years", "paid across 18 months". Only "over" and "across" spans: "in"
 * and "within" still date the project.
 */
const SUM_BEFORE =
  /(?:(?:[$€£]\s?[\d.,]+|\d\s*(?:k|m|mm|mn|mio|million|thousand|grand))\s*,?|\b(?:spread|phased|split|spent|paid|amorti[sz]ed|staggered|spaced|budgeted|financed))\s*$/i;
const sumsTerm = (sentence: string, at: number) =>
  /^\s*(?:over|across)\b/i.test(sentence.slice(at, at + 8)) &&
  SUM_BEFORE.test(sentence.slice(Math.max(0, at - 30), at));

/**
 * Words of a sentence about the past or a person leaving: its year or duration is no deadline.
 * "The last quarter of next year" is a point ahead, and "from April 2027" a date ahead
 * ("contracts want it from April 2027"); "from 2019" is not, and "an update from the board", "news
 * from IT", "a decision from the steering group" names who said it, not when; "moving from Sage to NetSuite in June" is a move still to
 * come (its past, "we moved from Sage", is told as past).
 */
const PAST_WORDS = new RegExp(
  String.raw`\b(?:(?<!\b(?:update|updates|news|word|email|e-mail|mail|message|feedback|note|heard|hear|letter|reply|response|confirmation|approval|sign-off|go-ahead|call|memo|decision|answer|verdict|agreement|commitment|buy-in|green light|funding|budget)\s+)(?<!\b(?:move|moving|migrate|migrating|switch|switching|transition|transitioning|go|going|upgrade|upgrading|change|changing)\s+(?:[\w'-]+\s+){0,2}?(?:away\s+)?)from(?!\s+(?:(?:early|mid|late|the start of|the beginning of|the end of)[\s-]+)?(?:${monthNames}|q[1-4]|h[12]|next)\b)|since|(?<!\b(?:go|goes|going|come|comes|coming|get|gets|be|is|are|'re|'s)\s+)back in|ago|last(?!\s+(?:quarter|half)\s+of\b)|retir\w*|leav\w*|abandon\w*|acquisition|tried|used to|previous)\b`,
  "i",
);

/** The date or event one sentence names, as words to show (`when.ts` adds its month and kind). */
export function timelineOf(said: string, year: number): string | undefined {
  const sentence = figures(said);
  // A window of months ("from April to June") is ahead, whatever "from" says below.
  const window = windowOfMonths(sentence, year);
  if (window) return window;
  // A year or duration in a sentence about the past or about a person leaving is not a deadline.
  if (PAST_WORDS.test(sentence)) return undefined;
  const full = dateInFigures(sentence);
  if (full) return full;
  // A calendar week, the school year's turn, a span in days (when-turns.ts).
  const turn = turnSaid(sentence);
  if (turn) return turn;
  // An event the date hangs on says more than the month it falls in ("after the year end in March").
  // A deadline's month said first, with the event as its reason ("by June, before the rush"), is
  // read as a month below (when-event-reason.ts); a month said bare before the event ("april
  // next year, before the spring rush") is the month too (when-event-dated.ts).
  const event = eventOf(sentence);
  if (event && !monthBeforeEvent(sentence, event)) return eventDated(sentence, event);
  let m = /\b(q[1-4])(?:\s+(?:of\s+)?(next year|this year|20\d\d))?\b/i.exec(sentence);
  if (m) return [m[1]!.toUpperCase(), m[2]].filter(Boolean).join(" ");
  m = /\b(first|second|third|fourth|last) quarter(?: of)? (next year|this year|20\d\d)/i.exec(
    sentence,
  );
  if (m) return `${ordinalQuarter[m[1]!.toLowerCase()]} ${m[2]}`;
  // A half as a quarter is: "H2 next year", "the second half of next year" is "H2 next year".
  m = /\b(?:(h[12])|(first|second) half(?: of)?)\s+(next year|this year|20\d\d)\b/i.exec(sentence);
  if (m) return `H${m[1] ? m[1][1] : m[2]!.toLowerCase() === "first" ? 1 : 2} ${m[3]}`;
  // Without its year, only as a time something happens in: "go live in the second quarter"
  // ("our first quarter was busy" dates nothing; "last quarter" is behind us).
  m =
    /\b(?:in|by|during|before|until|for|end of)\s+the\s+(first|second|third|fourth) quarter\b/i.exec(
      sentence,
    );
  if (m) return ordinalQuarter[m[1]!.toLowerCase()]!;
  m = monthAfterWord.exec(sentence);
  // After a kind ("go live january 2028") the month is a name, as the prospect would write it.
  // Its day, when said, is kept: "on the 14th of January" is "14 January", not "January".
  if (m)
    return (
      withDay(m[1]!, sentence) ??
      (/^\W*(?:go|launch|cut|deadline|kick|decision|signing)/i.test(m[0])
        ? m[1]!.replace(/^\p{Ll}/u, (c) => c.toUpperCase())
        : m[1])
    );
  // A month naming an occasion: "at their March meeting", "the June board", "live for the
  // January rush".
  m = monthOfOccasion.exec(sentence);
  if (m) return (m[1] ?? m[2])!.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  // A day and a month: "the 1st of March", "30 June", "March 15th".
  // Its year, when said after it, is kept: "by 15 March 2028", "March 15th, 2028".
  m = dayAndMonth.exec(sentence);
  if (m) {
    const year = YEAR_AFTER.exec(sentence.slice(m.index + m[0].length))?.[1];
    const day = m[2] ? `${m[1]} ${capital(m[2])}` : `${capital(m[3]!)} ${m[4]}`;
    return year ? `${day} ${year}` : day;
  }
  m = monthJudged.exec(sentence);
  if (m) return m[1]!.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  // A month alone, as a correction gives it ("make that February", "I meant June").
  m = monthAlone.exec(sentence);
  // "may" alone in lower case is the verb cut short; "May" is the month.
  if (m && (!/^may$/i.test(m[1]!) || m[1] === "May")) return m[1];
  m = spanAhead.exec(sentence);
  if (m && !sumsTerm(sentence, m.index)) return `${m[1]} ${m[2]}`;
  // A plan's length: "an 18-month horizon", "a 6 month timeline".
  m =
    /\b(\d{1,2})[- ]?(months?|years?)[- ](?:horizon|timeline|timeframe|time frame|window|deadline|plan|runway)\b/i.exec(
      sentence,
    );
  if (m) return `${m[1]} ${m[2]!.replace(/s?$/, Number(m[1]) === 1 ? "" : "s")}`;
  m =
    /\b(next (?:week|month|quarter|year)|(?:in |within )?a fortnight|(?:the )?end of next month|(?:the )?end of (?:the |this |next )?(?:year|quarter)|this (?:year|quarter)|asap|as soon as possible)\b/i.exec(
      sentence,
    );
  if (m) return m[1]!.replace(/^the /i, "");
  // A fiscal year: "the end of our financial year", "the new fiscal year", "FY27".
  m =
    /\b((?:the )?(?:end|start|beginning) of (?:the |our |this |next )?(?:fiscal|financial) year|(?:the |our )?(?:next|new|coming) (?:fiscal|financial) year|fy ?'?\d{2}(?:\d{2})?)\b/i.exec(
      sentence,
    );
  if (m) return m[1]!.replace(/^(?:the|our) /i, "").replace(/^fy/i, "FY");
  const season = seasonSaid(sentence);
  if (season) return season;
  // Half a year, a month written as digits, the turn of the year: "H1 2027", "the second half of
  // next year", "2027-04", "in the new year".
  m = /\b(h[12]|first half|second half)(?:\s+(?:of\s+)?(next year|this year|20\d\d))?\b/i.exec(
    sentence,
  );
  if (m)
    return [m[1]!.length === 2 ? m[1]!.toUpperCase() : m[1]!.toLowerCase(), m[2]]
      .filter(Boolean)
      .join(" ");
  m = /\b20\d\d-(?:0[1-9]|1[0-2])\b/.exec(sentence);
  if (m) return m[0];
  m = /\b(?:in|after|from)\s+(the new year)\b/i.exec(sentence);
  if (m) return m[1];
  // A month and year in figures, shown with the month's name: "pencilled for 3/2027".
  m = /\b(0?[1-9]|1[0-2])\s*[/.]\s*(20\d\d)\b/.exec(sentence);
  if (m) return `${monthsShown[Number(m[1]) - 1]} ${m[2]}`;
  // A holiday: "over the Easter weekend", "new year, new system".
  m = holidayAt.exec(sentence);
  if (m) return m[1]!.replace(/^(?:over|at|for|during|around|in) /i, "");
  m =
    /\b(?:by|before|until|in|for|target(?:ing)?|during)\s+((?:early |mid[- ]|late )?(20\d\d))\b/i.exec(
      sentence,
    );
  if (m && Number(m[2]) >= year) return m[1];
  return undefined;
}

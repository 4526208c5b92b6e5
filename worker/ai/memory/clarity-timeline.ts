/**
 * A go-live target read from one sentence: "Q3 next year", "by March", "within 6 months", or an
 * event the date hangs on ("before the busy season", "ahead of the new financial year").
 */
import { N } from "./clarity-situation";

const monthNames =
  "january|february|march|april|may|june|july|august|september|october|november|december";

const ordinalQuarter: Record<string, string> = {
  first: "Q1",
  second: "Q2",
  third: "Q3",
  fourth: "Q4",
};

/** Events a go-live is tied to, the way a business names them. */
const events = [
  "season",
  "peak",
  "busy period",
  "rush",
  "holidays",
  "christmas",
  "trade show",
  "show",
  "fair",
  "expo",
  "conference",
  "audit",
  "year[- ]end",
  "financial year",
  "fiscal year",
  "budget year",
  "launch",
  "renewal",
  "lease",
  "merger",
  "relocation",
  "move",
  "opening",
  "board meeting",
  "price increase",
  "cut-?over",
  "harvest",
  "appeal",
  "campaign",
  "fundraiser",
  "gala",
  "black friday",
  "sale",
  "intake",
  "term",
  "semester",
  "release",
].join("|");
const eventAt = new RegExp(
  String.raw`\b(before|by|ahead of|in time for|until|after|once)\s+(?:(the|our|their|my|its|this|next)\s+)?((?:[\w'-]+\s+){0,3}(?:${events})(?:\s+(?:ends|expires|runs out|starts|begins|closes|opens|kicks off|goes out|goes live|comes out|lands))?(?:\s+in\s+(?:early |mid-|late )?(?:${monthNames}))?)\b|\b(by|before|until|ahead of)\s+(?:the\s+)?((?:early |late |mid-)?(?:spring|summer|autumn|fall|winter))\b`,
  "i",
);

/** "before our busy season" → "before the busy season": the event as sales read it. */
const anyEvent = new RegExp(String.raw`\b(?:${events}|spring|summer|autumn|fall|winter)\b`, "i");

function eventOf(sentence: string): string | undefined {
  // Most sentences name no event: one cheap look before the full pattern.
  const m = anyEvent.test(sentence) ? eventAt.exec(sentence) : null;
  if (!m) return undefined;
  if (m[4]) return `${m[4].toLowerCase()} ${m[5]!.toLowerCase()}`;
  // Whose event it is does not matter to sales: "our", "their" and "my" read as "the".
  const the = !m[2] ? "" : /^(?:this|next)$/i.test(m[2]) ? `${m[2].toLowerCase()} ` : "the ";
  return `${m[1]!.toLowerCase()} ${the}${m[3]}`;
}

export function timelineOf(sentence: string, year: number): string | undefined {
  // A year or duration in a sentence about the past or about a person leaving is not a deadline.
  if (
    /\b(?:from|since|back in|ago|last|retir\w*|leav\w*|abandon\w*|acquisition|tried|used to|previous)\b/i.test(
      sentence,
    )
  )
    return undefined;
  // An event the date hangs on says more than the month it falls in ("after the year end in March").
  const event = eventOf(sentence);
  if (event) return event;
  let m = /\b(q[1-4])(?:\s+(?:of\s+)?(next year|this year|20\d\d))?\b/i.exec(sentence);
  if (m) return [m[1]!.toUpperCase(), m[2]].filter(Boolean).join(" ");
  m = /\b(first|second|third|fourth) quarter(?: of)? (next year|this year|20\d\d)/i.exec(sentence);
  if (m) return `${ordinalQuarter[m[1]!.toLowerCase()]} ${m[2]}`;
  m = new RegExp(
    String.raw`\b(?:by|before|until|in|for|around)\s+((?:early |mid[- ]|late |the end of )?(?:${monthNames})(?:\s+(?:of\s+)?(?:20\d\d|next year))?)\b`,
    "i",
  ).exec(sentence);
  if (m) return m[1];
  m = new RegExp(
    String.raw`\b(?:in|within|over|next)\s+(?:the\s+next\s+)?(?:about\s+)?${N}\s+(weeks?|months?|years?)\b`,
    "i",
  ).exec(sentence);
  if (m) return `${m[1]} ${m[2]}`;
  m =
    /\b(next (?:quarter|year)|(?:the )?end of (?:the |this |next )?(?:year|quarter)|this (?:year|quarter)|asap|as soon as possible)\b/i.exec(
      sentence,
    );
  if (m) return m[1]!.replace(/^the /i, "");
  m =
    /\b(?:by|before|until|in|for|target(?:ing)?|during)\s+((?:early |mid[- ]|late )?(20\d\d))\b/i.exec(
      sentence,
    );
  if (m && Number(m[2]) >= year) return m[1];
  return undefined;
}

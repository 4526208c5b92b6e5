/**
 * Events a date hangs on, the way a business names them ("before the busy season", "after the
 * year end in March", "before the winter season starts in December 2027", "before the lease runs
 * out next autumn"), read as the words to show, the date said after the event kept with it: whose
 * event it is does not matter to sales ("our" reads as "the").
 */
import { months } from "./vocabulary";

/** Month names and their short forms ("Jan", "Sept"), longest first. */
const monthNames = [...months, ...months.map((m) => m.slice(0, 3)), "sept"].join("|");

/** Events a go-live is tied to, the way a business names them. */
export const events = [
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
/** The date said after an event: "in spring 2027", "next November", "next year", "in 2027". */
const DATED = String.raw`(?:\s+(?:in|this|next)\s+(?:early |mid-|late )?(?:${monthNames}|spring|summer|autumn|fall|winter)(?:\s+(?:of\s+)?20\d\d)?|\s+(?:next|this) year|\s+in\s+20\d\d)`;

const eventAt = new RegExp(
  String.raw`\b(before|by|ahead of|in time for|until|after|once)\s+(?:(the|our|their|my|its|this|next)\s+)?((?:[\w'-]+\s+){0,3}(?:${events})(?:\s+(?:ends|expires|runs out|starts|begins|closes|opens|kicks off|goes out|goes live|comes out|lands))?${DATED}?)\b|\b(by|before|until|ahead of|after)\s+(?:the\s+)?((?:early |late |mid-)?(?:spring|summer|autumn|fall|winter))\b`,
  "i",
);

/**
 * An event no list names, said with its date: "ahead of the stocktake next spring", "before the
 * new academic year this September" (never "the end of next year": a date, not an event).
 */
const datedEvent = new RegExp(
  String.raw`\b(before|ahead of|in time for)\s+(?:the|our|their|my)\s+((?!(?:end|start|beginning|middle|close|turn|rest)\b)(?:(?!of\b)[a-z'-]+\s+){0,2}(?!of\b)[a-z'-]+${DATED})\b`,
  "i",
);

/** "before our busy season" → "before the busy season": the event as sales read it. */
const anyEvent = new RegExp(String.raw`\b(?:${events}|spring|summer|autumn|fall|winter)\b`, "i");

export function eventOf(sentence: string): string | undefined {
  // Most sentences name no event: one cheap look before the full pattern.
  const m = anyEvent.test(sentence) ? eventAt.exec(sentence) : null;
  if (!m) {
    const dated = datedEvent.exec(sentence);
    return dated ? `${dated[1]!.toLowerCase()} the ${dated[2]}` : undefined;
  }
  if (m[4]) return `${m[4].toLowerCase()} ${m[5]!.toLowerCase()}`;
  // Whose event it is does not matter to sales: "our", "their" and "my" read as "the".
  const the = !m[2] ? "" : /^(?:this|next)$/i.test(m[2]) ? `${m[2].toLowerCase()} ` : "the ";
  return `${m[1]!.toLowerCase()} ${the}${m[3]}`;
}

/** A go-live target read from one sentence: "Q3 next year", "by March", "within 6 months". */
import { N } from "./clarity-situation";

const monthNames =
  "january|february|march|april|may|june|july|august|september|october|november|december";

const ordinalQuarter: Record<string, string> = {
  first: "Q1",
  second: "Q2",
  third: "Q3",
  fourth: "Q4",
};

export function timelineOf(sentence: string, year: number): string | undefined {
  // A year or duration in a sentence about the past or about a person leaving is not a deadline.
  if (/\b(?:from|since|back in|ago|last|retir\w*|leav\w*|abandon\w*|acquisition)\b/i.test(sentence))
    return undefined;
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

/**
 * Figures in a visitor's words: budget, team size, company size and go-live timeline, as the
 * built-in Clarity interviewer reads them (clarity-extract.ts). Pure functions, table-tested.
 */

export interface Budget {
  min: number;
  max: number;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  a: 1,
  an: 1,
  half: 0.5,
};

/** "twelve" → 12, "1,200" → 1200, "2.5" → 2.5. */
export function toNumber(word: string): number {
  const lower = word.toLowerCase();
  return lower in numberWords ? numberWords[lower]! : Number(lower.replace(/,/g, ""));
}

const multiplier = (unit: string | undefined): number => {
  const u = (unit ?? "").toLowerCase().replace(/\s+/g, "");
  if (/^(k|thousand|grand)$/.test(u)) return 1_000;
  if (/^(m|mm|mn|mil|million|millions)$/.test(u)) return 1_000_000;
  if (/^(b|bn|billion)$/.test(u)) return 1_000_000_000;
  return 1;
};

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s*(k|thousand|grand|m{1,2}\b|mn|mil\b|million|millions|bn|billion)?`;
const NOT_PEOPLE = String.raw`(?!\s*(?:employees|staff|people|users|customers|seats|licen[cs]es|locations|sites|%|percent|hours|weeks|months|years|days))`;
const moneyContext =
  /\$|usd|dollars?|budget|spend|invest|cost|afford|allocat|fund|grand|€|£|\d\s*(?:k|m|mm|million|thousand)\b/i;

/**
 * A budget from text: "$250k", "1.2M", "$400,000", "between 500 and 800 thousand",
 * "300-500k", "under $80k". A single figure gives min = max.
 */
export function parseBudget(text: string): Budget | undefined {
  if (!moneyContext.test(text)) return undefined;
  const range = new RegExp(
    String.raw`\$?${NUM}${UNIT}\s*(?:-|–|to|and)\s*\$?${NUM}${UNIT}${NOT_PEOPLE}`,
    "i",
  ).exec(text);
  if (range && /\$|budget|between|k\b|m\b|thousand|million|spend|invest|usd/i.test(text)) {
    const [, a, ua, b, ub] = range;
    const unit = ub ?? ua;
    const min = toNumber(a!) * multiplier(ua ?? unit);
    const max = toNumber(b!) * multiplier(unit);
    if (max >= 1000 && min > 0) return { min: Math.min(min, max), max: Math.max(min, max) };
  }
  const single = new RegExp(String.raw`(\$)?\s?${NUM}${UNIT}${NOT_PEOPLE}`, "gi");
  for (const m of text.matchAll(single)) {
    const [, dollar, n, unit] = m;
    const value = toNumber(n!) * multiplier(unit);
    const looksLikeMoney = Boolean(dollar) || Boolean(unit) || value >= 10_000;
    if (!looksLikeMoney || value < 1000) continue;
    if (!dollar && !unit && /^(19|20)\d\d$/.test(n!)) continue; // a year
    return { min: value, max: value };
  }
  return undefined;
}

/** Core team size: "team of 4", "four people on the project", "3 of us". */
export function parseTeamSize(text: string): number | undefined {
  const word = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
  const patterns = [
    new RegExp(
      String.raw`(?:core |project |implementation )?team (?:of|is|would be|will be|of about|of around)\s+(?:about |around |roughly )?${word}`,
      "i",
    ),
    new RegExp(
      String.raw`${word}\s+(?:core\s+)?(?:people|persons|stakeholders|team members|of us)\b(?!\s+(?:company|organi[sz]ation|business))`,
      "i",
    ),
    new RegExp(`${word}[- ]person (?:core |project )?team`, "i"),
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m) {
      const n = toNumber(m[1]!);
      if (n >= 1 && n < 30) return n;
    }
  }
  return undefined;
}

/** Company size in employees: "300 employees", "a 150-person company", "about 80 staff". */
export function parseCompanySize(text: string): number | undefined {
  const m =
    /(\d{1,3}(?:,\d{3})*|\d+)\s*\+?\s*(?:employees|staff|people (?:in|at) (?:the|our) (?:company|business)|full[- ]time|ftes?)\b/i.exec(
      text,
    ) ??
    /(\d{1,3}(?:,\d{3})*|\d+)[- ](?:person|people|employee) (?:company|business|organi[sz]ation|firm|manufacturer|distributor)/i.exec(
      text,
    );
  if (!m) return undefined;
  const n = toNumber(m[1]!);
  return n >= 5 ? n : undefined;
}

const monthNames =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";

/** A go-live timeline phrase as the visitor put it: "in 6 months", "by Q3", "by March 2027". */
export function parseTimeline(text: string): string | undefined {
  const patterns = [
    /\b(?:in|within|over|next)\s+(?:the\s+next\s+)?(\d+|one|two|three|four|five|six|nine|twelve|eighteen)\s+(weeks?|months?|years?)\b/i,
    /\b(?:by|before|in|during|for)\s+(?:the\s+)?(?:end\s+of\s+)?(q[1-4](?:\s*(?:20)?\d\d)?)\b/i,
    new RegExp(
      String.raw`\b(?:by|before|in|until)\s+((?:early |mid[- ]|late |the end of )?(?:${monthNames})(?:\s+(?:20)?\d\d)?)\b`,
      "i",
    ),
    /\b(next (?:quarter|year|month)|end of (?:the )?(?:year|quarter)|this (?:year|quarter)|asap|as soon as possible|(?:early|mid|late)[- ]20\d\d|(?:20\d\d))\b/i,
    /\b(\d+)\s*(?:-|to)\s*(\d+)\s+(weeks|months)\b/i,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m) return m[0].replace(/^(?:by|before|in|within|over|until|during|for)\s+/i, "").trim();
  }
  return undefined;
}

import type { ActivityType, Stage } from "../../contracts/crm";
import { tameInput } from "./tame-input";

/**
 * Plain-English CRM commands → structured intents, for the built-in CRM engine. Pure: "today" is
 * an input, so dates are deterministic.
 */

export type Intent =
  | {
      kind: "add_opportunity";
      company?: string;
      amount?: number;
      stage?: Stage;
      probability?: number;
      closeDate?: string;
    }
  | { kind: "add_activity"; type: ActivityType; contact?: string; subject?: string; notes?: string }
  | {
      kind: "update_opportunity";
      company?: string;
      updates: { amount?: number; stage?: Stage; probability?: number; closeDate?: string };
    }
  | {
      kind: "question";
      topic: "total" | "forecast" | "biggest" | "by_stage" | "closing_month" | "recent" | "count";
    }
  | { kind: "help" };

const stageWords: [RegExp, Stage][] = [
  [/\bclosed[- ]?won\b|\bwon\b|\bsigned\b|\bclosed\b/i, "Closed Won"],
  [/\bnegotiat\w*|\bcontract(?:ing)?\b|\bredlines?\b|\blegal review\b/i, "Negotiation"],
  [/\bproposals?\b|\bquot(?:e|ed|ing)\b|\bproposed\b/i, "Proposal"],
  [/\bdiscovery\b|\bqualif\w*|\bprospect\w*|\bnew lead\b|\bearly stage\b/i, "Discovery"],
];

export function parseStage(text: string): Stage | undefined {
  return stageWords.find(([re]) => re.test(text))?.[1];
}

const mult = (u = "") =>
  /^(k|thousand|grand)$/i.test(u)
    ? 1_000
    : /^(m|mm|mil|million)$/i.test(u)
      ? 1_000_000
      : /^(b|bn|billion)$/i.test(u)
        ? 1e9
        : 1;

/** "$40k", "40,000", "1.2M", "$85 thousand", "worth 200000". Ignores percentages and dates. */
export function parseAmount(text: string): number | undefined {
  const re =
    /(\$)?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(k|thousand|grand|mm|m|mil|million|bn|b|billion)?\b(?!\s*%|\s*percent|-\d|\/\d)/gi;
  for (const m of text.matchAll(re)) {
    const [, dollar, num, unit] = m;
    const before = text.slice(0, m.index);
    if (/(?:probability|prob|chance|to)\s*$/i.test(before) && !dollar && !unit) continue;
    if (/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i.test(before))
      continue;
    const value = Number(num!.replace(/,/g, "")) * mult(unit);
    if (!dollar && !unit && value < 1000) continue;
    if (!dollar && !unit && /^(19|20)\d\d$/.test(num!)) continue;
    return value;
  }
  return undefined;
}

export function parseProbability(text: string): number | undefined {
  const m =
    /(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)/i.exec(text) ??
    /(?:probability|prob|chance|likelihood)\s*(?:of|to|at|is|=|:)?\s*(\d{1,3})\b/i.exec(text);
  return m ? Number(m[1]) : undefined;
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** Absolute ("Dec 15", "15 December", "2027-01-31", "1/31/2027") or relative dates. */
export function parseDate(text: string, today: string): string | undefined {
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const now = utc(ty, tm - 1, td);
  let m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /\b(\d{1,2})\/(\d{1,2})\/(\d{2,4})\b/.exec(text);
  if (m) {
    const y = Number(m[3]) < 100 ? 2000 + Number(m[3]) : Number(m[3]);
    return iso(utc(y, Number(m[1]) - 1, Number(m[2])));
  }
  const monthRe = "(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
  m = new RegExp(`\\b${monthRe}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`, "i").exec(text);
  const m2 = new RegExp(
    `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthRe}(?:,?\\s+(\\d{4}))?`,
    "i",
  ).exec(text);
  if (m || m2) {
    const month = months.indexOf((m ? m[1]! : m2![2]!).slice(0, 3).toLowerCase());
    const day = Number(m ? m[2] : m2![1]);
    const year = m ? m[3] : m2![3];
    let date = utc(year ? Number(year) : ty, month, day);
    // A month and day without a year means the next one to come.
    if (!year && date < now) date = utc(ty + 1, month, day);
    return iso(date);
  }
  const lower = text.toLowerCase();
  const addDays = (n: number) => iso(utc(ty, tm - 1, td + n));
  if (/\btoday\b/.test(lower)) return addDays(0);
  if (/\btomorrow\b/.test(lower)) return addDays(1);
  if (/\bnext week\b/.test(lower)) return addDays(7);
  if (/\bnext month\b/.test(lower)) return iso(utc(ty, tm, td));
  if (/\bend of (?:the |this )?month\b/.test(lower)) return iso(utc(ty, tm, 0));
  if (/\bend of (?:the |this )?quarter\b/.test(lower))
    return iso(utc(ty, Math.floor((tm - 1) / 3) * 3 + 3, 0));
  if (/\bend of (?:the |this )?year\b/.test(lower)) return `${ty}-12-31`;
  m = /\bin\s+(\d+|a|one|two|three|four|six)\s+(day|week|month)s?\b/.exec(lower);
  if (m) {
    const n = { a: 1, one: 1, two: 2, three: 3, four: 4, six: 6 }[m[1]!] ?? Number(m[1]);
    if (m[2] === "day") return addDays(n);
    if (m[2] === "week") return addDays(7 * n);
    return iso(utc(ty, tm - 1 + n, td));
  }
  return undefined;
}

function cleanCompany(raw: string | undefined): string | undefined {
  const c = raw
    ?.replace(/\s+(?:worth|valued|at|in|for|with|closing|closes|close|stage|probability)\b.*$/i, "")
    .replace(/[.,;:!?]+$/, "")
    .trim();
  return c && !/^(a|an|the|new|deal|opportunity)$/i.test(c) ? c : undefined;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function parseAdd(text: string, today: string): Intent {
  const company = cleanCompany(
    /\b(?:deal|opportunity|opp)\s+(?:for|with)\s+([^,$]+)/i.exec(text)?.[1] ??
      /^\s*(?:please\s+)?(?:add|create|new)\s+(?:a\s+)?(?:new\s+)?(?:deal|opportunity|opp)?\s*(?:for|with)?\s*([^,$]+)/i.exec(
        text,
      )?.[1],
  );
  return {
    kind: "add_opportunity",
    company,
    amount: parseAmount(text),
    stage: parseStage(text.replace(/\b(?:deal|opportunity)\b/gi, "")),
    probability: parseProbability(text),
    closeDate: parseDate(text, today),
  };
}

function parseActivity(text: string): Intent {
  const type: ActivityType = /\bemail(?:ed)?\b|\be-mail/i.test(text)
    ? "email"
    : /\bmeeting\b|\bmet\b|\bmeet\b|\bdemo\b/i.test(text)
      ? "meeting"
      : "call";
  let contact =
    /\b(?:with|to|called|emailed|met)\s+(.+?)(?=\s+(?:about|re:|regarding|on the topic of|to discuss)\b|[.;]|$)/i
      .exec(text)?.[1]
      ?.trim();
  if (contact)
    contact = contact.replace(/\s+(?:at|from|of)\s+/i, " - ").replace(/\s*[-–—]\s*/, " - ");
  const subject = /\b(?:about|re:|regarding|to discuss)\s+(.+?)(?:[.;]|\s+notes?:|$)/i
    .exec(text)?.[1]
    ?.trim();
  const notes = /\bnotes?:\s*(.+)$/i.exec(text)?.[1]?.trim();
  return {
    kind: "add_activity",
    type,
    contact,
    subject: subject ? capitalize(subject) : undefined,
    notes,
  };
}

/** Finds which known company the text names (full name or its first word). */
export function findCompany(text: string, companies: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return (
    companies.find((c) => lower.includes(c.toLowerCase())) ??
    companies.find((c) => {
      const first = c.split(/\s+/)[0]!.toLowerCase();
      return (
        first.length > 2 && new RegExp(`\\b${first.replace(/[^a-z0-9]/g, "")}\\b`, "i").test(lower)
      );
    })
  );
}

function parseUpdate(text: string, today: string, companies: readonly string[]): Intent {
  const named =
    findCompany(text, companies) ??
    cleanCompany(
      /\b(?:move|set|update|change|mark|push)\s+(?:the\s+)?(?:deal\s+(?:for|with)\s+)?([A-Z][\w&.' -]*?)(?:'s)?(?=\s+(?:to|deal|probability|amount|stage|close|closing|as)\b)/.exec(
        text,
      )?.[1] ??
        /^([A-Z][\w&.' -]*?)(?:'s)?\s+(?:closes|closing|is|moved|moves|now)\b/.exec(text)?.[1],
    );
  const rest = named
    ? text.replace(new RegExp(named.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"), " ")
    : text;
  const updates: Extract<Intent, { kind: "update_opportunity" }>["updates"] = {};
  const stage =
    /\b(?:to|into|as|stage)\b/i.test(rest) || /\bmark\b/i.test(rest) ? parseStage(rest) : undefined;
  if (stage) updates.stage = stage;
  const probability = parseProbability(rest);
  if (probability !== undefined) updates.probability = probability;
  const amount =
    /\b(?:amount|value|worth|size)\b/i.test(rest) || /\$/.test(rest)
      ? parseAmount(rest)
      : undefined;
  if (amount !== undefined) updates.amount = amount;
  const closeDate = /\bclos\w*|date|push\w*|slip\w*/i.test(rest)
    ? parseDate(rest, today)
    : undefined;
  if (closeDate) updates.closeDate = closeDate;
  return { kind: "update_opportunity", company: named, updates };
}

function parseQuestion(text: string): Intent | undefined {
  const t = text.toLowerCase();
  if (/forecast|expected revenue|weighted/.test(t)) return { kind: "question", topic: "forecast" };
  if (/biggest|largest|top deal|most valuable/.test(t))
    return { kind: "question", topic: "biggest" };
  if (/by stage|per stage|each stage|stage breakdown|breakdown/.test(t))
    return { kind: "question", topic: "by_stage" };
  if (/(clos\w*|due).*(this month)|this month.*clos/.test(t))
    return { kind: "question", topic: "closing_month" };
  if (/recent|latest|last (?:few )?activit|what happened/.test(t))
    return { kind: "question", topic: "recent" };
  if (/how many (?:deals|opportunities)|number of (?:deals|opportunities)|count/.test(t))
    return { kind: "question", topic: "count" };
  if (/pipeline|total|sum|how much/.test(t)) return { kind: "question", topic: "total" };
  return undefined;
}

/** Reads one message. `companies` are the dashboard's current company names. */
export function parseCommand(
  text: string,
  today: string,
  companies: readonly string[] = [],
): Intent {
  const t = tameInput(text).trim();
  if (
    /^\s*(?:please\s+)?log\b|\b(?:log|record)\s+(?:a|an|the)?\s*(?:call|email|meeting)|^(?:i\s+)?(?:called|emailed|met with|had a (?:call|meeting))\b/i.test(
      t,
    )
  ) {
    return parseActivity(t);
  }
  if (/^\s*(?:please\s+)?(?:add|create)\b|\bnew (?:deal|opportunity|opp)\b/i.test(t))
    return parseAdd(t, today);
  if (
    /\b(?:move|set|update|change|mark|push|bump)\b|\bcloses?\s+(?:on|by)\b|\bslipp?(?:ed|ing)?\b/i.test(
      t,
    ) &&
    !/\?\s*$/.test(t)
  ) {
    return parseUpdate(t, today, companies);
  }
  return parseQuestion(t) ?? { kind: "help" };
}

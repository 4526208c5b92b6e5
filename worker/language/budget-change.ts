/**
 * A budget changed later in the conversation, read against the one already known: "finance
 * trimmed it to 150k", "the board cut the budget by 50k", "they halved it", "cut by 20%", "we
 * lost 50k of that, so 150k is all we have". A figure with no currency keeps the known budget's
 * currency: "cut it to 150k" after "£200k" is £150K, not $150K.
 */

import type { Money } from "../contracts/facts";
import { readMoney } from "./money";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { currencyWords, figureUnits } from "./vocabulary";
import { wordTable } from "./word-table";

const lower =
  /\b(?:cut|cuts|trimmed|trim|reduced|reduce|lowered|slashed|halved|shaved|knocked|lost|dropped|took|taken|claw\w* back|scal\w* back|chopp\w*|pared)\b|\b(?:lower|less)\b/i;
/** Up, in any tense: "raised it", "we can stretch to 300", "they'll push it to 250k". */
const higher =
  /\b(?:rais\w*|increas\w*|upped|bump\w*|added|top\w* (?:it )?up|stretch\w*|extend\w*|push\w*|go(?:ing)? up|more|higher)\b/i;
/** An amount said as more on top ("another 50k for phase two"): up, when it is a sum. */
const onTop = /\b(?:another|an? (?:extra|additional)|a further|on top)\b/i;
const aSum = /[$€£]|\d\s*(?:k|m|mm|thousand|million|grand)\b/i;
/** What a share is taken of: the budget, or "it"/"that" for it ("we lost a quarter of that"). */
const OF_IT = String.raw`of\s+(?:it|that|this|what we had|(?:the|our|that|this|its)\s+(?:budget|money|funding|spend|allocation|pot))\b`;
const half = new RegExp(String.raw`\bhalved\b|\b(?:in|by) half\b|\bhalf\s+${OF_IT}`, "i");
/** "by 20%", "30% off", "a 25 percent cut", "we lost 40% of the budget" (a share of the money). */
const share = new RegExp(
  String.raw`\bby\s+(\d{1,2}(?:\.\d+)?)\s?(?:%|percent)|\b(\d{1,2}(?:\.\d+)?)\s?(?:%|percent)\s+(?:off|cut|reduction|less|lower|more|higher|increase|on top)\b|\b(\d{1,2}(?:\.\d+)?)\s?(?:%|percent)\s+${OF_IT}`,
  "i",
);
/** "cut it by a quarter", "by a third", "lost a quarter of that": a share said as a fraction. */
const fraction = new RegExp(
  String.raw`\bby\s+(?:a|one)\s+(quarter|third|fifth|tenth)\b|\b(?:a|one)\s+(quarter|third|fifth|tenth)\s+${OF_IT}`,
  "i",
);
const parts: Record<string, number> = wordTable({ quarter: 4, third: 3, fifth: 5, tenth: 10 });
/** A figure with its sign or code before it and its unit after: "£150k", "CHF 90 000", "50 grand". */
// The figure ends on a digit: "to 180, so we…" is 180, never "180,".
const AMOUNT = String.raw`(?:[^\s\d]{1,4}\s?)?\d(?:[\d.,]*\d)?\s*(?:${Object.keys(figureUnits)
  .sort((a, b) => b.length - a.length)
  .join("|")})?\b`;
/** An amount of change: "by 50k", "50k lower", "knocked 50k off", "lost 50k", "clawed back 50k". */
const delta = new RegExp(
  String.raw`\bby\s+(${AMOUNT})|(${AMOUNT})\s+(?:lower|less|more|higher|off)\b|\b(?:lost|another|extra|added|back)\s+(${AMOUNT})`,
  "i",
);
/** What is left after the change: "so 150k is all we have", "down to 150k", "150k now". */
const left = new RegExp(
  String.raw`\b(?:so|now|leaving(?: us)?|down to|up to|to)\s+(${AMOUNT})|(${AMOUNT})\s+(?:is all|left|remaining|now)\b`,
  "i",
);

/** The change is to money: the budget named, "it"/"that" for it, or an amount. */
const aboutBudget = /\b(?:budget|funding|spend|money|it|that|the (?:figure|amount|number))\b|\d/i;
/** A change to something else: time, people, errors ("we cut reporting time by 50%"). */
const otherThing =
  /\b(?:time|hours?|errors?|mistakes?|people|staff|headcount|employees|users|licen[cs]es|seats|scope|costs? of)\b/i;

const namesCurrency = (text: string) => currencyWords.some((c) => c.said.test(text));

/** The amount as money in the known budget's currency when the words name none. */
function amount(words: string, known: Money): Money | undefined {
  // A bare figure is said in the known budget's scale: "stretch to 300" after "$250k" is $300K
  // (scaled, within a factor of three of it; "cut month-end to 3 days" is no budget).
  const unit = known.max >= 1e6 ? 1e6 : 1000;
  const n = /^\d{1,3}(?:\.\d+)?$/.test(words.trim()) ? Number(words) * unit : 0;
  const bare = n > 0 && known.max >= 10_000 && n * 3 >= known.max && n <= known.max * 3;
  const read = readMoney(bare ? `${words.trim()}${unit === 1000 ? "k" : "m"}` : words, true);
  if (!read) return undefined;
  return namesCurrency(words) || !known.currency ? read : { ...read, currency: known.currency };
}

const scaled = (b: Money, by: number): Money => ({
  ...b,
  min: Math.round(b.min * by),
  max: Math.round(b.max * by),
});

/** The known budget as this message changes it, or undefined when it does not. */
export function budgetChange(known: Money | undefined, raw: string): Money | undefined {
  if (!known) return undefined;
  const text = figures(normalise(raw));
  if (!aboutBudget.test(text) || otherThing.test(text)) return undefined;
  const down = lower.test(text);
  // "Another 50k" is a rise only when it is a sum: "another 80 in Cork" is staff.
  const added = !down && !higher.test(text) && onTop.test(text) && aSum.test(text);
  if (!down && !higher.test(text) && !added) return undefined;
  const rest = left.exec(text);
  if (rest) {
    const now = amount(rest[1] ?? rest[2]!, known);
    if (now && now.max >= 1000) return now;
  }
  if (half.test(text)) return scaled(known, down || !higher.test(text) ? 0.5 : 1.5);
  const pct = share.exec(text);
  if (pct) return scaled(known, 1 + ((down ? -1 : 1) * Number(pct[1] ?? pct[2] ?? pct[3])) / 100);
  const part = fraction.exec(text);
  if (part) return scaled(known, 1 + (down ? -1 : 1) / parts[(part[1] ?? part[2])!.toLowerCase()]!);
  const by = delta.exec(text);
  const change = by && amount(by[1] ?? by[2] ?? by[3]!, known);
  if (!change || change.max < 1000 || change.max >= known.max * 2) return undefined;
  const sign = down ? -1 : 1;
  const min = known.min + sign * change.max;
  const max = known.max + sign * change.max;
  return min > 0 ? { ...known, min, max } : undefined;
}

/**
 * Whether the words take a share off or add one to the budget ("we've lost a quarter of that",
 * "they cut 40% of the budget"): a sentence about money, however few figures it gives.
 */
export function budgetShareChanged(raw: string): boolean {
  const text = figures(normalise(raw));
  return (lower.test(text) || higher.test(text)) && SHARE_OF.test(text);
}
/** A share said of the budget itself: "40% of the budget", "a quarter of that", "half of it". */
const SHARE_OF = new RegExp(
  String.raw`\b(?:\d{1,2}(?:\.\d+)?\s?(?:%|percent)|(?:a|one)\s+(?:quarter|third|fifth|tenth)|half)\s+${OF_IT}`,
  "i",
);

/** A budget read from a message that names no currency keeps the one the prospect gave before. */
export const inKnownCurrency = (read: Money, known: Money | undefined, raw: string): Money =>
  known?.currency && !read.currency && !namesCurrency(raw)
    ? { ...read, currency: known.currency }
    : read;

/** A change said of the figure in the same message: "the budget was £200k; the board cut it by a quarter". */
const changedInPlace =
  /\b(?:cut|cuts|trimmed|trim|reduced|slashed|halved|lowered|shaved|raised|increased|upped|bumped|lost|lose)\s+(?:\d{1,2}(?:\.\d+)?\s?(?:%|percent)\s+of\s+)?(?:it|that|this|the budget|our budget)\b/i;

/** The budget read from a message, as a change the same message makes to it says it now is. */
export const changedSameMessage = (read: Money, raw: string): Money =>
  (changedInPlace.test(figures(normalise(raw))) ? budgetChange(read, raw) : undefined) ?? read;

import { scales } from "../../language/vocabulary";
import { FIGURE, parseAmount, UNIT } from "./crm-words";

/**
 * The amounts a question is about, in the rep's words (docs/decisions/033): a floor ("over
 * 100k", "90% or more"), a ceiling ("under $50,000", "85k and under") or both ("between 80k and
 * 150k").
 */

export interface AmountBound {
  min?: number;
  max?: number;
  /** The bound is a probability ("above 50%"), not an amount. */
  percent?: boolean;
  /** The figure itself is within ("90% or more", "85k and under"). */
  inclusive?: boolean;
}
const BOUND = new RegExp(
  String.raw`\b(over|above|more than|bigger than|larger than|greater than|at least|north of|upwards of|under|below|less than|smaller than|at most|south of)\s+(\$?[\w.,]+(?:\s+(?:${UNIT}|${Object.keys(scales).join("|")}))?)`,
  "i",
);

/** "between 80k and 150k", "from $50,000 to $100,000": a floor and a ceiling. */
const BETWEEN = new RegExp(
  String.raw`\b(?:between|from)\s+(${FIGURE})\s*(?:and|to|-|–)\s*(${FIGURE})(?!\s*%)`,
  "i",
);

/** Two figures of a span; the first borrows the second's unit ("80 and 150k"). */
function between(text: string): AmountBound | undefined {
  const m = BETWEEN.exec(text);
  if (!m) return undefined;
  const unit = /[^\d.,\s$]+$/.exec(m[2]!)?.[0] ?? "";
  const low = /\d$/.test(m[1]!) && unit ? parseAmount(`${m[1]} ${unit}`) : parseAmount(m[1]!);
  const high = parseAmount(m[2]!);
  if (low === undefined || high === undefined || low <= 0 || high <= low) return undefined;
  return { min: low, max: high };
}

/** "90 percent or more", "50k and up", "20% or less": the bound said after its figure. */
const BOUND_AFTER = new RegExp(
  String.raw`(?<![\w.,$])(\$?\d[\d.,]*(?:\s?(?:${UNIT})\b)?)(\s?(?:%|percent|per cent))?\s+(?:or|and)\s+(more|above|over|higher|up|upwards|less|below|under|lower|fewer)\b`,
  "i",
);

function boundAfter(text: string): AmountBound | undefined {
  const m = BOUND_AFTER.exec(text);
  if (!m) return undefined;
  const max = /^(?:less|below|under|lower|fewer)/i.test(m[3]!);
  if (m[2]) {
    const value = Number(m[1]!.replace(/,/g, ""));
    if (!Number.isFinite(value) || value < 0 || value > 100) return undefined;
    return { [max ? "max" : "min"]: value, percent: true, inclusive: true };
  }
  const amount = parseAmount(m[1]!);
  if (amount === undefined || amount <= 0) return undefined;
  return { [max ? "max" : "min"]: amount, inclusive: true };
}

export function amountBound(text: string): AmountBound | undefined {
  const span = between(text);
  if (span) return span;
  const after = boundAfter(text);
  if (after) return after;
  const m = BOUND.exec(text);
  const percent = m && /^\s?(?:%|percent|per cent)/i.test(text.slice(m.index + m[0].length));
  const amount = m ? (percent ? Number(m[2]) : parseAmount(m[2]!)) : undefined;
  if (percent && Number.isFinite(amount) && amount! >= 0 && amount! <= 100)
    return /^(?:under|below|less|smaller|at most|south)/i.test(m![1]!)
      ? { max: amount, percent: true }
      : { min: amount, percent: true };
  if (amount === undefined || amount <= 0) return undefined;
  return /^(?:under|below|less|smaller|at most|south)/i.test(m![1]!)
    ? { max: amount }
    : { min: amount };
}

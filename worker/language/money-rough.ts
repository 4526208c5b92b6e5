/**
 * An amount said roughly, read as one figure with what was assumed (docs/decisions/033): a count
 * said loosely before a scale ("a couple hundred k" is 200,000), a band of a number of figures
 * ("low six figures" is 100,000–399,999, put at 200,000), two figures given as an estimate
 * ("around 80 to 90 grand", "in the 80–90k range": their middle) and a figure given as a near
 * bound ("just under 50k", "a bit over a hundred thousand": the figure itself). Whoever records
 * it says the figure back, so the rep can correct the assumption.
 */
import { figures, unitValue } from "./numbers";
import { figureBands, figureUnits, roughCounts, units } from "./vocabulary";

export interface RoughAmount {
  value: number;
  /** The words the figure was read from, to say back ("low six figures"), when they are words. */
  said?: string;
  /** The span the words allow, when they give one. */
  min?: number;
  max?: number;
  /** The bound the figure was said near ("just under"). */
  bound?: string;
}

const UNIT = Object.keys(figureUnits)
  .sort((a, b) => b.length - a.length)
  .join("|");
const COUNT = new RegExp(
  String.raw`\b(?:an?\s+)?(${Object.keys(roughCounts).join("|")})(?:\s+of)?\s+(hundred|${UNIT})\b(?:\s*(${UNIT})\b)?`,
  "i",
);
const DIGITS = Object.keys(units).filter((w) => w !== "dozen" && units[w]! >= 4 && units[w]! <= 12);
const BAND = new RegExp(
  String.raw`\b(${Object.keys(figureBands).join("|")})[\s-]+(\d{1,2}|${DIGITS.join("|")})[\s-]+figures?\b`,
  "i",
);
/** Words that give two figures as one estimate, not as a choice between them. */
const estimateBefore =
  /\b(?:around|about|roughly|approximately|approx\.?|circa|ballpark|more like|something like|give or take|in the(?: region| neighbou?rhood| ballpark| vicinity)? of)\s+(?:the\s+)?$|\bin the\s+$/i;
const estimateAfter = /^\s*(?:range|region|ballpark|bracket|or so|-?ish)\b/i;
/** A figure said as near a bound: the bound is the figure. */
const nearBound =
  /\b(?:just|a (?:bit|little|touch|hair|tad)|slightly|marginally)\s+(?:under|below|over|above|more than|less than|north of|south of|shy of)\s+|\b(?:nearly|almost|close to|getting on for|upwards of)\s+/i;

/** "a couple hundred k": the count times its scale and the unit after it. */
function countSaid(text: string): RoughAmount | undefined {
  const m = COUNT.exec(text);
  if (!m) return undefined;
  const scale = m[2]!.toLowerCase() === "hundred" ? 100 : unitValue(m[2]);
  const unit = m[3] ? unitValue(m[3]) : 1;
  const value = roughCounts[m[1]!.toLowerCase()]! * scale * unit;
  return value >= 1000 ? { value, said: m[0].trim() } : undefined;
}

/** "low six figures": the band's middle digit, then noughts. */
function bandSaid(text: string): RoughAmount | undefined {
  const m = BAND.exec(text);
  if (!m) return undefined;
  const digits = /^\d/.test(m[2]!) ? Number(m[2]) : units[m[2]!.toLowerCase()]!;
  if (digits < 4 || digits > 12) return undefined;
  const band = figureBands[m[1]!.toLowerCase()]!;
  const place = 10 ** (digits - 1);
  return {
    value: ((band.from + band.to) / 2) * place,
    said: m[0].trim(),
    min: band.from * place,
    max: (band.to + 1) * place - 1,
  };
}

/**
 * Whether the two figures of a range are given as one estimate ("around 80 to 90 grand", "in the
 * 220–240k range") — their middle is meant — rather than as a choice ("50 or 60k").
 */
export function saidAsEstimate(text: string, rangeAt: number, rangeEnd: number): boolean {
  return (
    estimateBefore.test(text.slice(Math.max(0, rangeAt - 40), rangeAt)) ||
    estimateAfter.test(text.slice(rangeEnd, rangeEnd + 12))
  );
}

/** Two figures joined by "to" or a dash, with units: where they are in the text. */
const RANGE = new RegExp(
  String.raw`\$?\d[\d.,]*\s?(?:${UNIT})?\s*(?:-|–|to)\s*\$?\d[\d.,]*\s?(?:${UNIT})?\b`,
  "i",
);

/** The middle of two figures given as one estimate, read by `readRange` (the caller's reading). */
function estimateSaid(
  text: string,
  readRange: (said: string) => { min: number; max: number } | undefined,
): RoughAmount | undefined {
  const written = figures(text);
  const m = RANGE.exec(written);
  if (!m || !saidAsEstimate(written, m.index, m.index + m[0].length)) return undefined;
  const range = readRange(m[0]);
  if (!range || range.min >= range.max) return undefined;
  return { value: (range.min + range.max) / 2, ...range };
}

/** "just under 50k": the figure, said back with its bound. */
function boundSaid(text: string, read: (said: string) => number | undefined) {
  const m = nearBound.exec(text);
  if (!m) return undefined;
  const value = read(text.slice(m.index + m[0].length, m.index + m[0].length + 40));
  return value !== undefined && value >= 1000
    ? { value, bound: m[0].trim().toLowerCase() }
    : undefined;
}

/**
 * An amount said roughly, or undefined when the words give an exact figure or a choice. The
 * caller's own readers of one figure and of two are used, so the figures read as it reads them.
 */
export function readRoughAmount(
  text: string,
  read: {
    amount: (said: string) => number | undefined;
    range: (said: string) => { min: number; max: number } | undefined;
  },
): RoughAmount | undefined {
  return (
    countSaid(text) ??
    bandSaid(text) ??
    estimateSaid(text, read.range) ??
    boundSaid(text, read.amount)
  );
}

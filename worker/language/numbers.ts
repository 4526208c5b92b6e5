/**
 * Numbers as people write them, in words or figures: "two hundred and fifty thousand",
 * "forty-five", "a quarter million", "half a million", "one and a half million", "a dozen",
 * "1,200", "350.000" (dots between thousands), "80-ish". `figures` rewrites the words of a text as
 * digits once, so every other reader matches figures only (docs/decisions/033).
 */

import { withoutAddresses } from "./addresses";
import { Kept } from "./kept";
import { fractionRangeScaled } from "./numbers-fraction-range";
import { figureUnits, scales, tens, units } from "./vocabulary";

const wordValue = (w: string): number | undefined => units[w] ?? tens[w];

/**
 * A group of two digits said whole ("twelve", "eighty seven", not "eighty") and the word after
 * it: a group of tens makes hundreds ("eighty seven fifty" is 8,750), a lone digit makes
 * thousands and hundreds ("twelve five" is 12,500). Undefined when the words add up instead.
 */
function saidInPairs(group: number, next: number, before: string | undefined) {
  const whole = group >= 10 && group < 100 && (group < 20 || group % 10 !== 0);
  if (!whole || before === undefined || wordValue(before) === undefined || next === 0)
    return undefined;
  return next >= 10
    ? { value: group * 100 + next, thousands: false }
    : { value: group * 1_000 + next * 100, thousands: true };
}

/** One run of number words ("two hundred and fifty thousand") as its value, or undefined. */
function runValue(words: string[]): number | undefined {
  let total = 0;
  let current = 0;
  let seen = false;
  let fraction = 0;
  // "a dozen", "a hundred": the "a" stands for one until a number word says otherwise.
  let fromA = false;
  let pairedThousands = false;
  let lastScale = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === "and") {
      // "one and a half million": the half belongs to the figure before it.
      if (words[i + 1] === "a" && words[i + 2] === "half") {
        // "a million and a half": after a scale with nothing since, the half is of that scale.
        if (!current && lastScale > 1) total += lastScale / 2;
        else fraction = 0.5;
        i += 2;
      }
      continue;
    }
    if (w === "a" || w === "an") {
      if (!current) {
        current = 1;
        fromA = true;
      }
      continue;
    }
    if (w === "half" || w === "quarter") {
      fraction = w === "half" ? 0.5 : 0.25;
      if (words[i + 1] === "of") i++;
      if (words[i + 1] === "a" || words[i + 1] === "an") i++;
      if (!seen) current = 0;
      seen = true;
      continue;
    }
    if (/^\d+(?:\.\d+)?$/.test(w)) {
      // "a 3 million dollar programme": the "a" was an article, not one.
      if (fromA) current = 0;
      fromA = false;
      current += Number(w);
      seen = true;
      continue;
    }
    // "two dozen" is 24, "a dozen" 12, "half a dozen" 6: a dozen multiplies what comes before.
    if (w === "dozen") {
      current = (fromA || !current ? 1 : current) * 12 * (fraction || 1);
      fraction = 0;
      fromA = false;
      seen = true;
      continue;
    }
    const v = wordValue(w);
    if (v !== undefined) {
      if (fromA) current = 0;
      fromA = false;
      // "eighty seven fifty", "twelve five": two groups said side by side, as a figure is read
      // aloud; English adds a word to a group only after a round ten ("eighty seven").
      const pair = saidInPairs(current, v, words[i - 1]);
      if (pair) {
        current = pair.value;
        pairedThousands = pair.thousands;
        seen = true;
        continue;
      }
      // "one twenty five", "two fifty k": a digit said before tens counts hundreds.
      const spoken =
        v >= 20 &&
        v < 100 &&
        current > 0 &&
        current < 10 &&
        (units[words[i - 1]!] ?? 0) === current;
      current = spoken ? current * 100 + v : current + v;
      seen = true;
      continue;
    }
    const scale = scales[w];
    if (scale === undefined) return undefined;
    seen = true;
    fromA = false;
    // "twelve five hundred" is the pair again; "twelve five thousand" twelve and a half of it.
    if (pairedThousands && scale === 100) continue;
    if (pairedThousands) current /= 1_000;
    pairedThousands = false;
    const base = (current || (fraction ? 0 : 1)) + fraction;
    fraction = 0;
    lastScale = scale;
    if (scale === 100) current = base * 100;
    else {
      total += base * scale;
      current = 0;
    }
  }
  const value = total + current + fraction;
  return seen ? value : undefined;
}

const NUMBER_WORD = new RegExp(
  String.raw`\b(?:${[...Object.keys(units), ...Object.keys(tens), ...Object.keys(scales), "half", "quarter"].join("|")})\b`,
  "i",
);
/** A run: number words, figures before a scale, "a"/"an"/"and"/"of" and hyphens between them. */
const RUN = new RegExp(
  String.raw`(?:\b(?:\d+(?:\.\d+)?(?=\s+(?:hundred|thousand|million|billion)\b)|${[...Object.keys(units), ...Object.keys(tens), ...Object.keys(scales), "half", "quarter", "an?", "and", "of"].join("|")})\b[\s-]*)+`,
  "gi",
);

/** "half a mil", "a quarter of a k": a fraction of a unit said short, which no scale word reads. */
const FRACTION_OF_UNIT = new RegExp(
  String.raw`\b(?:an?\s+)?(half|quarter)\s+(?:of\s+)?(?:an?\s+)?(${Object.keys(figureUnits)
    .filter((u) => !(u in scales) && (u.length > 1 || u === "k"))
    .join("|")})\b`,
  "gi",
);

/** "1/4 million", "3/4 of a mil", "1/2m": a written fraction before a scale — never a date (1/4/2027). */
const WRITTEN_FRACTION =
  /(?<![\d/.])([13])\/([24])(?![\d/])\s*(?:of\s+an?\s+)?(?=(?:million|mil|mio|mn|m|k|thousand|grand|bn|billion)\b)/gi;

/** "three quarters of a mil", "three-quarters of a million": 0.75 of the unit or scale after it. */
const THREE_QUARTERS = new RegExp(
  String.raw`\bthree[\s-]quarters?\s+(?:of\s+)?(?:an?\s+)?(?=(?:${Object.keys(figureUnits).join("|")})\b)`,
  "gi",
);

/** The words of one digit ("zero" … "nine", and "oh"), for a decimal said aloud. */
const DIGIT_WORDS = Object.keys(units).filter((w) => units[w]! < 10);
const digitOf = (w: string) => (/^\d$/.test(w) ? w : w === "oh" ? "0" : String(units[w]));
/** "one point two million", "2 point five k": a decimal point said as a word. */
const SAID_POINT = new RegExp(
  String.raw`\b(\d+|${Object.keys(units).join("|")})\s+point\s+((?:(?:${DIGIT_WORDS.join("|")}|oh|\d)\b\s*)+)`,
  "gi",
);

/** The text with every run of number words written as digits ("two hundred" → "200"). */
export function figures(said: string): string {
  // The same message is read by several readers in turn: written as figures once.
  // The message, then its sentences and clauses: the last few are kept.
  const kept = recentFigures.get(said);
  if (kept !== undefined) return kept;
  // Digits in an address ("sam+2024@…") are no figure (addresses.ts).
  const text = asFigures(withoutAddresses(said));
  recentFigures.set(said, text);
  return text;
}

const recentFigures = new Kept<string>(64);

/**
 * A range whose ends share the scale said after the top ("2–3 hundred staff", "two to three
 * thousand", "5 or 6 hundred"): the scale counts for both ends, not for the top alone (a larger
 * scale after it, "2-3 hundred thousand", is the money readers' to read).
 */
const SMALL = String.raw`\d{1,2}|${Object.keys(units).join("|")}`;
const SHARED_SCALE = new RegExp(
  String.raw`\b(${SMALL})(\s*(?:-|–|—|to|or)\s*)(${SMALL})\s+(hundred|thousand)\b(?!\s*(?:and\s+)?(?:thousand|million|billion|\d|${Object.keys(units).join("|")})\b)`,
  "gi",
);
const smallValue = (w: string) => (/^\d/.test(w) ? Number(w) : (units[w.toLowerCase()] ?? NaN));

function asFigures(said: string): string {
  const text = fractionRangeScaled(said)
    .replace(SHARED_SCALE, (whole, a: string, joint: string, b: string, scale: string) => {
      const [low, high] = [smallValue(a), smallValue(b)];
      const times = /^h/i.test(scale) ? 100 : 1000;
      return low > 0 && high > low && high < 10 * low
        ? `${low * times}${joint}${high * times}`
        : whole;
    })
    .replace(SAID_POINT, (_, whole: string, decimals: string) => {
      const w = whole.toLowerCase();
      const int = /^\d/.test(w) ? w : String(units[w]);
      const digits = decimals.trim().toLowerCase().split(/\s+/).map(digitOf).join("");
      return `${int}.${digits} `;
    })
    .replace(WRITTEN_FRACTION, (whole, top: string, bottom: string) =>
      top === "3" && bottom === "2" ? whole : `${Number(top) / Number(bottom)} `,
    )
    .replace(THREE_QUARTERS, "0.75 ")
    .replace(
      FRACTION_OF_UNIT,
      (_, part: string, unit: string) => `${/^half$/i.test(part) ? 0.5 : 0.25} ${unit}`,
    );
  if (!NUMBER_WORD.test(text)) return text;
  return text.replace(RUN, (run) =>
    // A run of glue words alone ("a", "and", "of": most runs of a message) holds no figure.
    !NUMBER_WORD.test(run)
      ? run
      : // "tens of thousands", "a few thousand": a scale word with no number is no figure (not 1,000).
        LONE_SCALE.test(run)
        ? run
        : pieces(run)
            .flatMap(tensApart)
            .map((p) => {
              const said = p === "and" || !p.trim() ? p : spell(p);
              return /^\s/.test(p) && !/^\s/.test(said) ? ` ${said}` : said;
            })
            .join(""),
  );
}

const LONE_SCALE = /^(?:\s*of\b)?\s*(?:hundred|thousand|million|billion)s?\b(?:\s*of\b)?[\s-]*$/i;

/**
 * "thirty and forty thousand" is two figures (a range), "two hundred and fifty" one: an "and"
 * joins figures only after a scale word ("hundred and five") or before "a half".
 */
function pieces(run: string): string[] {
  const parts = run.split(/\b(and)\b/i);
  const out = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    const [before, next] = [out.at(-1)!, parts[i + 1] ?? ""];
    const joins =
      !NUMBER_WORD.test(before) ||
      /\b(?:hundred|thousand|million|billion)[\s-]*$/i.test(before) ||
      /^\s*an?\s+(?:half|quarter)\b/i.test(next);
    if (joins) out[out.length - 1] = `${before}${parts[i]}${next}`;
    else out.push("and", next);
  }
  return out;
}

/**
 * "thirty forty people", "fifty fifty": a round ten before another ten is two figures (a range,
 * odds), never their sum; the run is cut between them.
 */
function tensApart(run: string): string[] {
  const words = run.split(/(\s+|-)/);
  const parts: string[] = [];
  let from = 0;
  for (let i = 2; i < words.length; i += 2) {
    const [before, word] = [words[i - 2]!.toLowerCase(), words[i]!.toLowerCase()];
    if (before in tens && word in tens) {
      parts.push(words.slice(from, i - 1).join(""), " ");
      from = i;
    }
  }
  return from ? [...parts, words.slice(from).join("")] : [run];
}

/** One run of number words as digits, its glue words kept. */
function spell(run: string): string {
  const words = run
    .toLowerCase()
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  // Leading and trailing glue words are not part of the number ("a", "and", "of").
  let start = 0;
  let end = words.length;
  while (end > start && /^(?:and|of|an?)$/.test(words[end - 1]!)) end--;
  while (start < end && /^(?:and|of)$/.test(words[start]!)) start++;
  const core = words.slice(start, end);
  if (!core.some((w) => NUMBER_WORD.test(w) || /^\d/.test(w))) return run;
  // "a" alone before a non-number ("a half-day workshop") is not a figure.
  // "a half-day workshop", "the quarter": a fraction counts only against a number or a scale.
  if (!core.some((w) => w in units || w in tens || w in scales || /^\d/.test(w))) return run;
  const value = runValue(core);
  if (value === undefined) return run;
  const lead = words.slice(0, start).join(" ");
  const trail = words.slice(end).join(" ");
  const space = /\s$/.test(run) ? " " : "";
  return `${lead ? `${lead} ` : ""}${value}${trail ? ` ${trail}` : ""}${space}`;
}

/**
 * A figure as written: "1,200" → 1200; "350.000" and "1.200.000" (dots between thousands, as
 * much of Europe writes them) → whole numbers; "2.5" → 2.5; "twelve" → 12.
 */
export function toNumber(written: string): number {
  const w = written.toLowerCase().trim();
  const word = runValue(w.split(/[\s-]+/));
  if (word !== undefined && !/^\d/.test(w)) return word;
  if (/^\d{1,3}(?:\.\d{3}){1,}$/.test(w) && !/^\d{1,3}\.\d{3}$/.test(w)) {
    return Number(w.replace(/\./g, ""));
  }
  return Number(w.replace(/,/g, ""));
}

/** "k", "grand", "million", "bn": what a unit after a figure multiplies it by (1 for none). */
export const unitValue = (unit: string | undefined): number =>
  figureUnits[(unit ?? "").toLowerCase().replace(/\s+/g, "")] ?? 1;

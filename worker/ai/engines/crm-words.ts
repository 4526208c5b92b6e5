import type { Stage } from "../../contracts/crm";
import { inWeeks, readDate } from "../../language/day";
import { readMoney } from "../../language/money";
import { normalise } from "../../language/normalise";
import { figures, toNumber, unitValue } from "../../language/numbers";
import { figureUnits, monthWord, scales } from "../../language/vocabulary";

/**
 * The built-in CRM engine's vocabulary: stages and their everyday words, amounts, probabilities
 * and dates, each read from one message. Pure ("today" is an input) and linear: the input is
 * tamed first (no long digit runs), and no pattern nests quantifiers.
 */

/** "closed lost" and its everyday words: a stage this demo does not have (docs/decisions/015). */
export const LOST = "Closed Lost" as const;
export type StageWord = Stage | typeof LOST;

const stageWords: [RegExp, StageWord][] = [
  [
    /\bclosed[- ]?lost\b|\blost\b|\bdead\b|\bfell through\b|\bwent cold\b|\b(?:is|it's|deal's) off\b|\b(?:went|gone|going) with (?:someone|somebody|a competitor|another|the competition)\b|\b(?:chose|picked|signed with) (?:a competitor|someone else|another vendor)\b|\bpulled out\b|\bwalked away\b/i,
    LOST,
  ],
  [
    /\bclosed[- ]?won\b|\bwon\b|\b(?:as\s+)?an?\s+win\b|\bdone deal\b|\bdone\s*[!.]*$|\bsigned\b(?!\s+up\b)|\bbooked\b|\bclosed\b(?! (?:on|by)\b)/i,
    "Closed Won",
  ],
  // Stage names said short ("neg", "prop", "disco") count as the stage.
  [
    /\bnegotiat\w*|\bneg(?:o|ot)?\b|\b(?:in|at) contract\b|\bcontract stage\b|\bcontracting\b|\bredlines?\b|\blegal review\b/i,
    "Negotiation",
  ],
  [/\bproposals?\b|\bprop\b|\bquot(?:e|ed|ing)\b/i, "Proposal"],
  [/\bdiscovery\b|\bdisco\b|\bqualif\w*|\bprospect\w*|\bnew lead\b|\bearly stage\b/i, "Discovery"],
];

export function parseStage(text: string): StageWord | undefined {
  return stageWords.find(([re]) => re.test(text))?.[1];
}

/** "to the next stage", "forward a stage" (1); "back a stage", "the previous stage" (-1). */
export function stageStep(text: string): 1 | -1 | undefined {
  if (
    /\b(?:next|following) stage\b|\b(?:forward|up|ahead|on) (?:a|one|1) stage\b|\b(?:a|one|1) stage (?:forward|up|ahead|on)\b|\badvance[ds]?\b/i.test(
      text,
    )
  )
    return 1;
  if (
    /\b(?:previous|prior|last) stage\b|\b(?:back|down) (?:a|one|1) stage\b|\b(?:a|one|1) stage (?:back|down)\b/i.test(
      text,
    )
  )
    return -1;
  return undefined;
}

/** A figure's unit ("k", "grand", "mil", "bn"), longest first: the language module's table. */
export const UNIT = Object.keys(figureUnits)
  .sort((a, b) => b.length - a.length)
  .join("|");
const AMOUNT = new RegExp(
  String.raw`(\$|usd\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(${UNIT})?\b(?!\s?%|\s?percent|[-/]\d)`,
  "gi",
);
/** "1,2 million": a comma before one or two digits and a unit is a decimal point. */
const decimalComma = new RegExp(String.raw`\b(\d+),(\d{1,2})(?=\s?(?:${UNIT})\b)`, "gi");
/** A month just before a figure: "Dec 15" is a day, not an amount. */
// The month's name, whole or short ("May", "Sept."), not a word that starts like one ("maybe").
const monthBefore = new RegExp(String.raw`\b${monthWord}\.?\s*$`, "i");
/** "40 or so thousand", "50 odd k": a hedge between a figure and its unit. */
const hedgedUnit = new RegExp(
  String.raw`(?<=\d)\s+(?:or so|or thereabouts|odd)(?=\s*(?:${UNIT})\b)`,
  "gi",
);

/**
 * The message as amounts are read: typos and shorthand read back, number words as figures
 * ("forty-five thousand" → "45000"), and a hedge after a figure dropped ("80k-ish" → "80k",
 * "40 or so thousand" → "40 thousand").
 */
const last = { said: "", read: "" };
function amountText(text: string): string {
  // One message is read by several readers in a row: the last reading is kept.
  if (text !== last.said)
    Object.assign(last, {
      said: text,
      read: figures(normalise(text).replace(decimalComma, "$1.$2"))
        .replace(/(?<=\d|\d\s?[a-z]{1,8})\s?-?ish\b/gi, "")
        .replace(hedgedUnit, ""),
    });
  return last.read;
}

/** A figure with its unit or scale, for a pattern ("80k", "$1,200", "2 million"). */
export const FIGURE = String.raw`\$?\d[\d.,]*(?:\s?(?:${UNIT}|${Object.keys(scales).join("|")})\b)?`;

/**
 * A money amount: "$75k", "1.2M", "forty-five thousand", "about 1.5 mil", "nine hundred grand",
 * "roughly $80k give or take". Negative when written so ("-50000", "minus $20k"): the caller
 * refuses it. Percentages, days of a month, years and small bare numbers ("in 2 weeks") are not
 * amounts.
 */
export function parseAmount(text: string): number | undefined {
  const t = amountText(text);
  for (const m of t.matchAll(AMOUNT)) {
    const [, dollar, digits, unit] = m;
    // A bare figure under 1000 is never an amount (unless dollars follow): skip it cheaply.
    if (
      !dollar &&
      !unit &&
      /^\d{1,3}(?:\.\d+)?$/.test(digits!) &&
      !/^\s*(?:dollars|bucks|usd)\b/i.test(
        t.slice(m.index + m[0].length, m.index + m[0].length + 12),
      )
    )
      continue;
    // Only the words next to the figure matter; a bounded look keeps many figures linear.
    const before = t.slice(Math.max(0, m.index - 40), m.index);
    const dollars =
      Boolean(dollar) ||
      /^\s*(?:dollars|bucks|usd)\b/i.test(
        t.slice(m.index + m[0].length, m.index + m[0].length + 12),
      );
    // "probability to 80" is a probability; "Atlas to 300000" (or "three hundred thousand") a sum.
    if (
      /(?:probability|prob|chance|likelihood)\s*(?:to|at|of|is)?\s*$/i.test(before) &&
      !dollars &&
      !unit
    )
      continue;
    if (monthBefore.test(before)) continue;
    const value = toNumber(digits!) * unitValue(unit);
    if (!dollars && !unit && value < 1000) continue;
    if (!dollars && !unit && /^(?:19|20)\d\d$/.test(digits!)) continue;
    // A minus sign sits against its figure ("-$20k"); a dash between spaces separates ("Wonka - 70k").
    const negative = /(?:^|[\s(:])[-−]\$?$|\b(?:minus|negative)\s+\$?$/i.test(before);
    return negative ? -value : value;
  }
  return undefined;
}

/**
 * Two figures for one amount ("between 30 and 40 thousand", "$30-40k", "50 or 60k"): the
 * language module's money reading, which the CRM asks back about instead of picking one.
 */
/** A figure hedged with another: "maybe 70, maybe 80k", "70, perhaps 80k", "40 or maybe 60k". */
const hedge =
  /(\d[\w.,]{0,15})\s*(?:,\s*(?:maybe|perhaps|possibly|or|could be|might be)|,?\s+or\s+(?=maybe|perhaps|possibly))\s*(?:maybe\s+|perhaps\s+)?(?=[$€£]?\d)/gi;

export function parseAmountRange(text: string): { min: number; max: number } | undefined {
  // Two figures with a word or dash between them, or nothing to read.
  // "70 to 80k", "70-80k", "maybe 70, maybe 80k", "70/80k".
  const said = text.replace(hedge, "$1 to ");
  if (!/\d[\w.,]*\s*(?:-|–|to|or|and)\s*[$€£]?\d/i.test(amountText(said))) return undefined;
  const money = readMoney(said, true);
  if (!money || money.min === money.max) return undefined;
  // "between 2026 and 2027" are years.
  if (money.max < 3000 && money.min >= 1900) return undefined;
  return { min: money.min, max: money.max };
}

/** Verbs that lower or raise a figure by some amount. */
const lowerWords =
  /\b(?:knock|take|cut|shave|trim|reduce|lower|drop|decrease|subtract)\w*\b|\b(?:off|down)\b/i;
/** A figure with the unit said after it, if any ("10k", "10 grand", "$10,000"). */
// From a figure's first digit only: a 4,000-character paste of figures stays linear.
const withUnit = String.raw`(?<![\d.,$])[$]?\d[\d.,]*(?:\s?(?:${Object.keys(figureUnits).join("|")})\b)?`;
/**
 * "by 5k", "10 grand off", "20k more", "add 15k to", "down 20k": the figure is a change, not the
 * new value (a share, "down 20%", is read by crm-figures.ts).
 */
const byAmount = new RegExp(
  String.raw`(?:^|\s)\+\s?[$]?\d|\bby\s+(?:another\s+)?[$]?\d|${withUnit}\s+(?:off|more|extra|less)\b|\badd(?:ed)?\s+(?:another\s+)?${withUnit}\s+(?:to|on)\b|\b(?:up|down)\s+(?:another\s+)?[$]?\d[\d.,]*(?![\d.,]*\s*(?:%|percent|pts?\b|points?\b))`,
  "i",
);

/** Whether a message changes an amount by its figure: -1 lower ("knock 10k off"), 1 higher. */
export function amountChange(said: string): -1 | 1 | undefined {
  const text = amountText(said);
  if (!byAmount.test(text)) return undefined;
  return lowerWords.test(text) || /\d[\w.,]*\s+less\b/i.test(text) ? -1 : 1;
}

/** A probability: "85%", "call it 60 percent", "probability to 80"; or a nudge ("more likely"). */
export function parseProbability(said: string): { value: number } | { delta: number } | undefined {
  // "sixty percent" is read as "60 percent".
  const text = amountText(said);
  // "bump the probability by 15", "lower its odds by 10": a nudge by that much.
  const by = /\bby\s+(\d{1,2})\s?(?:points?|pts?|%|percent)?(?![\w.,])/i.exec(text);
  if (by && /\b(?:probability|prob|odds|chance|likelihood)\b/i.test(text))
    return {
      delta:
        (/\b(?:lower|drop|decrease|reduce|cut|knock|down)\w*\b/i.test(text) ? -1 : 1) *
        Number(by[1]),
    };
  // "odds +10", "prob -5": a signed figure beside the odds is a nudge, not the new figure.
  const signed =
    /(?<!\b(?:to|at|is|of|=)\s*)(?:^|\s)([+-])\s?(\d{1,2})\s?(?:points?|pts?|pp|%|percent)?(?![\w.,])/i.exec(
      text,
    );
  if (signed && /\b(?:probability|prob|odds|chance|likelihood)\b/i.test(text))
    return { delta: (signed[1] === "-" ? -1 : 1) * Number(signed[2]) };
  // "knock 5 points off", "add 10 pts": points are the odds' unit, so a nudge.
  const points = /\b(\d{1,2})\s?(?:points?|pts?|pp)\b/i.exec(text);
  if (points && !/\b(?:up|down|by)\s+\d/i.test(text))
    return {
      delta:
        (/\b(?:knock\w*|off|lower\w*|drop\w*|cut|minus|reduc\w*|less|take)\b/i.test(text)
          ? -1
          : 1) * Number(points[1]),
    };
  // "up 10 points", "down 5%": a nudge by that much, not the new figure.
  const nudge = /\b(up|down)\s+(?:by\s+)?(\d{1,2})\s?(points?|pts?|pp|%|percent)?(?![\w.,])/i.exec(
    text,
  );
  if (nudge && (nudge[3] || /\b(?:probability|prob|odds|chance|likelihood)\b/i.test(text)))
    return { delta: (nudge[1]!.toLowerCase() === "up" ? 1 : -1) * Number(nudge[2]) };
  // "a 70/30 shot": the chance of winning said first.
  const split = /\b(\d{1,2})\s?\/\s?(\d{1,2})\b/.exec(text);
  if (split && Number(split[1]) + Number(split[2]) === 100) return { value: Number(split[1]) };
  // "1 in 2", "a coin flip": odds said as a share.
  const share = /\b(\d{1,2}) in (\d{1,2})\b/.exec(text);
  if (share && Number(share[2]) >= Number(share[1]) && Number(share[2]) > 1)
    return { value: Math.round((Number(share[1]) / Number(share[2])) * 100) };
  if (/\b(?:coin ?flip|toss-?up|50-50|fifty-fifty|50\/50)\b/i.test(text)) return { value: 50 };
  const m =
    /(-?\d{1,3}(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)/i.exec(text) ??
    /\b(?:probability|prob|chance|likelihood|odds)\b\D{0,32}?(-?\d{1,3})\b/i.exec(text);
  if (m) return { value: Number(m[1]) };
  if (/\b(?:more likely|likelier|looking better|heating up|firming up)\b/i.test(text))
    return { delta: 10 };
  if (
    /\b(?:less likely|unlikely|looking worse|cooling off|at risk|shaky|wobbly|iffy|in doubt)\b/i.test(
      text,
    )
  )
    return { delta: -10 };
  return undefined;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const dayParts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** The date `n` days, weeks or months after `date` (yyyy-mm-dd). */
export function shiftDate(date: string, n: number, unit: string): string {
  const [y, m, d] = dayParts(date);
  if (unit.startsWith("month")) return iso(utc(y, m - 1 + n, d));
  return iso(utc(y, m - 1, d + (unit.startsWith("week") ? 7 * n : n)));
}

/**
 * A close date, absolute ("Dec 15", "2027-01-31", "1/31/2027", "end of Q1") or relative ("next
 * month", "in two weeks", "this friday"): the language module's day reader (chrono-node).
 */
export function parseDate(text: string, today: string): string | undefined {
  // "closes on the 30th now": a word of when it was said, after the date, is not part of it.
  return readDate(text.replace(/\s+(?:now|instead|then|actually)[\s.!]*$/i, ""), today);
}

/** "push it out two weeks", "slipped a month", "delayed by 10 days": a later close date. */
/** "moved up a week", "pull it forward 3 days", "two weeks earlier": a close date brought in. */
const EARLIER =
  /\b(?:(?:moved?|moving|pull(?:ed|ing)?|br(?:ing|ought)|push(?:ed)?)\s+(?:\w+\s+){0,2}?(?:up|forward|in)\s+(?:by\s+)?(\d{1,3}|an?)\s+(day|week|month)s?|(\d{1,3}|an?)\s+(day|week|month)s?\s+(?:earlier|sooner))\b/i;

export function parseDateShift(text: string): { n: number; unit: string } | undefined {
  const earlier = EARLIER.exec(inWeeks(amountText(text)));
  if (earlier) {
    const [n, unit] = earlier[1] ? [earlier[1], earlier[2]!] : [earlier[3]!, earlier[4]!];
    return { n: -(/^an?$/i.test(n) ? 1 : toNumber(n)), unit: unit.toLowerCase() };
  }
  const m =
    /\b(?:out|back|by|slip(?:s|ped|ping)?|sl(?:id|ides?|iding)|delay(?:s|ed)?|push(?:es|ed)?(?:\s+(?!to\b|into\b)[\w'-]+){0,3}?)\s+(?:out\s+|back\s+)?(?:another\s+|by\s+)?(\d{1,3}|an?)\s+(day|week|month)s?\b/i.exec(
      inWeeks(amountText(text)),
    );
  return m
    ? { n: /^an?$/i.test(m[1]!) ? 1 : toNumber(m[1]!), unit: m[2]!.toLowerCase() }
    : undefined;
}

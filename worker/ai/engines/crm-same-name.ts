import type { Opportunity } from "../../contracts/crm";
import { day, listOf, usd } from "./crm-answer";
import { parseAmount, parseDate, parseProbability, parseStage } from "./crm-words";

/**
 * Deals that share a company name: what tells them apart, in words, and which one a reply picks
 * ("the 60k one", "the one closing in January", "the second"). The update tool changes every
 * deal of a name, so the engine asks which one is meant and says how to change just that one.
 */

type Field = keyof Pick<Opportunity, "amount" | "stage" | "probability" | "closeDate">;

/** Each field a deal can differ by, and how it is said. */
const fields: [Field, (o: Opportunity) => string][] = [
  ["amount", (o) => `**${usd(o.amount)}**`],
  ["stage", (o) => `in ${o.stage}`],
  ["probability", (o) => `${o.probability}%`],
  ["closeDate", (o) => `closing ${day(o.closeDate)}`],
];

/** "one at **$200,000** (30%, closing Feb 26, 2027) and one at **$60,000** (…)". */
export function apart(deals: readonly Opportunity[]): string {
  const differ = fields.filter(([key]) => new Set(deals.map((d) => d[key])).size > 1);
  if (!differ.length)
    return `they look the same (${fields.map(([, say]) => say(deals[0]!)).join(", ")})`;
  const shown = deals.slice(0, 4).map((d) => {
    const [first, ...rest] = differ.map(([, say]) => say(d));
    const lead = differ[0]![0] === "amount" ? `one at ${first}` : `one ${first}`;
    return rest.length ? `${lead} (${rest.join(", ")})` : lead;
  });
  const more = deals.length > 4 ? [`${deals.length - 4} more`] : [];
  return listOf([...shown, ...more]);
}

const ordinals: [RegExp, (deals: readonly Opportunity[]) => Opportunity | undefined][] = [
  [/\b(?:first|1st|former|top)\b/i, (d) => d[0]],
  [/\b(?:second|2nd|latter)\b/i, (d) => d[1]],
  [/\b(?:third|3rd)\b/i, (d) => d[2]],
  [/\blast\b/i, (d) => d.at(-1)],
  [/\b(?:bigger|biggest|larger|largest)\b/i, (d) => [...d].sort((a, b) => b.amount - a.amount)[0]],
  [/\b(?:smaller|smallest)\b/i, (d) => [...d].sort((a, b) => a.amount - b.amount)[0]],
  [
    /\b(?:sooner|earlier|earliest)\b/i,
    (d) => [...d].sort((a, b) => a.closeDate.localeCompare(b.closeDate))[0],
  ],
  [
    /\b(?:later|latest)\b/i,
    (d) => [...d].sort((a, b) => b.closeDate.localeCompare(a.closeDate))[0],
  ],
];

/** The one deal a reply picks by what tells them apart, or `undefined` when it picks none or many. */
export function pickOne(
  text: string,
  deals: readonly Opportunity[],
  today: string,
): Opportunity | undefined {
  const only = (match: (o: Opportunity) => boolean) => {
    const found = deals.filter(match);
    return found.length === 1 ? found[0] : undefined;
  };
  const amount = parseAmount(text);
  const date = parseDate(text, today);
  const stage = parseStage(text);
  const p = parseProbability(text);
  const picks = [
    amount !== undefined ? only((o) => o.amount === amount) : undefined,
    date ? only((o) => o.closeDate.slice(0, 7) === date.slice(0, 7)) : undefined,
    stage ? only((o) => o.stage === stage) : undefined,
    p && "value" in p ? only((o) => o.probability === p.value) : undefined,
    ordinals.find(([re]) => re.test(text))?.[1](deals),
  ];
  return picks.find((d): d is Opportunity => d !== undefined);
}

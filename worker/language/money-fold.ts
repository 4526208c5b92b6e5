/**
 * The budget after one more message (docs/decisions/033), one rule for Clarity's memory and the
 * lead's facts, so the roadmap the prospect sees and the lead sales read hold the same money: a
 * change to the known budget ("trimmed it to 150k"), else a sum read in the message — in the
 * known budget's currency when it names none ("450k, not 400k" after €400k is €450K) — else a
 * correction of the currency alone ("sorry, dollars not pounds") or of the budget named with a
 * bare figure ("budget is more like 80 now" after CHF 100k is CHF 80K).
 */
import type { Currency, Money } from "../contracts/facts";
import { budgetChange, changedSameMessage, inKnownCurrency } from "./budget-change";
import { isCorrection } from "./corrections";
import { namesOtherCurrency } from "./currency-other-said";
import { boundsJoined } from "./money-bounds-joined";
import { normalise } from "./normalise";
import { figures, toNumber } from "./numbers";
import { currencyWords, otherCurrencies } from "./vocabulary";

/** The budget after `raw`, given the one known and the sum read in it (`readMoney`, if any). */
export function nextBudget(
  known: Money | undefined,
  raw: string,
  read: Money | undefined,
): Money | undefined {
  const said = read && changedSameMessage(inKnownCurrency(read, known, raw), raw);
  return (
    boundsJoined(known, read, raw) ??
    budgetChange(known, raw) ??
    said ??
    (known && correctedBudget(known, raw))
  );
}

const TAKEN_BACK = /\b(?:not|rather than|instead of|as opposed to)\s+(?:in\s+)?$/i;

/**
 * The currency said of the figures given before, in words with no figure: "that figure is in
 * aussie dollars", "our budget is in Swiss francs", "all our numbers are in CAD", "that's kiwi
 * dollars by the way" — the words before it point at the sum.
 */
const POINTED =
  /\b(?:budget|figures?|numbers?|amounts?|sums?|prices?|money|that|it|this|those|these|everything|all)\b[^.!?\d]{0,30}$/i;

/** Each currency the words name, where; a dollar inside a named dollar ("aussie dollars") is none. */
function currenciesNamed(t: string) {
  const foreign = otherCurrencies.word.exec(t);
  const named = currencyWords
    .map((c) => {
      const m = c.said.exec(t);
      return { code: c.code, at: m?.index ?? -1, end: (m?.index ?? -1) + (m?.[0].length ?? 0) };
    })
    .filter((c) => c.at >= 0);
  const inside = (c: { at: number; end: number }, o: { at: number; end: number }) =>
    o !== c && o.at <= c.at && o.end >= c.end;
  const spans = foreign ? [{ at: foreign.index, end: foreign.index + foreign[0].length }] : [];
  return named.filter((c) => !named.some((o) => inside(c, o)) && !spans.some((o) => inside(c, o)));
}

/**
 * The budget said, after its figure or in a later message, to be in a currency the facts cannot
 * hold ("about 250k — sorry, that's kiwi dollars", "the figure is in rand"): no budget stands,
 * nor one in another currency.
 */
export function budgetUnheld(raw: string): boolean {
  // Most messages name no such currency: one look before the message is normalised.
  if (!namesOtherCurrency(raw)) return false;
  const t = normalise(raw);
  // After the figure, if the message gives one: "250k to spend - that's kiwi dollars".
  const after = t.slice(Math.max(0, t.search(/\d/)));
  const m = otherCurrencies.word.exec(after);
  // "those numbers are rand, not dollars": a currency taken back is not said.
  const ours = currenciesNamed(after).filter((c) => !TAKEN_BACK.test(after.slice(0, c.at)));
  return m !== null && ours.length === 0 && POINTED.test(after.slice(0, m.index));
}

/**
 * The currency put in place of another, in words with no figure: "sorry, dollars not pounds",
 * "in euros, not sterling", "I meant francs". US dollars are `null` (a budget in dollars names no
 * currency); undefined when the words correct no currency.
 */
export function currencyCorrected(raw: string): Currency | null | undefined {
  const t = normalise(raw);
  if (/\d/.test(t)) return undefined;
  const named = currenciesNamed(t);
  const kept = named.filter((c) => !TAKEN_BACK.test(t.slice(0, c.at)));
  if (kept.length !== 1) return undefined;
  // Said as a correction, against another currency, or of the sum given before.
  if (named.length < 2 && !isCorrection(t) && !POINTED.test(t.slice(0, kept[0]!.at)))
    return undefined;
  return kept[0]!.code === "USD" ? null : kept[0]!.code;
}

/** "budget is more like 80 now", "the budget's closer to 120": the budget named, a bare figure. */
const RESTATED =
  /\bbudget\w*\b[^\d]{0,30}?\b(?:more like|closer to|nearer|now|actually|really|is|'s)\s+(?:about\s+|around\s+|roughly\s+)?(\d{1,3}(?:\.\d+)?)(?!\s*(?:%|percent|people|staff|employees|k|m)\b|[\d.,])/i;

/** The known budget as a correction of its currency, or of its figure with the budget named. */
function correctedBudget(known: Money, raw: string): Money | undefined {
  const currency = currencyCorrected(raw);
  if (currency !== undefined) {
    const { currency: _old, ...rest } = known;
    return currency === null ? rest : { ...rest, currency };
  }
  const m = RESTATED.exec(figures(normalise(raw)));
  if (!m) return undefined;
  // Said in the known budget's scale: "80" after CHF 100k is 80k, after $1.5M is $0.8M only when
  // near it (within a factor of three), else it is no budget.
  const unit = known.max >= 1e6 ? 1e6 : 1000;
  const value = toNumber(m[1]!) * unit;
  if (value * 3 < known.max || value > known.max * 3) return undefined;
  const { orMore: _floor, ...rest } = known;
  return { ...rest, min: value, max: value };
}

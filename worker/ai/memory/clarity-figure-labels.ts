/**
 * A name made of a period's label or a sum is no system (docs/decisions/033): "FY27 Q3", "Q1
 * FY28", "H2 2027" name a part of a year and "NZD 90", "CHF 400", "A$ 200" a sum, whatever their
 * capitals and figures make them look like to the readers of names no table knows.
 */
import { moneyWords, otherCurrencies } from "../../language/vocabulary";

/** Each word a period's label: a fiscal year, a quarter, a half, a year. */
const PERIOD = /^(?:(?:FY\s?'?\d{2}(?:\d{2})?|[QH][1-4]|(?:19|20)\d\d|'\d\d)(?:[\s/-]+|$))+$/i;
/** A currency, then a figure: "NZD 90", "CHF 400k", "A$ 200". */
const SUM = /^(\S+)\s?\d[\d.,]*(?:k|m|mil|mn)?$/i;

export function figureLabel(name: string): boolean {
  if (PERIOD.test(name)) return true;
  const sum = SUM.exec(name);
  return !!sum && (moneyWords.test(sum[1]!) || otherCurrencies.word.test(sum[1]!));
}

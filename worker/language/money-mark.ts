/**
 * A budget said as a mark with its thousands left unsaid (docs/decisions/033): "budget-wise we're
 * around the 250 mark, sterling" is £250K, "somewhere near the 80 mark for the budget" 80K. Only
 * where the words are about money (a budget word or a currency), and only a figure a project
 * could not cost in units (10 to 999): "the 1.2m mark" already says its scale.
 */
import { moneyWords } from "./vocabulary";

const MARK = /\b(the\s+)(\d{2,3})(\s+mark)\b/gi;
const ABOUT_MONEY = /\b(?:budget\w*|spend\w*|invest\w*|afford|funding|capex)\b/i;

/** The words with "the 250 mark" written "the 250k mark" when they speak of money. */
export const markScaled = (text: string) =>
  /\bmark\b/i.test(text) && (ABOUT_MONEY.test(text) || moneyWords.test(text))
    ? text.replace(MARK, "$1$2k$3")
    : text;

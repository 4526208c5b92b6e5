/**
 * The budget one sentence gives, read for `hearSentences` (clarity-sentences-heard.ts): a sum
 * read where it stands ("Not really a budget yet. Under 100k for sure": a sum after "no budget"
 * is its ceiling), none from money lost told as what happened unless the budget is named too,
 * none from money gone on an earlier attempt (clarity-money-past.ts).
 */

import type { Money } from "../../contracts/facts";
import { putsRight } from "../../language/corrections";
import { readOnceBy } from "../../language/read-once";
import { withoutWhatIfs } from "./clarity-answer";
import { type BudgetContext, budgetIn, noBudget } from "./clarity-budget-heard";
import { moneyGoneBefore } from "./clarity-money-past";

/** `budgetIn` kept by the sentence and all it depends on (a sentence said again is read once). */
const budgetKept = readOnceBy(
  (sentence: string, c: BudgetContext) => [
    sentence,
    c.whatIf,
    c.isQuestion,
    c.lastAsked,
    c.budgetKnown,
  ],
  budgetIn,
  (found) => (found ? { ...found } : found),
);

/** A sum in thousands or millions, or in a currency: "under 100k", "£80,000". */
const SCALED_SUM = /\d\s*(?:k|m|mm|million|thousand|grand)\b|[$€£]\s*\d/i;
/** Words that make a sum the budget, whatever else the sentence tells. */
const BUDGET_SAID = /\b(?:budget\w*|spend|invest\w*|afford|set aside|allocat\w*)\b/i;

/** The sentence's budget, or that none is set, into `heard` (the first sentence giving one wins, unless a later one puts it right). */
export function budgetOfSentence(
  sentence: string,
  said: string,
  heard: { budget?: Money; noBudget?: boolean },
  lost: string | undefined,
  c: { isQuestion: boolean; lastAsked: string | undefined; budgetKnown: boolean },
) {
  const { isQuestion, lastAsked, budgetKnown } = c;
  // A sentence that opens by putting a figure right ("Sorry, my mistake, €250k.") replaces the
  // sum of the sentence before it.
  // "the consultants ran off with the budget last time, 80k gone": an earlier attempt's money.
  if (moneyGoneBefore(sentence)) return;
  if ((!heard.budget || putsRight(sentence)) && !(lost && !BUDGET_SAID.test(sentence))) {
    const before = heard.budget;
    const whatIf = !withoutWhatIfs([said]).trim();
    // "Not really a budget yet. Under 100k for sure": a sum after "no budget" is its ceiling.
    const afterNone = heard.noBudget && SCALED_SUM.test(sentence);
    heard.budget = budgetKept(sentence, {
      whatIf,
      isQuestion,
      lastAsked: afterNone ? "budget" : lastAsked,
      budgetKnown,
    });
    heard.budget ??= before;
    if (heard.budget && afterNone) heard.noBudget = false;
    if (!heard.budget && noBudget.test(sentence)) heard.noBudget = true;
  }
}

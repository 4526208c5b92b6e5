/**
 * A budget in one sentence of a message, read where it stands: words that make an amount a
 * budget, a terse sum ("~300k"), the answer to the budget question, a sum once a budget is known
 * or given in parts, an amount in a named currency said on its own — and never revenue, a loss,
 * a price or a question about cost. The amounts are the language module's (readMoney).
 */

import { offer } from "../../../content/offer-facts";
import type { Money } from "../../contracts/facts";
import { figuresAsSum, inDollars, millionsHeld, moneyWords, readMoney } from "../../language/money";
import { sumApproved } from "../../language/money-approved";
import { workSizedBySum } from "../../language/money-project-size";
import { thingsCounted } from "../../language/money-things-counted";
import { PRICED_HIGH } from "../../language/price-doubted";
import { budgetAnswer } from "./clarity-answer";

/** Words that make a sentence's amount a budget; the currencies are the language module's. */
const budgetWords = new RegExp(
  String.raw`\bwe(?:'d| would|'ve| have)?\s+(?:have|had|got|spend|put)\b(?:[^.]|\.(?=\d)){0,30}?(?:${moneyWords.source}|\d[\d.,]*\s*(?:k|m|million|thousand|grand)\b)|\bbudget|\bspend\b|\binvest|\ballocat|\bafford|\bfund(?:s|ed)?\b|set aside|\bapproved\b|\bearmark|\bfunding\b|\bfor (?:the )?(?:software|implementation|licen[cs]es|project)\b|\bstay between\b|\ball[- ]in\b`,
  "i",
);

/**
 * A sentence said to be about money ("money wise it's…", "cash-wise we have…", "financially,
 * 200k", "on the money side"), or a sum given by its number of figures ("low six figures").
 */
const moneyTopic = new RegExp(
  String.raw`\b(?:money|cash|cost|budget|spend|finance|price)[- ]?wise\b|\bfinancially\b|\bon the (?:money|budget|cost|finance|financial) side\b|\bin terms of (?:money|budget|cash|spend)\b|${figuresAsSum.source}`,
  "i",
);

/**
 * A ceiling put on a sum: "we can go up to 250k", "up to half a mil", "300k max", "no more than
 * €400k" — a budget's top, never a count ("up to 50 users" has no sum).
 */
const CEILING_SUM =
  /\b(?:up to|no more than|not more than|at most|max(?:imum)?(?: of)?|ceiling of|cap(?:ped)? (?:of|at))\s+(?:about\s+|around\s+|roughly\s+)?[$€£]?\s?\d[\d.,]*\s*(?:k|m|mm|mil|mio|million|thousand|grand)\b|\d\s*(?:k|m|mm|mil|million|thousand|grand)\s+(?:max|tops|at most|at the most)\b/i;

/**
 * An amount in a named currency or money unit ("120 grand in sterling", "€400k") said on its own,
 * in a short sentence, is a budget; beside revenue, losses or a price it is not.
 */
const moneyAmount = (sentence: string) => moneyWords.test(sentence) && /\d/.test(sentence);
const notABudget =
  /\b(?:revenue|turnover|sales of|lose|losing|lost|loss(?:es)?|writ(?:e|es|ing|ten) off|wrote off|cost(?:s|ing)? us|wast\w*|salar\w*|price of|steep|expensive|pricey|overpriced|to be told|your (?:price|fee)|you charge|sav(?:e|es|ed|ing|ings)|roi|returns?|payback)\b/i;

/** A sum in thousands or millions, and words that give a budget in parts. */
const scaledSum = /\d\s*(?:k|m|mm|million|thousand|grand)\b/i;
const inParts =
  /\b(?:phase|stage|year one|first year|year 1|a year|per year|annually|another|on top)\b/i;

/**
 * "No budget yet", "we haven't got a budget", "the budget isn't approved", "budget… honestly no
 * idea": none set, said so.
 */
export const noBudget =
  /\bbudget\b[\s.…,:;?—–-]{1,6}(?:(?:honestly|really|tbh|frankly|truthfully)[\s,]+)?(?:no idea|not sure|dunno|don'?t know|no clue|unknown|unclear|tbc|tbd)\b|\b(?:no|not(?: really| yet| quite)? (?:a|any)|(?:is|was)n'?t (?:really )?(?:a|any)|haven'?t(?: really| yet)?(?: got| set| agreed| fixed)?(?: a| any)?|don'?t(?: really| yet)? have(?: a| any)?|without(?: a| any)?)\s+(?:\w+\s+)?budget\b|\bbudget\b[^.]{0,30}\b(?:not (?:yet )?(?:set|approved|agreed|allocated|defined|decided|fixed)|isn'?t (?:set|approved|agreed|there|fixed|defined)|tbd|to be (?:decided|confirmed|defined)|not yet|none(?: yet)?|nothing (?:set|fixed|agreed)(?: yet)?)\b/i;

const SUM = String.raw`(?:maybe|about|around|roughly|approx\w*|~|up to|probably|perhaps|something like)?\s*\W?\d[\d,.]*\s*(?:(?:k|m|mm|million|thousand)\s*)?(?:(?:-|–|to)\s*\W?\d[\d,.]*\s*)?(?:k|m|mm|million|thousand)\b`;
const TERSE_SUM = new RegExp(String.raw`^\W*${SUM}`, "i");
/** A sum ending its sentence after a hedge: "we're not sure yet, maybe 150-200k". */
const HEDGED_SUM = new RegExp(String.raw`^[^,.;:!?\d]{0,35}[,;:–-]\s*${SUM}\W*$`, "i");

/** A sum that is one item of a terse list: "want a proper ops platform, 80-100k, live for september". */
// Between two items only: a sum closing a list ("…off our old system, 60k") may be what the
// old system costs, and stays unread as before.
const LISTED_SUM = new RegExp(String.raw`[,;]\s*${SUM}\s*[,;]\s*\S`, "i");

/** What the sentence's reading depends on, beside its words. */
export interface BudgetContext {
  /** The sentence asks about another case ("for a firm of, say, 500 people?"). */
  whatIf: boolean;
  isQuestion: boolean;
  lastAsked: string | undefined;
  /** A budget was given earlier in the conversation. */
  budgetKnown: boolean;
}

/** The budget one sentence gives (number words already figures), or undefined. */
export function budgetIn(sentence: string, c: BudgetContext): Money | undefined {
  // A sum or a range said alone, perhaps after a hedge: "~300k", "maybe 40-60k?", "we're not
  // sure yet, maybe 150-200k" (the answer to the budget question, even one asked a turn before).
  const terse =
    (sentence.length < 40 && TERSE_SUM.test(sentence)) ||
    (sentence.length < 70 && HEDGED_SUM.test(sentence)) ||
    (sentence.length < 120 && LISTED_SUM.test(sentence) && !notABudget.test(sentence));
  const aBudget =
    budgetWords.test(sentence) ||
    millionsHeld(sentence) ||
    // "trustees signed off 250k", "it's a 1.2M project": a sum approved, the work's size as its cost.
    ((moneyTopic.test(sentence) ||
      CEILING_SUM.test(sentence) ||
      sumApproved(sentence) ||
      workSizedBySum(sentence)) &&
      !notABudget.test(sentence)) ||
    terse ||
    c.lastAsked === "budget" ||
    // Once a budget is known, a sum in thousands or millions is about it ("that's 150k for year
    // one, then 40k a year after that"), or one given in parts ("phase two, another 50k").
    // "12k tickets a year come in": things counted, no sum.
    ((c.budgetKnown || inParts.test(sentence)) &&
      scaledSum.test(sentence) &&
      !notABudget.test(sentence) &&
      !thingsCounted(sentence)) ||
    (sentence.length < 200 && moneyAmount(sentence) && !notABudget.test(sentence));
  if (c.whatIf || !aBudget || (c.isQuestion && /\bcost\b/i.test(sentence))) return undefined;
  const money = readMoney(sentence);
  // A question about the sum of our own price ("is the 25-50k all in?") asks about our fee; "we
  // have 40k, is that enough?" still gives theirs.
  if (money && c.isQuestion && THE_SUM.test(sentence) && ourPrice(money)) return undefined;
  // "$25-50k is steep for what sounds like a workshop": our price weighed, not their budget.
  if (money && ourPrice(money) && PRICED_HIGH.test(sentence)) return undefined;
  return money ?? budgetAnswer(sentence, c.lastAsked);
}

/** A sum pointed at as one already named: "the 25-50k", "your $25k", "that 50k". */
export const THE_SUM = /\b(?:the|your|that|this|those)\s+[$€£~]?\d/i;

/** A sum inside the simulation's own price range, in dollars. */
export function ourPrice(money: Money): boolean {
  const { min, max } = inDollars(money);
  return min >= offer.price.min && max <= offer.price.max;
}

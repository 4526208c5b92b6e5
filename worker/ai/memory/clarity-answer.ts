/**
 * A short reply read as the answer to the question Clarity just asked (docs/decisions/033): "about
 * 300" after "how many people work at your company?" is the headcount though it names no unit.
 * The dates and the budget are read with their own words whatever was asked ("Q2", "maybe
 * 150-200k" after the budget question: `clarity-listen.ts`); a headcount needs the question.
 * A figure in a question about another case is no answer at all.
 */
import type { Money } from "../../contracts/facts";
import { currencyIn, moneyWords } from "../../language/money";
import { figures } from "../../language/numbers";
import { readCompanySize } from "../../language/size";

/** A reply this short says one thing: the answer, perhaps hedged ("give or take", "I think"). */
const SHORT = 80;

/** One count, with a hedge or a range: "about 300", "~250", "200-250, give or take". */
const COUNT =
  /^\W*(?:(?:about|around|roughly|approx\w*|circa|ca\.?|~|just (?:over|under)|close to|nearly|almost|maybe|probably|i think|we're|we are|it's|its)\s+)*(\d+(?:[,.]\d+)*(?:\s*(?:-|–|to)\s*\d+(?:[,.]\d+)*)?)(?!\s*(?:%|k\b|m\b|years?|months?|weeks?|days?|sites?|offices?|countries))/i;

/** The company's headcount a bare reply gives, when the question asked was the headcount. */
export function headcountAnswer(text: string, lastAsked: string | undefined): number | undefined {
  if (lastAsked !== "companySize" || text.length > SHORT || moneyWords.test(text)) return undefined;
  const said = figures(text.trim());
  const m = COUNT.exec(said);
  return m ? readCompanySize(`${m[1]} employees`) : undefined;
}

/**
 * A figure or a range with no unit in a short reply, followed only by an end, a hedge or a
 * currency: "roughly 250 all in", "somewhere around the 200 mark", "1.5 to 2, give or take" —
 * not "maybe 3 of us", nor the figure of a word ("Q2", "FY27").
 */
const BARE_FIGURE = new RegExp(
  String.raw`(?<![\d.,$€£A-Za-z])(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?(?=\s*(?:$|[,;!?)]|\.(?!\d)|all[- ]in\b|give or take\b|or so\b|-?ish\b|max\b|tops\b|total\b|in total\b|(?:in\s+)?(?:${moneyWords.source})|mark\b|range\b|ballpark\b))`,
  "i",
);

/**
 * The budget a bare reply gives, when the question asked was the budget: "roughly 250 all in" is
 * $250K and "maybe 1.5" is $1.5M — nobody answers with a budget of a few hundred dollars, so a
 * figure of 10 to 999 with no unit is in thousands and one under 10 in millions (a currency the
 * reply names is kept).
 */
export function budgetAnswer(text: string, lastAsked: string | undefined): Money | undefined {
  if (lastAsked !== "budget" || text.length > SHORT) return undefined;
  const m = BARE_FIGURE.exec(figures(text.trim()));
  if (!m || /\b20\d\d\b/.test(m[0])) return undefined;
  const low = Number(m[1]);
  const high = Number(m[2] ?? m[1]);
  if (!(low > 0 && high >= low && high <= 999)) return undefined;
  const scale = high < 10 ? 1_000_000 : 1000;
  const currency = currencyIn(text);
  return { min: low * scale, max: high * scale, ...(currency ? { currency } : {}) };
}

/** A question about a case other than theirs: "if we put in 400k instead…?", "say, 500 people?". */
const WHAT_IF =
  /\b(?:if|what if|suppose|supposing|say|hypothetically|instead|imagine|for a (?:firm|company|business|team) of)\b|\b(?:would|could|will|is|are)\s+(?:\w+\s+){0,3}?\d+\s+(?:\w+\s+){0,7}?(?:too many|too few|enough|sufficient|overkill)\b/i;

/**
 * The message without its questions about another case: the sum or size in "If we put in 400k
 * instead, would the return be any better?" is no budget or headcount of theirs.
 */
export const withoutWhatIfs = (sentences: string[]) =>
  sentences.filter((s) => !(s.trim().endsWith("?") && WHAT_IF.test(s))).join(" ");

/**
 * A sum with its rough conversion into another currency beside it: "$50k (about £40k)", "£40k
 * (roughly $50k, our parent reports in dollars)", "€80k, approx. $88k". The budget is the sum the
 * prospect gave first; the conversion is left out before reading, so the currency is the first
 * sum's. A second sum in the same currency ("$80k, about $10k of it hardware") stays.
 */
import { currencyWords } from "./vocabulary";

const UNIT = String.raw`(?:\s*(?:k|m|mn|mm|mio|million|thousand|grand)\b)?`;
const SUM = String.raw`(?:(?:[$€£]|\b(?:us|a|au|c|ca|cdn)\$|\b(?:usd|eur|gbp|chf|cad|aud)\b)\s?\d[\d.,]*${UNIT}|\d[\d.,]*${UNIT}\s*(?:[€£]|\b(?:usd|eur|gbp|chf|cad|aud|euros?|pounds?|dollars?|francs?)\b))`;
const CUE = /\b(?:about|roughly|approx|approximately|around|circa|equivalent)\b|~|≈/i;
const CONVERSION = new RegExp(
  String.raw`\s*[(,–—-]?\s*(?:(?:or|i\.e\.?|that's|which is|so)\s+)?(?:about|roughly|approx(?:imately|\.)?|around|circa|c\.|~|≈|some|equivalent to|the equivalent of)\s*${SUM}[^).;\n]{0,50}\)?`,
  "gi",
);
const BEFORE = new RegExp(String.raw`${SUM}\s*$`, "i");

const codeOf = (said: string) => currencyWords.find((c) => c.said.test(said))?.code;

/** The words without a conversion of the sum before it into another currency. */
export function withoutConversions(text: string): string {
  if (!CUE.test(text) || !/\d/.test(text)) return text;
  return text.replace(CONVERSION, (conversion, at: number) => {
    const before = BEFORE.exec(text.slice(Math.max(0, at - 40), at))?.[0];
    if (!before) return conversion;
    const [first, second] = [codeOf(before), codeOf(conversion)];
    return first && second && first !== second ? " " : conversion;
  });
}

/**
 * Capitalised words that name no product (docs/decisions/033): a word that opens a sentence, a
 * place, a date word, a team, a role, a funding round ("Series A"), a body ("HMRC"), a holiday.
 * The readers of names no table knows (clarity-systems-listed.ts) skip them.
 */
import { isRole } from "../../language/company-words";
import { placesIn } from "../../language/places";
import {
  currencyWords,
  months,
  otherCurrencies,
  seasons,
  weekdays,
} from "../../language/vocabulary";
import { departmentPatterns } from "./clarity-situation";

/**
 * Words that open a sentence or stand in capitals without naming a product: a place of work
 * ("a DC in Sydney", "HQ") or a role ("the CFO") is none, nor a question's first word ("Would
 * HR have to sign off?" names HR, no system "Would HR").
 */
export const NOT_NAMES = new Set(
  `i we the our it its this that these those and or but if so then also plus just only mostly
  mainly largely today right now currently everything nothing yes no not well oh ok okay sure
  thanks hi hello my your they he she you most all some both a an in on at for with from to by as
  of there here what which who when where why how vat gst hst api sku kpi roi fte po pos gl
  ap ar eu uk us usa uae qa qc b2b b2c saas fy q1 q2 q3 q4 pdf csv sorry actually anyway
  btw fyi ps hmm great perfect cool nice absolutely exactly correct agreed true please cheers
  apologies look listen again otherwise besides however meanwhile budget timeline dc rdc hq
  3pl kb hr ops cfo ceo coo cto cio md vp gm fd suite series seed board trustees investors
  covid brexit hmrc irs ofsted christmas xmas easter would could should will shall can may might
  must do does did is are was were has have had`.split(/\s+/),
);

/**
 * A capitalised word that names no product: a place, a date word, a team, a role, an opener;
 * with `adverbs`, any word ending in "ly" too (a reader that knows its adverbs says false).
 */
export function plainWord(name: string, adverbs = true): boolean {
  const first = name.split(" ")[0]!;
  const lower = first.toLowerCase();
  return (
    (NOT_NAMES.has(lower) && !(first === "PS" && name.includes(" "))) ||
    (adverbs && /^\p{L}+ly$/u.test(first)) ||
    // A month written short or as a span ("Oct", "Oct-Nov", "Sept/Oct") is a date.
    lower
      .split(/[-–/]/)
      .every((part) => months.some((m) => m.startsWith(part) && part.length >= 3)) ||
    currencyWords.some((c) => c.code === first) ||
    // "1.5 crore INR", "SEK 2m": a currency's code the facts cannot hold is no name either.
    otherCurrencies.word.exec(first)?.[0] === first ||
    weekdays.includes(lower) ||
    lower in seasons ||
    placesIn(name).length > 0 ||
    departmentPatterns.some(([re]) => re.test(first)) ||
    isRole(first)
  );
}

/**
 * A count of people given as one item of a terse list of facts, beside a sum or a date: "ERP,
 * 140 ppl, €250k, live by Q3", "CRM / 95 people / EUR 180k". Said so, "140 people" is the
 * company, as a rep reads an opener written like a form; alone ("5 people, maybe 6") it may be
 * anyone's.
 */
import { N } from "./size-words";

/** The count between the list's marks: a comma, a slash, a bar, a bullet, or the text's ends. */
const ITEM = new RegExp(
  String.raw`(?:^|[,;/|•·]\s*)(?:~\s*)?${N}\s*(?:people|persons)\s*(?=[,;/|•·]|$)`,
  "i",
);
/** Another item that makes the list a profile: a sum, or a date to be live by. */
const BESIDE =
  /[$€£]|\d\s*k\b|\b(?:EUR|GBP|USD|CHF)\b|\bQ[1-4]\b|\b(?:go-?live|live by|live in)\b/i;

/** Whether the text gives "N people" as an item of a list of the company's facts. */
export const countListed = (text: string): boolean => ITEM.test(text) && BESIDE.test(text);

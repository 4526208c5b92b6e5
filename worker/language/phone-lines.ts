/**
 * Whose line a phone number is, by the words beside it (phones.ts): the prospect's own mobile,
 * the company's office or switchboard, an old number no longer theirs. Apart from phones.ts so
 * that the labels are one table, read by the one function that ranks the numbers.
 */

/**
 * A second number the prospect names as someone else's line: "or the office on …", "our main
 * line is …", "the switchboard". With one of their own in the same words, theirs comes first.
 */
const OTHER_LINE =
  /\b(?:office|main (?:line|number)|switchboard|reception|front desk|landline|head office|hq|company(?:'s)? (?:line|number)|general (?:line|number)|work (?:phone|number|line|landline)|colleague(?:'s)?|assistant(?:'s)?|secretary(?:'s)?|boss(?:'s)?)\b[^.;!?\d]{0,25}$/i;
/**
 * Whose line, said right after the number: "0161 496 0000 (office)", "07700 900 123 - mobile".
 * A label with another number after it is that one's ("Tel 020 …, mobile 07700 …"), unless
 * brackets close it.
 */
const labelAfter = (labels: string) =>
  new RegExp(
    String.raw`^\s*(?:[([]\s*(?:${labels})\s*[)\]]|(?:[,–-]\s*)?(?:${labels})\b(?![^.;!?\d]{0,15}\d))`,
    "i",
  );
export const OTHER_AFTER = labelAfter(
  "office|main(?: line| number)?|switchboard|reception|front desk|landline|hq|head office|work",
);
export const OWN_AFTER = labelAfter(
  "mobile|mob|cell|cellphone|m|me|mine|direct(?: line| dial)?|personal|private",
);

/**
 * A line said to be another person's: "his direct line", "her mobile", "Priya's number", "Rob's
 * cell", "our MD's mobile" — theirs, not the prospect's, whatever "direct" or "mobile" says of it.
 */
const THIRD_PARTY =
  /(?:\b(?:[Hh]is|[Hh]er|[Tt]heir)|(?<![\p{L}'’])(?!(?:My|Our|The|It|That|This|What|Here|There|Who|Company|Firm|Team)['’])\p{Lu}\p{Ll}+['’]s|(?<![\p{L}'’])\p{Lu}{2,4}['’]s)\s+(?:[\p{L}-]+\s+){0,2}?(?:line|number|no\.?|mobile|cell|phone|extension|ext|dial)\b[^.;!?\d]{0,25}$/u;
/**
 * The prospect's own line named nearer the number than the company's: "the front desk, my own
 * mobile is …" is theirs; "my office number is …" (the office nearer) is the company's.
 */
const OWN_LINE = /\b(?:my|mine|own|personal|private|direct|mobile|cell|cellphone)\b/gi;
export const otherLine = (before: string) => {
  // Another person's line, by whose it is: "ring his direct line on …", "Priya's number is …".
  if (THIRD_PARTY.test(before)) return true;
  const other = OTHER_LINE.exec(before);
  // A label right after an earlier number is that number's: "0161 496 0000 (office), 07700 …".
  if (!other || /\d[\s([,–-]*$/.test(before.slice(0, other.index))) return false;
  const own = [...before.matchAll(OWN_LINE)].at(-1);
  return !own || own.index < other.index;
};
/** A number said to be no longer theirs: "(old one 0161 …)", "my previous number …". */
export const OLD_LINE =
  /\b(?:old|previous|former|outdated|no longer (?:in use|valid|used)|not in use|used to be)\b[^.;!?\d]{0,20}$/i;

/** A number labelled as the prospect's own mobile: "M: …", "Mobile …", "my cell's …". */
export const MOBILE_LINE =
  /\b(?:m|mob|mobile|cell|cellphone|handy|natel|gsm)(?:'s)?\s*[:.]?\s*\(?\+?\d?$/i;

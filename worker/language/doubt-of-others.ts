/**
 * Doubt voiced by someone else in the company — "the warehouse team are very sceptical", "our
 * MD isn't convinced" — is theirs about the change: a risk to adoption, not the writer doubting
 * us, so no objection is answered for it; nor is the writer's doubt of their own people ("I
 * doubt the night shift will use it") (docs/decisions/033).
 */
const OTHERS_DOUBT =
  /\b(?:the|our|my|his|her|their)\s+(?:[\p{L}&-]+\s+){0,3}?(?:team|teams|people|staff|guys|lads|folks|board|boss|md|ceo|cfo|coo|fd|owners?|directors?|partners?|managers?|users|employees|colleagues|warehouse|finance|sales|ops|operations|it|shop floor|drivers|engineers|accountants)\s+(?:are|is|were|was|seems?|will be|remains?|stays?|feels?|(?:'re|’re|'s|’s))\s+(?:very\s+|quite\s+|really\s+|a bit\s+|pretty\s+|so\s+|still\s+|rather\s+|deeply\s+)*(?:sceptic\w*|skeptic\w*|unconvinced|not (?:yet )?convinced|doubtful|wary|cynical)\b/giu;

/** "I doubt the night shift will use it": the writer doubting their own people, not us. */
const DOUBT_OF_OURS =
  /\bi\s+(?:really\s+)?(?:doubt|don'?t think|can'?t see|do not think)\s+(?:that\s+)?(?:the|our|my|any of (?:the|our))\s+(?:[\p{L}&-]+\s+){0,3}?[\p{L}-]+\s+(?:will|would|'ll|are going to|is going to|could|can)\b/giu;

/** The text without clauses where someone else in the company doubts the change. */
export const withoutOthersDoubt = (text: string): string =>
  text.replace(OTHERS_DOUBT, " ").replace(DOUBT_OF_OURS, " ");

/**
 * A sum said as approved, released or held for the work: "trustees signed off 250k", "finance has
 * ring-fenced 300k", "the directors have agreed 150k for a new crm", "the board gave us the nod
 * for 90k", "200k was green-lit" — the budget, whoever approved it.
 */
import { moneyWords } from "./vocabulary";

const APPROVED = String.raw`(?:signed[- ]off(?:\s+on)?|sign[- ]off\s+(?:on|for)|signed|approved|agreed|green[- ]?lit|greenlit|green[- ]?lighted|sanctioned|authori[sz]ed|ring-?fenced|earmarked|released|committed|pledged|granted|allotted|ok(?:ay)?'?e?d|rubber[- ]stamped|voted(?:\s+through)?|nodded through|(?:gave|given|give)\s+(?:us|me)\s+(?:the\s+)?(?:nod|go-?ahead|green light|ok|okay)(?:\s+(?:for|on))?)`;
const SUM = String.raw`(?:${moneyWords.source}|~)?\s?\d[\d.,]*\s*(?:k|m|mm|mn|mil|million|thousand|grand|bn)?\b`;
const SAID = new RegExp(
  String.raw`\b${APPROVED}\s+(?:(?:about|around|roughly|up to|nearly|almost|just over|just under|some)\s+)?${SUM}|${SUM}\s+(?:(?:has|have|had)\s+been|was|were|is|got|(?:has|have)\s+(?:now\s+)?got)\s+(?:now\s+|finally\s+|just\s+)?${APPROVED}`,
  "i",
);
/** A sum with its scale or currency: "250k", "£400,000", "1.2m" (a bare "3" approves no money). */
const MONEY_LIKE = new RegExp(
  String.raw`\d\s*(?:k|m|mm|mn|mil|million|thousand|grand|bn)\b|${moneyWords.source}|\d{1,3},\d{3}`,
  "i",
);

/** Whether the sentence gives a sum as approved or released for the work. */
export function sumApproved(sentence: string): boolean {
  if (!/\d/.test(sentence)) return false;
  const m = SAID.exec(sentence);
  return !!m && MONEY_LIKE.test(m[0]);
}

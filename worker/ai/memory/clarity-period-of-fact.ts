/**
 * "Our sales figures are really bad this year", "revenue grew 30% this year": the current period
 * dates a fact about the business, not the project. A bare "this year / quarter / month" in a clause
 * that states what is or was ("are", "grew", "lost") with no word of the project's time (live,
 * start, decide, need, by, before…) is no timeline; "this year, ideally" still is.
 */
import type { When } from "../../contracts/facts";

const CURRENT_PERIOD =
  /^(?:this|the current)\s+(?:year|quarter|month|fy|financial year|fiscal year)$/i;

const PROJECT_TIME =
  /\b(?:live|go[- ]?live|launch\w*|roll\w*[- ]?out|switch\w*|mov(?:e|ing)|migrat\w*|implement\w*|start\w*|kick\w*[- ]?off|begin\w*|decid\w*|decision|sign\w*|choos\w*|select\w*|done|ready|finish\w*|complet\w*|deadline|target\w*|need\w*|want\w*|must|ha(?:ve|s) to|got to|gotta|plan\w*|aim\w*|hop(?:e|ing)|by|before|until|within|no later|in time|asap|sort\w*|fix\w*|replac\w*|upgrad\w*|project|budget\w*)\b/i;

/** A verb that states what is or was: "are bad", "grew", "we lost", "hired". */
const FACT_VERB =
  /\b(?:is|are|was|were|been|had|has|grew|grown|rose|risen|fell|fallen|shrank|shrunk|lost|hired|failed|opened|closed|sold|spent|went|came|hit|saw|seen|doubled|tripled|halved)\b|\b\w{3,}ed\b/i;

/** The clause of `sentence` that holds `text`, cut at commas, semicolons and "and/but". */
function clauseOf(sentence: string, text: string): string {
  const at = sentence.toLowerCase().indexOf(text.toLowerCase());
  if (at < 0) return sentence;
  const cut = /[,;:]\s+|\s+(?:and|but|while|whereas|so)\s+/gi;
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(cut)) {
    if (m.index + m[0].length <= at) start = m.index + m[0].length;
    else if (m.index >= at + text.length) {
      end = m.index;
      break;
    }
  }
  return sentence.slice(start, end);
}

/** Whether `when`, read in `sentence`, is the current period dating a fact of the business. */
export function periodOfAFact(when: When, sentence: string): boolean {
  if (!CURRENT_PERIOD.test(when.text.trim())) return false;
  const clause = clauseOf(sentence, when.text).replace(when.text, " ");
  return FACT_VERB.test(clause) && !PROJECT_TIME.test(clause);
}

/**
 * A worry said as a condition and what it would do to the business: "if the switch lands in
 * March, orders will back up for weeks", "if the price rules are wrong on day one, nobody will
 * trust it". The condition and its harm together are the worry; a date inside the condition is
 * when the harm would come, not the project's timeline. A plan said as a condition ("if we sign
 * in May we'd start in June") names no harm and is no worry. Linear: one pattern per sentence.
 */

/** "if …, … will/would …": the condition, then what follows from it. */
const CONDITIONAL =
  /\b(?:if|unless|should)\s+([^,;:.?!]{3,70}?)(?:,\s*|\s+then\s+|\s+(?=(?:we|they|you|i|it|our|the|everything|nothing|nobody|no one|people|customers|orders|that|this|there)\b))((?:[\w']+\s+){0,5}?(?:will|would|'ll|won'?t|wouldn'?t|could|might|is going to|are going to|can'?t|cannot)\b[^.;?!]{0,60})/i;

/** What the consequence does to the business: it stops, piles up, is lost, is late. */
const HARM =
  /\b(?:miss\w*|los(?:e|es|ing|t)|back(?:s|ed)? up|pil(?:e|es|ed|ing) up|stop\w*|stall\w*|break\w*|fail\w*|suffer\w*|hurt\w*|slip\w*|delay\w*|late|can'?t|cannot|won'?t|never|chaos|disaster|cost us|grind\w*|halt\w*|dead|sunk|stuck|collaps\w*|revolt|walk(?:s)? (?:out|away)|go(?:es)? elsewhere|mess|wrong)\b/i;

/** The worry in a sentence said as a condition and its harm, or undefined. */
export function ifWorse(sentence: string): { text: string; condition: string } | undefined {
  if (/\?\s*$/.test(sentence)) return undefined;
  const m = CONDITIONAL.exec(sentence);
  if (!m || !HARM.test(m[2]!)) return undefined;
  const said = `if ${m[1]!.trim()}, ${m[2]!.trim()}`.replace(/[\s,]+$/, "");
  return {
    text: said.length <= 70 ? said : said.slice(0, said.lastIndexOf(" ", 70)),
    condition: m[1]!,
  };
}

/**
 * A figure of their own given with a hedge and a question mark ("budget's not set, maybe
 * £400-600k all in?", "go-live around March 2028?"): unsure, not asking — no word in it asks. Its
 * mark is read as a full stop, so no reader answers it as a question (a page, "the pages don't say").
 */
/** Words that ask wherever they stand ("is that enough?", "would 60k work for you?"). */
const ASKS_ANYWHERE =
  /\b(?:any|anything|enough|ok|okay|alright|fine|too|realistic|doable|possible|feasible|sensible|reasonable|work|fit|cover|right|correct|you|your|u|vs|or)\b/i;
/**
 * A question word or an auxiliary that opens the sentence or one of its clauses ("is it around
 * 300k?", "maybe 60k, would that do?"); inside a statement ("budget is tight, maybe £60-80k all
 * in?") a verb asks nothing.
 */
const ASKS_OPENING =
  /(?:^|[,;:—–]\s*|\s-\s+|\b(?:and|so|but)\s+)(?:what|how|who|whom|where|when|which|why|is|are|am|was|were|can|could|would|will|does|do|did|should|shall|may|might)\b/i;
const HEDGE =
  /\b(?:maybe|perhaps|probably|around|about|roughly|approx\w*|ish|i think|i guess|i'd say|something like|somewhere|give or take|or so|ballpark)\b/i;

/** A sentence (up to its "?") that gives a hedged figure of theirs and asks nothing. */
const uptalk = (sentence: string) =>
  /^[^?]*\d[^?]*\?$/.test(sentence) &&
  HEDGE.test(sentence) &&
  !ASKS_ANYWHERE.test(sentence) &&
  !ASKS_OPENING.test(sentence);

/** The text with each hedged figure's question mark read as a full stop. */
export function withoutUptalk(text: string): string {
  let out = "";
  let copied = 0;
  // From each run of question marks back to the sentence's start: linear, however long the text.
  for (let at = text.indexOf("?"); at >= 0; at = text.indexOf("?", at + 1)) {
    let end = at;
    while (text[end + 1] === "?") end++;
    let start = at;
    while (start > 0 && !BOUNDS.includes(text[start - 1]!) && at - start < 160) start--;
    const whole = start === 0 || BOUNDS.includes(text[start - 1]!);
    if (whole && uptalk(text.slice(start, at + 1).trim())) {
      out += `${text.slice(copied, at)}.`;
      copied = end + 1;
    }
    at = end;
  }
  return copied ? out + text.slice(copied) : text;
}
const BOUNDS = ".!?\n";

/**
 * A call, an email or a meeting asked of the assistant ("email priya the deck", "call sarah
 * tomorrow re pricing") is refused — it sends nothing — with "once it's done, tell me and I'll log
 * it". "done", "sent it" or "log that" next logs it as done: the request said in the past, read
 * like any activity told ("emailed priya about the deck"). "log that" had got "Who was the note
 * with, and what was it about?".
 */

/** The request as the activity it becomes once done, or undefined when it names no activity. */
export function doneAs(request: string): string | undefined {
  const said = request
    .trim()
    .replace(
      /^(?:(?:ok(?:ay)?|so|and|then|right|also)[,!]?\s+)*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?/i,
      "",
    )
    // When it is to happen says nothing once it has.
    .replace(
      /\s+(?:tomorrow|today|tonight|later|this (?:afternoon|morning|evening|week)|next week|on (?:mon|tues|wednes|thurs|fri)day|at \d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b/gi,
      "",
    );
  const past = said
    .replace(/^(?:e-?mail|mail|send an? e-?mail to|drop an? e-?mail to)\s+/i, "emailed ")
    .replace(/^(?:call|phone|ring|give)\s+/i, "called ")
    .replace(
      /^(?:meet|meet with|book a meeting with|set up a meeting with|schedule a meeting with)\s+/i,
      "met with ",
    )
    .replace(/\s+a (?:call|ring|bell)\b/i, "");
  if (past === said) return undefined;
  // "emailed priya the deck": what was sent is what it was about.
  return past.replace(
    /^(emailed|called|met with)\s+(\S+)\s+(?!about\b|re\b|regarding\b)(the|a|our|their)\b/i,
    "$1 $2 about $3",
  );
}

/** "done", "sent it", "log that", "ok it's done": the request just refused has been done. */
export const DONE =
  /^(?:(?:ok(?:ay)?|yes|yep|right|cool)[,!.]?\s+)?(?:(?:it'?s\s+|all\s+)?done|sent(?:\s+it)?|called(?:\s+(?:her|him|them))?|emailed(?:\s+(?:her|him|them))?|did it|i did|just did|log (?:that|it)(?: please)?|please log (?:that|it))[.!]*$/i;

/** The person a refused request was for: "called sarah about pricing" → "sarah". */
export const personAsked = (done: string) =>
  /^(?:emailed|called|met with)\s+([\p{L}'-]+)/u.exec(done)?.[1];

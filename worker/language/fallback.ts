/**
 * People going back to the old way, said as what they will do ("people will go back to
 * spreadsheets", "they'll revert to paper the first week", "the reps would just stick with
 * Excel"): a worry about adoption. The tool they would fall back on is neither a reason for the
 * project nor a system it has to work with, so those clauses are blanked for the readers of both.
 */
const FALLBACK =
  /\b(?:will|'ll|would|'d|are going to|are gonna|is going to|might|may|could)\s+(?:(?:all|just|simply|quietly|soon|still|probably|likely|end up|start)\s+){0,2}(?:go(?:ing)? back (?:to|on)|revert(?:ing)? (?:back )?to|fall(?:ing)? back (?:on|to|into)|slip(?:ping)? back (?:in)?to|drift(?:ing)? back (?:in)?to|be back (?:on|in|to|with)|keep (?:using )?(?:their|his|her|its) own|stick (?:with|to)|carry on (?:with|using))\b[^.;!?\n]*/gi;

/**
 * The same, told of an attempt that failed: "everyone went back to excel", "the reps drifted back
 * to their own sheets" — the scar of the last rollout, no reason nor system of this one.
 */
const FELL_BACK =
  /\b(?:everyone|everybody|people|they|we|the\s+[\w-]+|(?:all|most|half)\s+(?:of\s+)?(?:the\s+|them\b)?[\w-]*)\s+(?:(?:all|just|simply|quietly|soon|eventually|basically)\s+){0,2}(?:went|drifted|slipped|fell|reverted)\s+back\s+(?:to|on|into)\b[^.;!?\n]*/gi;

/** The text with each clause of going back to the old way blanked (same length). */
export const withoutFallbacks = (text: string) =>
  text
    .replace(FALLBACK, (m) => " ".repeat(m.length))
    .replace(FELL_BACK, (m) => " ".repeat(m.length));

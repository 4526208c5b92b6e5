/**
 * Not knowing, in words (docs/decisions/033): "I'm not sure what a readiness simulation even is",
 * "no idea how this works", "I don't really get who does the work" — said as a statement, a
 * question of what follows. Clarity's memory reads what the not knowing is about
 * (clarity-topics.ts `unsureOfUs`).
 */
export const UNSURE_OF =
  /\b(?:not (?:\w+ )?sure|no idea|(?:don'?t|do not|doesn'?t) (?:really |quite |fully |actually )?(?:know|understand|get|see)|unclear|confused)\s+(?:about\s+|on\s+|as to\s+)?(?:what|how|who|which|why)\b/i;

/**
 * A figure of their own given with a hedge and a question mark ("budget's not set, maybe
 * £400-600k all in?", "go-live around March 2028?"): unsure, not asking — no word in it asks. Its
 * mark is read as a full stop, so no reader answers it as a question (a page, "the pages don't say").
 */
const UPTALK =
  /^(?=[^?]*\d)(?![^?]*\b(?:what|how|who|whom|where|when|which|why|is|are|am|was|were|can|could|would|will|does|do|did|should|shall|may|might|any|anything|enough|ok|okay|alright|fine|too|realistic|doable|possible|feasible|sensible|reasonable|work|fit|cover|right|correct|you|your|u|vs|or)\b)[^?]*\b(?:maybe|perhaps|probably|around|about|roughly|approx\w*|ish|i think|i guess|i'd say|something like|somewhere|give or take|or so|ballpark)\b[^?]*\?$/i;

/** Sentences of at most 160 characters before a question mark. */
const ASKED = /[^.!?\n]{1,160}\?+(?=\s|$)/g;

/** The text with each hedged figure's question mark read as a full stop. */
export function withoutUptalk(text: string): string {
  if (!text.includes("?")) return text;
  return text.replace(ASKED, (s) => (UPTALK.test(s.trim()) ? s.replace(/\?+$/, ".") : s));
}

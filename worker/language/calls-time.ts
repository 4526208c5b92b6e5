/**
 * When a prospect asked to be called would like the call, as they put it: "mornings are better"
 * is "mornings", "I'm usually free late mornings" "late mornings", "Thursday after 2" "Thursday
 * after 2", "evenings after 7 IST" and "after 4.30pm GMT" as they are. Read only where a call is
 * asked for (calls.ts decides that); the reply says it back and the team sees it.
 */
import { TIME } from "./calls-answers";

/** The time's words with what narrows it: "late", "in the", a day's "after 2pm", a time zone. */
const AROUND = new RegExp(
  String.raw`(?:\b(?:late|early|weekday|mid)\s+)?(?:${TIME.source})(?:\s+(?:after|before|from|around|between)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?(?:\s*(?:-|and|to)\s*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)?)?(?:\s*\b(?:[A-Z]{2,4}T|IST|SGT|my time|your time|uk time|our time)\b)?`,
  "i",
);

/** The time a call is wished at, or undefined: "mornings", "Thursday after 2pm". */
export function callTimeIn(text: string): string | undefined {
  const m = AROUND.exec(text);
  if (!m) return undefined;
  const words = m[0].trim().replace(/^the\s+/i, "");
  // "arvo" is the afternoon, said the Australian way.
  return words.replace(/\barvo\b/i, "afternoon");
}

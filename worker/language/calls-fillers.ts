/**
 * A softening word between a question's subject and its verb: "can we just talk it through?",
 * "could someone maybe ring me", "would you perhaps call me back" ask as "can we talk", "could
 * someone ring me" do (calls.ts reads the phrases without it). Only there: "just email" and "no
 * need to call, just write" keep their words.
 */
const FILLER =
  /\b((?:can|could|would|will|shall|may|might)\s+(?:we|i|you|someone|somebody|anyone|one of you|your team|one of your team))\s+(?:(?:just|maybe|perhaps|possibly|quickly|briefly|actually|please|pls|kindly|simply|instead|then|now)\s+){1,2}/gi;

/** The text with such softening words left out. */
export const withoutFillers = (text: string) =>
  /\b(?:can|could|would|will|shall|may|might)\b/i.test(text) ? text.replace(FILLER, "$1 ") : text;

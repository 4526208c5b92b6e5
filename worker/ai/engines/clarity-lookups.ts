/**
 * Where a question's page is looked for beyond the question's own words (docs/decisions/033): what
 * a follow-up refers back to, one or two messages before ("is it ours to keep?" after "tell me
 * about the prototype" and "how long does it run?"), and the rare words a question's common ones
 * drown ("distribution", "realignment").
 */
import { rareTerms, type SiteAnswer, searchSite } from "../../language/site-search";
import { withoutFrame } from "./clarity-mood";
import { questionsIn } from "./clarity-questions";
import { answeringPassage, headingNames, keyNounsOf, namesAsSubject } from "./clarity-site-answer";

/** A question that leans on the one before it: "and if…", "what then?", "do we keep it?". */
export const refersBack =
  /^(?:[Aa]nd|[Ss]o|[Bb]ut|[Aa]lso|[Ww]hat about|[Hh]ow about)\b|\b(?:it|[Tt]hat|[Tt]his|[Tt]hose|[Tt]hese|them|[Tt]hen)\b/;

/** A question whose subject is a pronoun: "is it ours to keep?", "who actually builds it?". */
export const pronounLed = /\b(?:it|that|this|them|those|these)\b/i;

/** How much of an earlier message a follow-up reads back: a long one's questions are at its end. */
const LOOK_BACK = 400;

/**
 * The questions an earlier message asked (a request too: "tell me about the prototype"); of a
 * long one, its last ones, and none when it has no question mark (a long statement).
 */
const asked = (before: string) =>
  before.length <= LOOK_BACK
    ? questionsIn(before).map((q) => q.text)
    : before.includes("?")
      ? questionsIn(before.slice(-LOOK_BACK).replace(/^\S*\s/, "")).map((q) => q.text)
      : [];

/**
 * The passage that answers a follow-up read with what it follows ("What's the prototype like?",
 * then "How long does it run?", then "Do we get to keep it?"): the parts of the offer named by the
 * last message that named one (up to two back), then the previous message's last question, each
 * searched with this question. Null when none finds a page ("IT" in "would our IT people…" is no
 * pronoun either).
 */
export function followedUp(question: string, earlier: readonly string[]) {
  const referents: string[] = [];
  for (const before of earlier) {
    // A follow-up follows a question: a statement before it names no referent.
    const nouns = keyNounsOf(asked(before).join(" "));
    if (nouns.length) {
      referents.push(nouns.join(" "));
      break;
    }
  }
  const last = earlier[0] && asked(earlier[0]).at(-1);
  if (last) referents.push(last);
  for (const referent of referents) {
    const both = `${question} ${referent}`;
    // What was named before only places the question: a passage whose heading names what the
    // question itself asks ("who builds it?" → "Build & Test") is the answer among those found.
    const found = searchSite(both, 10);
    const named = found.filter((p) => headingNames(p, question));
    const passage = answeringPassage(both, named.length ? named : found);
    if (passage) return passage;
  }
  return null;
}

/**
 * A question's rare words ("distribution", "realignment") searched alone, when the whole question
 * found no page: a passage answers if it names the thing a "do you…?" asks for, or, for any
 * other question, if the word is its subject (its heading or an item's name), not a passing word.
 */
export function rarelyNamed(
  question: string,
  service: readonly string[],
  fits: (p: SiteAnswer) => boolean,
) {
  const rare = rareTerms(withoutFrame(question), 8);
  if (!rare.length) return null;
  // Each alone: a search's floor grows with its words, and these are few passages' words.
  const found = rare
    .flatMap((t) => searchSite(t, 5))
    .filter((p, i, all) => all.findIndex((x) => x.url === p.url && x.text === p.text) === i)
    .filter(fits);
  const about = service.length ? found : found.filter((p) => namesAsSubject(p, rare));
  return answeringPassage(question, about);
}

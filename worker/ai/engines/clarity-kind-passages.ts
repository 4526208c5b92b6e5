/**
 * Two kinds of question answered from a passage other than their topic's stock paragraph
 * (docs/decisions/033): "how long" about something that is not the simulation (how long a chat
 * is kept, how long the sprint runs) is the passage that names it with its time; a comparison
 * ("how is this different from a vendor's discovery?") is the passage about the thing compared,
 * else the pages' own comparison with a traditional start.
 */
import { type SiteAnswer, searchSite } from "../../language/site-search";
import { topicPatterns } from "../memory/clarity-topics";
import { saysWhoDoes } from "./clarity-page-lookup";
import { meaning } from "./clarity-questions";
import { answeringPassage, ownWordsOf, pageAnswer } from "./clarity-site-answer";

/** A span of time as the pages write it: "30 days", "5–10 hour", "Hours 3–6", "24–48 hours". */
const TIME = /\b\d+(?:[–-]\d+)?[\s-]*(?:minutes?|hours?|days?|weeks?|months?)\b|\bHours \d/i;
/** What "how long" means by default: the simulation itself, the whole of it. */
const THE_SIMULATION = new Set(
  "simulation simulations readiness whole process engagement end start finish total overall typical typically usually roughly approx approximately".split(
    " ",
  ),
);

/** The question without the words that made its topic ("how long", "take"). */
const withoutTopicWords = (question: string) => {
  let rest = question;
  for (const [t, re] of [...meaning, ...topicPatterns])
    if (t === "duration" && re instanceof RegExp)
      rest = rest.replace(new RegExp(re.source, "gi"), " ");
  return rest.replace(/\bhow long\b|\btakes?\b|\blasts?\b|\bruns?\b/gi, " ");
};

/**
 * The answer from the passage that says how long something other than the simulation lasts ("how
 * long do you keep what I type?" → the privacy page's 30 days), or null when the question is about the
 * simulation as a whole (its stock answer) or no passage names the thing with a time.
 */
export function durationOf(question: string): string | null {
  const rest = withoutTopicWords(question);
  const subject = ownWordsOf(rest).filter((w) => !THE_SIMULATION.has(w) && /^\p{L}/u.test(w));
  if (!subject.length) return null;
  // "Who hosts the prototype … and for how long": only a page that says someone hosts it.
  const timed = searchSite(rest, 10).filter((p) => TIME.test(p.text) && saysWhoDoes(p, question));
  const passage = answeringPassage(rest, timed);
  // The answer is the passage's sentence that holds the time: it is what was asked.
  return passage && pageAnswer(passage, `${rest} ${TIME.exec(passage.text)![0]}`);
}

/** The words after "different from", "compared with": what the offer is set against. */
const AGAINST =
  /\b(?:different (?:from|to|than)|differ(?:s|ent)? from|difference between|compare[sd]? (?:to|with)|comparison (?:to|with)|better than|instead of|rather than|unlike|as opposed to|alternative to)\b(.*)$/i;

/**
 * The passage that answers a comparison: the one about the thing compared ("a vendor's
 * discovery"), else the pages' own comparison of a simulation with a traditional start.
 */
export function comparedPassage(question: string): SiteAnswer | null {
  const against = AGAINST.exec(question)?.[1] ?? "";
  const words = ownWordsOf(against);
  const named = words.length ? answeringPassage(against, searchSite(against, 10)) : null;
  return (
    named ??
    answeringPassage("traditional discovery approach", searchSite("traditional approach", 5))
  );
}

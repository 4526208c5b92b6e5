/**
 * A question that asks for the members of a list ("what are the possible outcomes?", "which
 * outcomes can it end with?") answered with the list's names, not its first item's sentence nor
 * the page's lead ("one of four clear outcomes") — docs/decisions/034, round 6. A list is a
 * passage of named items, as the pages write them: "Green Light (Go) — Ready to commit: …".
 */
import { SYNONYMS } from "../../language/site-index-options";
import { type SiteAnswer, storedPassages } from "../../language/site-search";
import { stemsIn } from "./clarity-site-answer";

/** "What are the (possible) Xs", "which Xs", "what kinds of X": the thing listed, as written. */
const LIST_ASKED =
  /^\W*(?:(?:and|so|ok|but)\s+)?(?:what|which|wich|list|name)(?:'re| are| were| would be| could be)?\s+(?:all\s+)?(?:the\s+|your\s+|its\s+)?(?:different\s+|possible\s+|main\s+|four\s+|five\s+|six\s+)?(?:kinds?\s+of\s+|types?\s+of\s+|sorts?\s+of\s+)?(\p{L}+s)\b/iu;

/** An item's name in a passage: the words before " — " at the start of a sentence. */
const ITEM = /(?:^|[.!?]\s+)([^—–.!?]{1,60}) [—–] /g;

const namesIn = (text: string) => [...text.matchAll(ITEM)].map((m) => m[1]!.trim());

/** Whether a passage's heading or anchor names the thing listed (or the pages' word for it). */
const listsThing = (p: SiteAnswer, thing: string) => {
  // The section's anchor names it too ("Six moments when teams call us" is /who#scenarios).
  const heading = new Set(stemsIn(`${p.heading ?? ""} ${p.url.split("#")[1] ?? ""}`));
  return [thing, ...(SYNONYMS[thing] ?? [])].some((w) => stemsIn(w).some((s) => heading.has(s)));
};

/** The list a question asks for: this passage's, or one on its page whose heading names it. */
function listPassage(passage: SiteAnswer, thing: string): SiteAnswer | null {
  if (namesIn(passage.text).length >= 3 && listsThing(passage, thing)) return passage;
  const page = passage.url.split("#")[0];
  return (
    storedPassages().find(
      (p) => p.url.split("#")[0] === page && namesIn(p.text).length >= 3 && listsThing(p, thing),
    ) ?? null
  );
}

/**
 * The members of the list `question` asks for, named, with the page's link; null when it asks
 * for no list, names one member ("what does Team Realignment mean?"), or the page has no list
 * of that thing.
 */
export function listAnswer(passage: SiteAnswer, question: string): string | null {
  const thing = LIST_ASKED.exec(question)?.[1]?.toLowerCase();
  if (!thing) return null;
  const list = listPassage(passage, thing);
  if (!list) return null;
  const names = namesIn(list.text);
  // A member named in the question is what it asks about: that member's sentence answers it.
  const asked = new Set(stemsIn(question.replace(LIST_ASKED, " ")));
  if (names.some((n) => stemsIn(n).some((s) => s.length > 3 && asked.has(s)))) return null;
  const last = names.pop();
  return `**${list.heading}:** ${names.join(", ")} and ${last}. More on [${list.title}](${list.url}).`;
}

/**
 * The page passage that answers one question (docs/decisions/033): the route's passages or a
 * deeper search, a part of the offer named among other words looked up alone, only pages that
 * name the place, the thing asked for or the kind of company asked about, then what a follow-up
 * refers back to and the rare words the common ones drown. Null when no page answers.
 */
import { aboutWhere, placesIn } from "../../language/places";
import { asksSiteOperator, asksToErase } from "../../language/site-concepts";
import { SYNONYMS } from "../../language/site-index-options";
import { phaseNumberIn } from "../../language/site-numbered";
import {
  phasePassages,
  type SiteAnswer,
  searchSite,
  storedPassages,
} from "../../language/site-search";
import { followedUp, pronounLed, rarelyNamed, refersBack } from "./clarity-lookups";
import { holdsPhrase, phrasesOf } from "./clarity-phrases";
import { namesParty } from "./clarity-sense";
import { industryWords, namesIndustry, namesService, serviceWords } from "./clarity-service";
import {
  ASKS_IF_WE_CONSULT,
  answeringPassage,
  FOR_CONSULTANTS,
  headingNames,
  keyNounsOf,
  type Said,
  stemsIn,
} from "./clarity-site-answer";

/** Up to how many passages may hold a question's two-word names for them to be looked up. */
const RARE_PHRASE = 4;

/** The thing a "what X is/does …" question asks for: X's words, as stems ("tech stack"). */
const WHAT_HEAD =
  /^\W*(?:and |so |but )?(?:what|which)\s+(?:kind of |sort of |type of )?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:is|are|was|does|do|did|will|would|can|could|should)\s+(?:the|your|it|this|that|clarity|you)\b/i;
/** Heads that name no thing a page must hold: "which company is behind this site?". */
const ANY_ONE = /^(?:company|business|firm|organi[sz]ation|entity|outfit|people|person|one)$/i;
const askedFor = (question: string): readonly string[] | null => {
  const m = WHAT_HEAD.exec(question);
  const stems = m && !ANY_ONE.test(m[1]!) ? stemsIn(m[1]!) : [];
  return stems.length ? stems : null;
};
/** Whether a passage holds one of `stems`, or the pages' word for it. */
const namesAny = (p: SiteAnswer, stems: readonly string[]) => {
  const words = new Set(stemsIn(`${p.title} ${p.heading ?? ""} ${p.text}`));
  return stems.some(
    (s) => words.has(s) || (SYNONYMS[s] ?? []).some((w) => words.has(stemsIn(w)[0] ?? w)),
  );
};

/**
 * What a "who …" question asks who does: its verb ("who hosts the prototype afterwards?" →
 * "hosts"). A page that doesn't say anyone does it (a phase that builds the prototype) doesn't
 * answer who does — "the pages don't say" does (docs/decisions/034, round 6).
 */
const WHO_DOES =
  /^\W*(?:(?:and|so|but|ok|then)\s+)?who(?:\s+(?:will|would|should|could|can|might|is going to|'ll|'d|else|then|actually|exactly|really))*\s+(\p{L}{4,})\b/iu;
/** Verbs that say nothing of the doing: "who is making …", "who gets …". */
const NO_DOING =
  /^(?:does|do|did|will|would|could|should|can|has|have|had|gets?|getting|makes?|making|needs?|wants?|takes?|is|are|was|were|else|from|here|there)$/i;
const doneBy = (question: string) => {
  // "Who shouldn't buy this?" asks who it is not for (the fit), not who does something.
  if (/n['’]?t\b|\bnot\b/i.test(question)) return null;
  const verb = WHO_DOES.exec(question)?.[1];
  if (!verb || NO_DOING.test(verb)) return null;
  // "Who owns this website?" asks for the imprint's operator, the pages' word for it.
  return asksSiteOperator(question) ? null : stemsIn(verb);
};

/** Whether a question asks who does something ("who hosts the prototype?"). */
export const asksWhoDoes = (question: string) => doneBy(question) !== null;

/** Whether a passage may answer a "who does X?" question (any passage, for another question). */
export const saysWhoDoes = (p: SiteAnswer, question: string) => {
  const doing = doneBy(question);
  return !doing || namesAny(p, doing);
};

/** A passage that can answer a question about where: it names the place, or says where at all. */
const saysWhere = (p: SiteAnswer, question: string) => {
  const places = placesIn(question);
  const text = `${p.heading ?? ""} ${p.text}`;
  return places.length ? placesIn(text).some((x) => places.includes(x)) : aboutWhere(text);
};

/**
 * The passage that answers `question` (`asked`: its words that say what it asks, without a
 * clause of time). `where`: it asks where or in which language; `alone`: it is the message's one
 * question, so the route's passages (searched with the whole message) may serve.
 */
export function passageFor(
  question: string,
  asked: string,
  said: Said,
  { where, alone }: { where: boolean; alone: boolean },
): SiteAnswer | null {
  // A phase asked by its number ("what happens in phse 2?") is that phase: a number weighs
  // nothing in search, and "phase" alone finds all four (site-numbered.ts).
  const numbered = where ? null : phaseNumberIn(question);
  if (numbered !== null) {
    const phases = phasePassages();
    const phase = phases[Math.min(numbered, phases.length) - 1];
    if (phase) return phase;
  }
  // The route's three passages, unless they may hide the page about it: then a deeper look.
  const passages: SiteAnswer[] =
    alone && said.passages.length < 3 ? [...said.passages] : searchSite(asked, 10);
  // A part of the offer named among other words ("could our integrator take part") is looked
  // up on its own too: its page may share too few of the question's other words to be found.
  const keys = keyNounsOf(asked);
  if (keys.length)
    for (const p of searchSite(keys.join(" "), 5))
      if (!passages.some((x) => x.url === p.url && x.text === p.text)) passages.push(p);
  // Asked to erase: the page on erasing, which may share none of the question's words
  // ("please remove everything you've stored on me" finds what is stored).
  if (asksToErase(asked))
    for (const p of searchSite("erase delete", 3))
      if (!passages.some((x) => x.url === p.url && x.text === p.text)) passages.push(p);
  // A two-word name the question gives ("an outside project manager") is looked up as written.
  // Only a name few passages hold: one many hold ("core team") names nothing in particular.
  const phrases = phrasesOf(asked);
  const holding = phrases.length ? storedPassages().filter(holdsPhrase(phrases)) : [];
  if (holding.length <= RARE_PHRASE)
    for (const p of holding)
      if (!passages.some((x) => x.url === p.url && x.text === p.text)) passages.push(p);
  // A question about where, whether the offer includes something, or experience with a kind of
  // company, is answered only by a page that names the place, the thing or the kind.
  // Working with a third party of theirs asks about them, not whether the offer includes a thing.
  const service = where || namesParty(asked) ? [] : serviceWords(asked);
  const industry = where ? [] : industryWords(asked);
  const ourKind = ASKS_IF_WE_CONSULT.test(asked);
  // "What tech stack is the prototype written in?" asks for a stack: a page without one doesn't
  // answer it, however much it says about the prototype.
  const head = askedFor(question);
  // "Who hosts …?": only a page that says someone does it.
  const doing = doneBy(question);
  const fits = (p: SiteAnswer) =>
    (!head || namesAny(p, head)) &&
    (!doing || namesAny(p, doing)) &&
    (!ourKind || !FOR_CONSULTANTS.test(p.heading ?? "")) &&
    (where
      ? saysWhere(p, question)
      : industry.length
        ? namesIndustry(p, industry)
        : namesService(p, service));
  passages.splice(0, passages.length, ...passages.filter(fits));
  // A question about "it" with no part of the offer named leans on what came before: the
  // part named a message or two back goes first ("is it ours to keep?" after the prototype).
  const earlier = said.earlier ?? (said.previous ? [said.previous] : []);
  // What a follow-up leads to answers a "do you also…?" only if it names the thing too.
  const back = (q: string) => {
    const p = followedUp(q, earlier);
    return p && fits(p) ? p : null;
  };
  const leans = !where && refersBack.test(question) && !keys.length;
  const direct = answeringPassage(asked, passages);
  return (
    (leans && pronounLed.test(question) && !(direct && headingNames(direct, question, true))
      ? back(question)
      : null) ??
    direct ??
    (!where && refersBack.test(question) ? back(question) : null) ??
    // The thing asked about drowned by common words: its rare words searched alone — the
    // answer a page that names it, as the thing a "do you…?" asks for or as its subject.
    (!where ? rarelyNamed(asked, service, fits) : null)
  );
}

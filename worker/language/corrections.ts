/**
 * Corrections: "sorry, I meant 200 not 120", "actually it's 90 staff, not 60", "make that €300k",
 * "120 — no wait, 200". `isCorrection` says a message takes something back (the reader then
 * replaces the earlier value, and the memory keeps both); `retracted` drops the words taken back,
 * so a reader finds only the value that stands (docs/decisions/033).
 */
import { readOnce } from "./read-once";
import { moneyWords, monthWord } from "./vocabulary";

const MARK =
  /\b(?:i meant|i mean|meant to (?:say|write)|make that|correction|scratch that|no wait|not quite|typo|sorry|actually|rather|update|to be precise|my mistake|my bad|oops)\b/i;

/** "not $120k but 200k": a figure, its currency's sign before it, then what replaces it. */
const NOT_BUT = new RegExp(
  String.raw`\bnot\s+(?:${moneyWords.source})?\d[\d.,]*\s*\w*\s*,?\s*but\b`,
  "i",
);
/** A message opening "no" then a figure: "no, 175", "ugh no, 175 with the apprentices" (h58). */
const NO_THEN_FIGURE =
  /^\W*(?:(?:ugh|hmm+|erm?|um+|oh|ah|well|wait)\W+)*no\b[\s,.!-]+(?:it'?s\s+|its\s+|we'?re\s+)?[$€£]?\d/i;

/** Asked of the same message by several readers of a turn: read once per text (read-once.ts). */
export const isCorrection = readOnce(
  (text: string) =>
    MARK.test(text) ||
    NOT_BUT.test(text) ||
    PUT_IN_PLACE.test(text) ||
    STRUCK.test(text) ||
    NO_THEN_FIGURE.test(text),
);

/**
 * A sentence opening by putting the last figure right: "Sorry, my mistake, €250k.", "Make that
 * 90.", and with a word said before it ("… $60k... actually make that $75k", "oh sorry, 90").
 */
export const putsRight = (sentence: string) =>
  /^\W*(?:(?:actually|oh|ah|er|erm|um|uh|hmm|well|ok|okay|no|wait)\b[\s,.!-]*)*(?:sorry|oops|correction|my mistake|my bad|typo|i meant?|make that|no wait|scratch that)\b/i.test(
    sentence,
  );

/** A figure struck out: "scratch the 90", "ignore the 40", "disregard my 150". */
const STRUCK = /\b(?:scratch|forget|ignore|disregard)\s+(?:the|that|my)\s+\S*\d/i;

/** A message opening "not X, Y" puts Y in X's place: "Not March, May.", "not 120, 200". */
const PUT_IN_PLACE = /^\W*(?:no,?\s+)?not\s+[^,.;!?]{1,25},\s*\S/i;

/** Words that take a figure back: "not 120", "rather than 60", "instead of $100k", "(not 60)". */
const TAKEN_BACK = new RegExp(
  String.raw`\b(?:not|rather than|instead of|as opposed to|vs\.?|versus)\s+(?:the\s+)?(?:about\s+|around\s+)?(?:(?:${moneyWords.source})\s?)?\d[\d.,]*(?:\s*(?:k|m|mm|mil|million|thousand|grand|bn|%|percent))?(?:\s+(?:people|staff|employees|users|${moneyWords.source}))?(?:\s+(?:as|like)\s+i\s+(?:said|wrote|typed))?`,
  "gi",
);

/**
 * A figure named and called wrong or old ("90 was wrong", "the 90 is out of date", "the 90 was
 * last year's number"), or struck out ("scratch the 90"): taken back too.
 */
const OLD_SAID = String.raw`(?:(?:${moneyWords.source})\s?)?\d[\d.,]*(?:\s*(?:k|m|mm|mil|million|thousand|grand))?(?:\s+(?:people|staff|employees|users))?`;
export const CALLED_WRONG = new RegExp(
  String.raw`(?:\b(?:scratch|forget|ignore|disregard)\s+(?:the|that|my)\s+(?=\S*\d)${OLD_SAID}|(?<![\w.,])${OLD_SAID}\s+(?:was|is)\s+(?:wrong|incorrect|off|outdated|out of date|old|a typo|last year'?s)\b)`,
  "gi",
);

/** The text without what it takes back; after a "no wait"/"I meant", only what follows it. */
export function retracted(text: string): string {
  let t = text.replace(TAKEN_BACK, " ").replace(CALLED_WRONG, " ");
  const m =
    /\b(?:i meant|meant to (?:say|write)|make that|no wait|scratch that|no,? actually|no,? sorry)\b/i.exec(
      t,
    );
  if (m) t = sentenceTakenBack(t.slice(0, m.index), t.slice(m.index + m[0].length));
  else {
    // "310 employees, sorry, correct is 330": put right with a figure after it, or nothing.
    const right = PUT_RIGHT.exec(t);
    if (right && /\d/.test(t.slice(right.index + right[0].length))) {
      // Only the sentence it puts right goes, the last one before it holding a figure: "We are 45
      // people. Budget £60k - sorry, typo, £80k.", "Budget is €200k. Sorry, my mistake, €250k."
      const sentences = t.slice(0, right.index).split(/(?<=[.!?\n])\s+/);
      const last = sentences.findLastIndex((s) => /\d/.test(s));
      const kept = last > 0 ? `${sentences.slice(0, last).join(" ")} ` : "";
      const own = sentences.slice(Math.max(last, 0)).join(" ");
      t = kept + carried(own, t.slice(right.index + right[0].length));
    }
  }
  // "We had €150k, but finance trimmed it to €110k": the figure it was changed to stands.
  const changed = REVISED.exec(t);
  if (changed) t = t.slice(changed.index + changed[0].length);
  return t;
}

/** A figure or a month: what a sentence taken back can hold that a reader reads. */
const FACT_SAID = new RegExp(String.raw`\d|\b${monthWord}\b`, "i");

/**
 * What stands around "make that", "scratch that", "no wait", "I meant": the words after it, in
 * place of the sentence it takes back — its own, or the last before it with a figure or a month
 * when the words after give one ("… Budget £60k. Team of 40. No wait, £80k" keeps only £80k's
 * sentence out). Sentences before that one stand: "We have 420 staff. Budget around £300k. No
 * calls please. Actually, scratch that, a call would be easier" still says 420 and £300k.
 */
function sentenceTakenBack(before: string, after: string): string {
  const sentences = before.split(/(?<=[.!?\n])\s+/);
  const own = sentences.at(-1) ?? "";
  const last =
    FACT_SAID.test(after) && !FACT_SAID.test(own)
      ? sentences.findLastIndex((s) => FACT_SAID.test(s))
      : sentences.length - 1;
  const kept = last > 0 ? `${sentences.slice(0, last).join(" ")} ` : "";
  return kept + carried(sentences.slice(Math.max(last, 0)).join(" "), after);
}

/**
 * "sorry, correct is", "sorry, it's", "sorry, 330", "sorry, typo, £80k", "sorry, I mean £80k", "the
 * right number is": what follows stands.
 */
const PUT_RIGHT = new RegExp(
  String.raw`\b(?:(?:sorry|oops|correction|my mistake|my bad)\b[,:;!]?\s*(?:(?:typo|my mistake|my bad|i mean)\b[,:;!-]?\s*)?(?:(?:(?:the\s+)?correct(?:ly)?(?:\s+(?:number|figure|one))?\s+is|it'?s|it is|that'?s|should be|that should be|i should say|make it|rather)\b|(?=(?:about\s+|around\s+|more like\s+|closer to\s+)?(?:(?:${moneyWords.source})\s?)?\d))|(?:the\s+)?(?:correct|right)\s+(?:number|figure)\s+is\b)`,
  "i",
);

/**
 * The words after a correction, the figure they give in the place of the last one said before
 * it: "40-odd staff? no wait, closer to 60" is "60 staff"; a figure with its own unit, words
 * with no figure near their start, or with several in its sentence (a phone), stand as they are.
 */
function carried(before: string, after: string): string {
  const now = LONE_FIGURE.exec(after);
  if (!now || now.index > 25) return after;
  // The figure alone in its sentence: "330 with the apprentices." (a phone's groups are several).
  const tail = after.slice(now.index + now[0].length);
  const end = tail.search(/[.!?;\n](?:\s|$)/);
  if (/\d/.test(end < 0 ? tail : tail.slice(0, end))) return after;
  const old = [...before.matchAll(TYPED_FIGURE)].at(-1);
  if (!old) return after;
  const at = old.index + old[1]!.length;
  return `${before.slice(0, old.index)}${now[1]}${before.slice(at)} ${after.slice(now.index + now[0].length)}`;
}
/** One figure with no unit or currency of its own: "closer to 60 now", "330 with the apprentices". */
const LONE_FIGURE = new RegExp(
  String.raw`(?<![\d.,]|${moneyWords.source}\s?)(\d{1,3}(?:,\d{3})+|\d{1,6})(?![\d.,]*\s*(?:k|m|mm|mil|million|thousand|grand|bn|%|percent|people|staff|employees|${moneyWords.source})\b)`,
  "i",
);
/** A figure with a unit after it: "40-odd staff", "50k", "120 people", "90 employees". */
const TYPED_FIGURE = new RegExp(
  String.raw`(\d[\d,.]*(?:-?(?:odd|ish))?)(?=\s*(?:k|m|mm|mil|million|thousand|grand|people|staff|employees|heads|fte|workers|${moneyWords.source})\b)`,
  "gi",
);

/** A figure changed by someone: "trimmed it to", "cut the budget down to", "raised that to". */
const REVISED = new RegExp(
  String.raw`\b(?:trimmed|cut|reduced|lowered|slashed|halved|capped|brought|dropped|raised|increased|bumped|upped|revised|changed|moved)\s+(?:it|that|this|the (?:budget|figure|amount|number))?\s*(?:back\s+|down\s+|up\s+)?to\s+(?=(?:about\s+|around\s+|roughly\s+)?(?:(?:${moneyWords.source})\s?|\d))`,
  "i",
);

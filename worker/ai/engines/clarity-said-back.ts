/**
 * What a message said that the roadmap keeps no field for, said back so the prospect knows it
 * landed: a correction of a count the roadmap doesn't track ("sorry, correction — it's 5
 * warehouses, we opened Tamworth last month" → "5 warehouses, Tamworth included — noted."), a call
 * refused with the way they'd rather hear from us ("no call please, email only"), and a doubt in
 * the opener whether they need the system at all (the simulation may end in a no-go or a smaller
 * step). Tracked figures' corrections are the memory's (worker/language/figure-correction.ts).
 */
import { offer } from "../../../content/offer-facts";
import { callWishIn } from "../../language/calls";
import { isCorrection, retracted } from "../../language/corrections";
import { figures } from "../../language/numbers";

/**
 * A figure whole, its thousands separated or not ("4,500", "4500"), never read from its middle,
 * nor from a name it ends ("M3 and spits out a quote", "Sage X3 users").
 */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,6})`;
const FIGURE = String.raw`(?<![A-Za-z\d.,])${NUMBER}(?![\d.,]\d)`;
/** A count with its noun: "5 warehouses", "4 shelters", "4,500 emails". */
const COUNT = new RegExp(String.raw`${FIGURE}\s+((?:[a-z-]+\s+)?[a-z-]{3,}s)\b`, "gi");
/** Nouns the roadmap keeps (size, team, money) or that count time: not this reader's. */
const TRACKED =
  /\b(?:people|persons|staff|employees|users|heads|fte|ftes|members|seats|licen[cs]es|k|grand|dollars|euros|pounds|weeks|months|years|days|hours|hrs|minutes|percent)\b/i;
/** A figure said as the one taken back: "I said 9 clinics", "not 3". */
const TAKEN = /\b(?:said|wrote|typed|put|told you|mentioned|gave you|quoted|not|than|of)\s*$/i;
/** A figure said as what it is now: "it's 10 actually", "make that 12". */
const IS_NOW = new RegExp(
  String.raw`\b(?:it'?s|it is|that'?s|there are|there'?re|we have|we'?ve got|now|make (?:it|that)|more like|should be|should have been|should've been)\s+(?:(?:actually|really|in fact|now|only|just)\s+)?${NUMBER}\b`,
  "i",
);
/**
 * Their own earlier figure named as said before, in any words, then another: "I said 38
 * practices - it's 36", "I told you 4 hubs, there are 5". A correction without a word of one.
 */
const OWN_EARLIER =
  /\b(?:i|we)\s+(?:said|wrote|typed|put|told you|mentioned|gave you|quoted)\s+(?:about\s+|around\s+)?\d{1,4}\s+[a-z-]{3,}[^.?!]{0,40}?\b\d{1,4}\b/i;
/** A place or a name they added: "we opened Tamworth", "took over one in Mallow", "took on the Dayton site". */
const ADDED =
  /\b(?:opened|took over|taken over|took on|taken on|added|acquired|bought|launched|set up|merged with)\s+(?:[\p{Ll}\d-]+\s+){0,3}?(?:in|at)?\s*(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)/u;

/** "5 warehouses, Tamworth included — noted.", or null when the message corrects no such count. */
export function untrackedCorrection(text: string): string | null {
  const said = figures(text);
  if (!isCorrection(text) && !OWN_EARLIER.test(said)) return null;
  const counts = [...said.matchAll(COUNT)].filter((m) => !TRACKED.test(m[2]!));
  if (!counts.length) return null;
  const noun = counts[0]![2]!.toLowerCase();
  // The count that stands: one with its noun not taken back ("it is 4 shelters, not 3"), else
  // the figure said as what it is ("I said 9 clinics, it's 10 actually").
  const kept = retracted(said);
  const standing = [...kept.matchAll(COUNT)].filter(
    (m) => !TRACKED.test(m[2]!) && !TAKEN.test(kept.slice(0, m.index)),
  );
  const figure = standing.at(-1)?.[1] ?? IS_NOW.exec(kept)?.[1];
  if (!figure) return null;
  const place = ADDED.exec(text)?.[1];
  return `${figure} ${noun}${place ? `, ${place} included` : ""} — noted.`;
}

/** A word about calls or talking: without one, no call is refused (most messages have none). */
const CALL_WORDS =
  /\b(?:call|calls|calling|phone|ring|meeting|meet|zoom|teams|talk|speak|chat|e-?mail|writing|written)/i;
let last: { text: string; refused: boolean } | undefined;

/** Whether this message refuses a call: read once per message, however many readers ask. */
export function refusesCall(text: string): boolean {
  if (!CALL_WORDS.test(text)) return false;
  if (last?.text !== text) last = { text, refused: callWishIn(text) === false };
  return last.refused;
}

/** Words of the way to be reached in writing: email, sending, reading. */
const CHANNEL = /\b(?:e-?mail|send|sent|write|writing|written|read|post)\b/i;

/**
 * In a message refusing a call, a clause with no topic that asks to be written to ("just send
 * stuff over by email", "can you put it in writing instead?"): said back, not looked up.
 */
export const asksForWriting = (refused: boolean, clause: string, topics: readonly unknown[]) =>
  refused && !topics.length && CHANNEL.test(clause);

/** A call refused, said back in the way they would rather hear from us. */
export function callRefused(text: string, email: string | undefined): string | null {
  if (!refusesCall(text)) return null;
  const way = /\be-?mail\b/i.test(text) ? "email" : "writing";
  return email
    ? `No call, then — we'll keep to ${way}${way === "email" ? `, at ${email}` : ""}.`
    : `No call, then — we'll keep to ${way}.`;
}

/** A doubt whether they need the system at all: "not sure we need an 'ERP' at all". */
const NEED_DOUBT =
  /\b(?:not (?:sure|convinced|certain)|unsure|wonder(?:ing)?|question(?:ing)? whether|don'?t know (?:if|whether)|doubt(?:ful)?)\b[^.?!]{0,30}\b(?:need|needs|require)\b([^.?!]{0,60})|\b(?:do|would) we (?:even|really|actually) need\b([^.?!]{0,60})/i;
/** The simulation, us or outside help as what they doubt needing: a doubt about the service. */
const US =
  /^\s*(?:a |the |this |your |any |outside |external |more )?(?:simulation|study|assessment|service|you|this|it|consultants?|consulting|help|advice|support|discovery)\b/i;

/** Whether the message doubts needing the system itself (not the simulation). */
export function doubtsNeed(text: string): boolean {
  const m = NEED_DOUBT.exec(text);
  return !!m && !US.test(m[1] ?? m[2] ?? "");
}

/** One sentence meeting that doubt: the simulation may end in not buying, or a smaller step. */
export const needDoubtAnswer = () =>
  `And if it turns out you don't need a new system at all, the simulation will say so — a **${offer.outcomes[2]}**, or a smaller step first (**${offer.outcomes[1]}**), is one of the outcomes it can end in.`;

/**
 * The sentences for what this message said that nothing else in the reply shows — a correction
 * of an untracked count, a call refused — before the acknowledgement; `corrected`: the memory
 * replaced a tracked figure (its own acknowledgement says so).
 */
export function saidBack(text: string, email: string | undefined, corrected: boolean): string[] {
  const correction = corrected ? null : untrackedCorrection(text);
  const refused = callRefused(text, email);
  return [...(correction ? [correction] : []), ...(refused ? [refused] : [])];
}

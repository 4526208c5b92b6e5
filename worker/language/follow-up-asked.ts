/**
 * Follow-ups that lean on the message before them (docs/decisions/034, round 7): a member of the
 * list just given ("and the second one?", "tell me more about the third one", "the last one?"),
 * and the same question asked of something else ("what about for AI projects?", "and for CRM
 * projects?", "same for a CPQ rollout?"). Ordinals are the language module's own (`vocabulary.ts`).
 */
import { listOrder } from "./vocabulary";

const ORDINAL = `${Object.keys(listOrder).join("|")}|last|final`;
/** "the second one", "the 3rd item", "the last of them": an ordinal with no noun of its own. */
const MEMBER = new RegExp(
  String.raw`\b(?:the|that)\s+(${ORDINAL})(?:\s+(?:one|item|point|option|thing|bit|of (?:them|those|these)|on (?:the|that|your) list))?\s*(?:[?.!]|$|\bmean|\bis\b|\bagain\b|\bplease\b|\bexactly\b|\bthen\b|\byou (?:mentioned|listed|said)\b|\bin (?:more )?detail\b)`,
  "i",
);
/** Lead-in words of a follow-up: "and", "ok so", "tell me more about", "what about", "explain". */
const LEAD =
  /^\W*(?:(?:what['’]?s|and|so|ok(?:ay)?|right|then|but|hmm|sorry|what|about|how|tell|me|more|explain|describe|go|on|into|detail|details|does|do|mean|means|is|can|could|you|say)(?![\p{L}'’])\W+)*/iu;

/**
 * The member of a list a short follow-up asks for, 1-based, `Infinity` for the last; null when the
 * message is no such follow-up. Eight words at most: a longer message says more than "which one".
 */
export function memberAsked(text: string): number | null {
  if (text.split(/\s+/).filter(Boolean).length > 8) return null;
  const m = MEMBER.exec(text);
  // Only lead-in words before it: "the second one" of a list, not "our second one".
  if (!m || LEAD.exec(text.slice(0, m.index))![0].length !== m.index) return null;
  const word = m[1]!.toLowerCase();
  return word === "last" || word === "final" ? Infinity : (listOrder[word] ?? null);
}

/** The word for a place in a list: 2 → "second", `Infinity` → "last". */
export const placeWord = (n: number) =>
  n === Infinity
    ? "last"
    : (Object.keys(listOrder).find((w) => listOrder[w] === n && /^[a-z]+$/.test(w)) ?? `no. ${n}`);

/** "what about for AI projects?", "and for a CRM?", "how about CPQ projects?", "same for AI?". */
const ABOUT =
  /^\W*(?:(?:and|but|ok(?:ay)?|so)\W+)?(?:what about|how about|and|same|is it the same|what if it's)\s+(?:for|with|about)?\s*((?:a|an|the)\s+)?([\p{L}\p{N}][\p{L}\p{N}-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}-]*){0,3})\s*\??\s*$/iu;

/**
 * The previous question asked again of something else: "what about for AI projects?" after "do
 * you do ERP projects?" is "do you do AI projects?". The thing named shares its last word (the
 * kind of thing) with a phrase of the previous question, which it takes the place of; null when
 * it shares none (then the follow-up is a question of its own: "what about the price?").
 */
export function askedAgainOf(
  text: string,
  previous: string,
): { question: string; thing: string } | null {
  const m = ABOUT.exec(text);
  if (!m || !/\?\s*$/.test(previous.trim())) return null;
  const thing = m[2]!.trim();
  const head = thing.split(/\s+/).at(-1)!.toLowerCase();
  if (thing.split(/\s+/).length < 2 || head.length < 3) return null;
  const stem = head.replace(/s$/, "");
  const phrase = new RegExp(String.raw`\b(?:[\p{L}\p{N}-]+\s+){1,2}${stem}s?\b`, "iu");
  const found = phrase.exec(previous);
  if (!found) return null;
  const words = found[0].split(/\s+/);
  const kept = words.slice(0, Math.max(0, words.length - thing.split(/\s+/).length));
  const swapped = [...kept, thing].join(" ");
  return { question: previous.replace(found[0], swapped), thing };
}

/**
 * A numbered part of the process a question names: "phase 2", "the second phase", "phse two",
 * "step 3", "the last stage". The pages number their phases ("Phase 2: Stress Test with Your
 * Team"), but a number is no word search can weigh, so the four phases tie on "phase" and the
 * best-scored one answered every "what happens in phase N?" (docs/decisions/034, round 6). Numbers
 * and ordinals are the language module's own (`vocabulary.ts`); a slip in the noun ("phse") is
 * read back against the pages' words (`site-words.ts`).
 */

import { spelledAsSite } from "./site-words";
import { units, weekOrder } from "./vocabulary";

/** The pages' word for a numbered part of the process, and the prospect's words for it. */
const PART = new Set(["phase", "stage", "step"]);

const NUMBER = String.raw`\d|${Object.keys(units)
  .filter((w) => units[w]! >= 1 && units[w]! <= 9)
  .join("|")}`;
const ORDINAL = `${Object.keys(weekOrder).join("|")}|final`;

/** "phase 2", "phase #2", "phase number two", "phse 2". */
const AFTER_NOUN = new RegExp(
  String.raw`\b(\p{L}{3,6})\s*(?:#|no\.?\s*|number\s+)?(${NUMBER})\b(?!\s*(?:%|weeks?|hours?|days?|months?|people|k\b))`,
  "iu",
);
/** "the second phase", "2nd stage", "the last step". */
const BEFORE_NOUN = new RegExp(String.raw`\b(${ORDINAL})\s+(\p{L}{3,6})\b`, "iu");

const isPart = (word: string) => PART.has(spelledAsSite(word.toLowerCase()).replace(/s$/, ""));

/** Their own project's phase ("we're in phase 2 of our rollout", "our second phase"): not ours. */
const THEIRS_BEFORE = /\b(?:our|my|their)\s+(?:\p{L}+\s+)?$/iu;
const THEIRS_AFTER = /^\s*(?:of|in)\s+(?:our|my|their|the (?!simulation|process|readiness))/i;
const theirs = (text: string, m: RegExpExecArray) =>
  THEIRS_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)) ||
  THEIRS_AFTER.test(text.slice(m.index + m[0].length));

/**
 * The number of the phase a question names (1-based), `Infinity` for the last, or null when it
 * names none. "The first step" is a phase too: "first" and "last" are read here only with a noun
 * of the process after them ("first thing" is no phase).
 */
export function phaseNumberIn(text: string): number | null {
  const after = AFTER_NOUN.exec(text);
  if (after && isPart(after[1]!) && !theirs(text, after)) {
    const n = /^\d$/.test(after[2]!) ? Number(after[2]) : units[after[2]!.toLowerCase()]!;
    return n >= 1 ? n : null;
  }
  const before = BEFORE_NOUN.exec(text);
  if (before && isPart(before[2]!) && !theirs(text, before)) {
    const word = before[1]!.toLowerCase();
    return word === "last" || word === "final" ? Infinity : (weekOrder[word] ?? null);
  }
  return null;
}

/**
 * A phase asked by its number ("what happens in phase 2?", "the second phase"): among the phases
 * found, that one takes the place of the best. A number weighs nothing in search, so the four
 * phases tie on "phase" and whichever scored best would answer; it picks among
 * the phases, not over another page the question is about ("if we stop after the first phase,
 * how do we pick it up again?").
 */
export function numberedFirst<P extends { text: string; score: number; matched?: string[] }>(
  question: string,
  found: P[],
  phases: readonly P[],
): P[] {
  const n = phaseNumberIn(question.slice(0, 300));
  if (n === null) return found;
  const phase = phases[Math.min(n, phases.length) - 1];
  const first = found.findIndex((p) => phases.some((x) => x.text === p.text));
  if (!phase || first < 0) return found;
  const out = found.filter((p) => p.text !== phase.text);
  out.splice(first, 0, { ...phase, score: found[first]!.score, matched: found[first]!.matched });
  return out.slice(0, found.length);
}

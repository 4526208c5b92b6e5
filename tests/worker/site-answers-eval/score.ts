/**
 * Scores of the site-answers eval (docs/decisions/034): at search level, whether an expected
 * passage is the first found or among the first three, and whether a question the pages don't
 * answer finds nothing; at reply level, whether Clarity's reply answers from an expected passage
 * (its words or its link) and, on the others, says honestly that the pages don't cover it.
 */
import { chat } from "../../../worker/ai/engines/clarity-chat.test-kit";
import { sitePassages } from "../../../worker/language/site-passages";
import { searchSite } from "../../../worker/language/site-search";
import type { AnswerCase } from "./case";

/** A plain first message: the question is the conversation's second. */
export const OPENER = "Hi! I have a couple of questions.";

const passages = sitePassages();
const keyOf = (p: { url: string; heading?: string }) => `${p.url}|${p.heading ?? ""}`;
const byKey = new Map<string, typeof passages>();
for (const p of passages) byKey.set(keyOf(p), [...(byKey.get(keyOf(p)) ?? []), p]);

/** A url that names one passage's heading only: its link alone says which passage answered. */
const headingsOf = new Map<string, Set<string>>();
for (const p of passages)
  headingsOf.set(p.url, (headingsOf.get(p.url) ?? new Set()).add(p.heading));

/** Every expected key names a passage of the pages (a typo in a set fails loudly). */
export function unknownKeys(cases: readonly AnswerCase[]): string[] {
  return cases.flatMap((c) => c.expect.filter((k) => !byKey.has(k)));
}

const SMALL = new Set(
  "a an the of to and or in on for with is are be it its we you your our that this at by as from".split(
    " ",
  ),
);
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .match(/[$\p{L}\p{N}][\p{L}\p{N}%$,.'–-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu) ?? [];

/** Runs of four words of `text`, at least two of them not small ones. */
function shingles(text: string): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + 4 <= w.length; i++) {
    const run = w.slice(i, i + 4);
    if (run.filter((x) => !SMALL.has(x)).length >= 2) out.push(run.join(" "));
  }
  return out;
}

/** Whether `reply` answers from the passage named `key`: four of its words in a row, or its link. */
export function answersFrom(reply: string, key: string): boolean {
  const said = ` ${words(reply).join(" ")} `;
  for (const p of byKey.get(key) ?? []) {
    if (headingsOf.get(p.url)?.size === 1 && reply.includes(`(${p.url})`)) return true;
    if (shingles(p.text).some((s) => said.includes(` ${s} `))) return true;
    // A figure of the passage ("900%–1,900%", "4–8 weeks"): a topic's answer states the page's fact.
    const figures = words(p.text).filter(
      (w) => /\d/.test(w) && /[–%$]|\d{2}/.test(w) && w.length >= 4,
    );
    if (figures.some((f) => said.includes(` ${f} `))) return true;
    const sentences = p.text.split(/(?<=[.!?])\s+/).filter((s) => s.length >= 25);
    if (sentences.some((s) => reply.includes(s.replace(/[.!?]$/, "")))) return true;
  }
  return false;
}

const HONEST =
  /\b(?:pages?|site) (?:don't|doesn't|do not|does not) (?:cover|say|give|name|mention|answer)|rather not guess|won't guess/i;

export interface Scored {
  say: string;
  /** The messages before it, when the question is a follow-up. */
  before?: readonly string[];
  none: boolean;
  top1: boolean;
  top3: boolean;
  /** Search found nothing (right for a question the pages don't answer). */
  empty: boolean;
  reply: string;
  answered: boolean;
  honest: boolean;
}

export function score(c: AnswerCase): Scored {
  const found = searchSite(c.say).map(keyOf);
  const reply = chat([OPENER, ...(c.before ?? []), c.say]).at(-1) ?? "";
  return {
    say: c.say,
    ...(c.before ? { before: c.before } : {}),
    none: c.expect.length === 0,
    top1: found.length > 0 && c.expect.includes(found[0]!),
    top3: found.some((k) => c.expect.includes(k)),
    empty: found.length === 0,
    reply,
    answered: c.expect.some((k) => answersFrom(reply, k)),
    honest: HONEST.test(reply),
  };
}

export interface Figures {
  top1: number;
  top3: number;
  empty: number;
  answered: number;
  honest: number;
  asked: number;
  none: number;
}

export function figures(scored: readonly Scored[]): Figures {
  const asked = scored.filter((s) => !s.none);
  const none = scored.filter((s) => s.none);
  const n = (list: Scored[], f: (s: Scored) => boolean) => list.filter(f).length;
  return {
    top1: n(asked, (s) => s.top1),
    top3: n(asked, (s) => s.top3),
    empty: n(none, (s) => s.empty),
    answered: n(asked, (s) => s.answered && !s.honest),
    honest: n(none, (s) => s.honest),
    asked: asked.length,
    none: none.length,
  };
}

/**
 * A message's sentences, and its dates read sentence by sentence (docs/decisions/033): each date
 * typed with its kind in the prospect's words, a date counted from another ("live four months
 * after that") counted from the last one said, in this message or an earlier one.
 */
import type { When } from "../../contracts/facts";
import { inTheirWords } from "../../language/in-their-words";
import { readOnce, readOnceBy } from "../../language/read-once";
import { months, seasons } from "../../language/vocabulary";
import { namesKind, readWhen, readWhens } from "../../language/when";
import { withoutOtherwise } from "../../language/when-otherwise";
import { phasedPlan, withMonthShown } from "./clarity-dates-shown";
import { periodOfAFact } from "./clarity-period-of-fact";

/**
 * Where a sentence ends: a run of spaces after its mark (not a shorthand's dot: "approx. 90"), or
 * a line break. The space is matched first, then the mark looked back at from it: the same splits
 * as looking back at every position, at half the cost on a long message.
 */
const SENTENCE_END =
  /\s(?<=[.!?;]\s)(?<!\b(?:mio|mrd|mn|ca|approx|e\.g|i\.e|mr|mrs|ms|dr|vs|etc|inc|ltd|co|no|s?fr)\.\s)\s*|\n+/i;

/**
 * Sentences, so a figure is read beside the words that give it its meaning. One turn asks for the
 * same message's sentences several times (the situation, the pains, the dates, the concerns):
 * read once per text (read-once.ts), handed out as a copy.
 */
export const sentencesOf = readOnce(
  (text: string) => text.split(SENTENCE_END).filter((s) => s.trim()),
  (found) => [...found],
);

/**
 * Where a clause of a sentence ends: a comma, a semicolon or a joining word — not a comma before
 * "which" or "that", whose clause dates the words before it ("the new financial year, which starts
 * in April").
 */
const CLAUSE_END = /,\s+(?!(?:which|that)\b)|;\s*|\s+(?:and|but|then|while|whereas)\s+/i;

/** A clause that may hold a date: a figure, a month, a season, a quarter or a period. */
const dateWord = new RegExp(
  String.raw`\d|\b(?:q[1-4]|quarter|week|month|year|${[...months, ...Object.keys(seasons)].join("|")})`,
  "i",
);

/**
 * The dates of a message, typed, in the prospect's words. A sentence that gives dates of two
 * kinds ("start in January and be live by September") is read clause by clause, so each date
 * keeps its own kind.
 */
export function whensOf(text: string, now: Date, before: string | undefined): When[] {
  const whens: When[] = [];
  // Bounded: a long paste is read for its first dates only (each date costs a chrono-node parse).
  for (const sentence of sentencesOf(text).slice(0, 12)) {
    // A date counted from another ("live four months after that") counts from the last one said,
    // in an earlier sentence or message.
    const from = whens.findLast((w) => w.month)?.month ?? before;
    whens.push(...sentenceWhens(sentence, now, from));
  }
  return whens;
}

/**
 * The dates of one sentence, counted from `from`: kept by its words, the day and `from`
 * (read-once.ts), so a sentence said again is read once; handed out as copies.
 */
const sentenceWhens = readOnceBy(
  (sentence: string, now: Date, from: string | undefined) => [sentence, now.getTime(), from],
  (sentence: string, now: Date, from: string | undefined): When[] => {
    let found = readWhens(sentence.slice(0, 400), now, from);
    // Split into clauses only where one date was found (most sentences have none).
    // What would happen otherwise is no date of the plan (when-otherwise.ts); a clause's date
    // that names no kind ("the board meets in January") was weighed by the sentence's reading.
    const parts = found.length === 1 ? withoutOtherwise(sentence).split(CLAUSE_END) : [];
    if (found.length === 1 && parts.length > 1 && sentence.length <= 300) {
      const clauses = parts
        .filter((c) => dateWord.test(c))
        .map((c) => ({ c, w: readWhen(c, now) }))
        .filter(({ c, w }) => w && (namesKind(c) || w.month === found[0]!.month))
        .map(({ w }) => w as When);
      if (new Set(clauses.map((w) => w.kind)).size > 1) found = clauses;
    }
    // "Pilot by Q2 2027, full rollout by Q4": the first go-live, the rest beside it.
    const phased = phasedPlan(sentence, now);
    if (phased) found = [phased];
    // A month already past ("the articles are from 2021") is no date of the project.
    const thisMonth = now.toISOString().slice(0, 7);
    const ahead = found.filter(
      (w) => (!w.month || w.month >= thisMonth) && !periodOfAFact(w, sentence),
    );
    return ahead.map((w) =>
      withMonthShown({ ...w, text: inTheirWords(w.text, sentence) }, sentence, now),
    );
  },
  (found) => found.map((w) => ({ ...w })),
);

/**
 * How a new value takes the place of an old one in Clarity's memory (docs/decisions/033): the
 * latest word stands, the one it replaced is kept in a short history, and the reply is told what
 * was corrected so it speaks of the new value. A bare figure taken back ("sorry, I meant 90 not
 * 60") corrects the fact that held the old figure; the go-live is never overwritten by a start or
 * decision date given later, which is kept beside it.
 */
import type { When } from "../../contracts/facts";
import { correctedFigure, type FigureField } from "../../language/figure-correction";
import { budgetText } from "../../language/money";
import { sizeSaidBelow } from "../../language/size-below";
import { namesKind } from "../../language/when";
import {
  correctedWhen,
  correctsAnother,
  revisesDate,
  takenBackMonth,
} from "../../language/when-fold";
import { dateSigned } from "../../language/when-signed";
import type { ClarityMemory, ReplyPlan } from "./clarity-memory";

type Learned = ReplyPlan["learned"];

/** The history keeps this many replaced values, the oldest dropped first. */
const HISTORY = 12;

/** Records that `field` went from `from` to `to` (nothing when there was no earlier value). */
export function replaced(
  next: ClarityMemory,
  learned: Learned,
  field: string,
  from: string | undefined,
  to: string,
) {
  if (from === undefined || from === to) return;
  next.history = [...(next.history ?? []), { field, from, to, turn: next.turns }].slice(-HISTORY);
  if (!learned.corrected?.includes(field))
    learned.corrected = [...(learned.corrected ?? []), field];
}

/**
 * The figure facts given last, for a bare correction that names none ("sorry, I meant 90"):
 * a budget first, unless the correction's words or its size say otherwise.
 */
function lastFields(m: ClarityMemory): FigureField[] {
  const last = m.turn?.learned;
  return [
    ...(last?.budget ? (["budget"] as const) : []),
    ...(last?.companySize !== undefined ? (["companySize"] as const) : []),
    ...(last?.teamSize !== undefined ? (["teamSize"] as const) : []),
  ];
}

/**
 * A correction that gives only figures ("sorry, I meant 90 not 60", "make that 250k"), read by
 * the lead's own rule (worker/language/figure-correction.ts); a fact this message already set
 * stands.
 */
export function correctFigure(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: Learned,
  text: string,
) {
  const c = correctedFigure(m, text, lastFields(m));
  if (!c) return;
  if (c.field === "budget") {
    // "Actually we're 75 now" read as a head count in this message corrects no budget.
    if (learned.budget || learned.companySize !== undefined || learned.teamSize !== undefined)
      return;
    next.budget = c.value;
    learned.budget = c.value;
    replaced(next, learned, "budget", m.budget && budgetText(m.budget), budgetText(c.value));
    return;
  }
  if (learned[c.field] !== undefined) return;
  // "hmm no, 310. sorry!" after the budget question: the size put right, no budget of 310K.
  const b = learned.budget;
  if (b && b.min === b.max && (b.max === c.value || b.max === c.value * 1000)) {
    if (m.budget) next.budget = m.budget;
    else delete next.budget;
    delete learned.budget;
  }
  next[c.field] = c.value;
  learned[c.field] = c.value;
  // "actually smaller than that, under 250": the size put right is a ceiling.
  if (c.field === "companySize") {
    const below = sizeSaidBelow(text, c.value) || undefined;
    next.companySizeBelow = below;
    learned.companySizeBelow = below;
  }
  replaced(next, learned, c.field, String(m[c.field]), String(c.value));
}

/**
 * The dates a message gives: a go-live takes the timeline's place (a correction when it changes
 * it); a start or decision date is the timeline only while no go-live is known, and is kept in
 * `dates` either way.
 */
/** A period named as their busiest: peak, the rush, flat out, swamped. */
const BUSY =
  /\b(?:peak|busy|busiest|flat out|swamped|slammed|rush|high season|crunch|mad (?:period|season|time)|blackout)\b/i;

export function learnDates(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: Learned,
  read: When[],
  text: string,
) {
  if (!read.length) return;
  // A date with no word of what it is the date of ("our drivers are swamped in Nov-Dec") moves
  // no date given before: only a correction, a revision, words of its kind or the answer to the
  // timeline question do.
  // The sign must be the date's own: in "zero time during peak season (Nov-Dec), can it be done
  // around that?" the "done" is the simulation's.
  const unsigned = read.every((w) => !dateSigned(text, w.text));
  if (m.when && unsigned && !revisesDate(text) && m.asked.at(-1) !== "timeline") return;
  // "Could the sprint fit around our Christmas peak? we're flat out Nov-Dec": a busy period
  // named with no word of what it is the date of is when they can't, not a target.
  if (unsigned && BUSY.test(text) && m.asked.at(-1) !== "timeline") return;
  // A correction of the date known is read against it, by the lead's own rule ("2028, not 2027"
  // keeps October): the roadmap and the lead hold the same date.
  // A correction of another date than the one that stands ("the committee meets in March, not
  // February" while the go-live is June) corrects that date, of its kind; the go-live stands.
  const other = m.when && revisesDate(text) && correctsAnother(m.when, text);
  const was = other ? m.dates?.find((d) => d.month?.slice(5) === takenBackMonth(text)) : undefined;
  if (other) next.dates = (next.dates ?? []).filter((d) => d !== was);
  const whens = other
    ? read.map((w) => ({ ...w, kind: namesKind(text) ? w.kind : (was?.kind ?? "decision") }))
    : m.when && revisesDate(text)
      ? read.map((w) => correctedWhen(m.when!, w, text))
      : read;
  // Stored before dates were typed, a timeline was a go-live.
  const goLiveKnown = m.when ? m.when.kind === "go-live" : m.timeline !== undefined;
  const goLive = whens.find((w) => w.kind === "go-live");
  // With no go-live, a start says more about the plan than a decision: it stands in for it, and
  // a decision given later does not push it out.
  const start = whens.find((w) => w.kind === "start");
  const startKnown = m.when?.kind === "start";
  const chosen =
    goLive ?? (goLiveKnown ? undefined : (start ?? (startKnown ? undefined : whens[0])));
  const others = whens.filter((w) => w !== chosen);
  if (m.when && chosen && m.when.kind !== chosen.kind) others.unshift(m.when);
  if (others.length) {
    const key = (w: When) => `${w.kind}:${w.text}`;
    const kept = (next.dates ?? []).filter((d) => !others.some((o) => key(o) === key(d)));
    next.dates = [...kept, ...others].slice(-HISTORY);
  }
  if (!chosen) return;
  // The same month said again in fewer words ("is April realistic?" after "April 2027") changes
  // nothing: no correction to thank them for.
  if (m.when?.month && chosen.month === m.when.month && chosen.kind === m.when.kind) return;
  next.when = chosen;
  if (chosen.text === m.timeline) return;
  next.timeline = chosen.text;
  learned.timeline = chosen.text;
  // A go-live in place of a start date given while none was known is news, not a correction.
  if (goLiveKnown || !m.when) replaced(next, learned, "timeline", m.timeline, chosen.text);
}

/**
 * How a new value takes the place of an old one in Clarity's memory (docs/decisions/033): the
 * latest word stands, the one it replaced is kept in a short history, and the reply is told what
 * was corrected so it speaks of the new value. A bare figure taken back ("sorry, I meant 90 not
 * 60") corrects the fact that held the old figure; the go-live is never overwritten by a start or
 * decision date given later, which is kept beside it.
 */
import type { When } from "../../contracts/facts";
import { isCorrection, retracted } from "../../language/corrections";
import { budgetText } from "../../language/money";
import { figures, toNumber, unitValue } from "../../language/numbers";
import { correctedWhen } from "../../language/when-fold";
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

const FIGURE = String.raw`(\d+(?:[.,]\d+)*)\s*(k|m|mm|mil|million|thousand|grand)?\b`;
const takenBack = new RegExp(
  String.raw`\b(?:not|rather than|instead of|as opposed to)\s+(?:the\s+)?[^\d\s]?\s?${FIGURE}`,
  "i",
);
const amountOf = (m: RegExpExecArray | null) => (m ? toNumber(m[1]!) * unitValue(m[2]) : undefined);

/** Which figure fact a bare correction speaks of: the one holding the old figure, else the last given. */
function fieldOf(m: ClarityMemory, old: number | undefined) {
  const budget = m.budget;
  if (old !== undefined) {
    if (m.companySize === old) return "companySize";
    if (m.teamSize === old) return "teamSize";
    if (budget && [budget.min, budget.max].some((v) => v === old || v === old * 1000))
      return "budget";
    return undefined;
  }
  const last = m.turn?.learned;
  if (last?.budget) return "budget";
  if (last?.companySize !== undefined) return "companySize";
  if (last?.teamSize !== undefined) return "teamSize";
  return undefined;
}

/**
 * A correction that gives only figures ("sorry, I meant 90 not 60", "make that 250k"): the fact
 * that held the old figure (or, with none named, the last figure given) takes the new one.
 */
export function correctFigure(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: Learned,
  text: string,
) {
  if (!isCorrection(text)) return;
  const said = figures(text);
  const old = amountOf(takenBack.exec(said));
  const figure = new RegExp(FIGURE, "i").exec(retracted(said));
  const now = amountOf(figure);
  // With no figure taken back, only a short correction of a plain figure ("sorry, I meant 90")
  // speaks of the last one given: a year, a share or a period is something else.
  if (old === undefined) {
    const after = figure ? retracted(said).slice(figure.index + figure[0].length) : "";
    if (
      said.length > 60 ||
      /^\s*(?:%|percent|per|x\b|days?|weeks?|months?|years?|hours?|q[1-4])/i.test(after) ||
      /^(?:19|20)\d\d$/.test(figure?.[1] ?? "")
    )
      return;
  }
  const field = fieldOf(m, old);
  if (now === undefined || now <= 0 || !field || now === old) return;
  if (field === "budget" && m.budget) {
    // A bare "90" for a budget of 60K keeps the budget's scale.
    const scale = old !== undefined && m.budget.max === old * 1000 && now < 1000 ? 1000 : 1;
    const value = now < 1000 && old === undefined ? now * 1000 : now * scale;
    const b = m.budget;
    const budget =
      b.min === b.max || old === undefined || b.max === old || b.max === old * 1000
        ? { ...b, min: b.min === b.max ? value : Math.min(b.min, value), max: value }
        : { ...b, min: value, max: Math.max(b.max, value) };
    if (learned.budget) return;
    next.budget = budget;
    learned.budget = budget;
    replaced(next, learned, "budget", budgetText(b), budgetText(budget));
    return;
  }
  const n = Math.round(now);
  if (field === "companySize" && learned.companySize === undefined && n >= 5) {
    next.companySize = n;
    learned.companySize = n;
    replaced(next, learned, field, String(m.companySize), String(n));
  }
  if (field === "teamSize" && learned.teamSize === undefined && n <= 50) {
    next.teamSize = n;
    learned.teamSize = n;
    replaced(next, learned, field, String(m.teamSize), String(n));
  }
}

/**
 * The dates a message gives: a go-live takes the timeline's place (a correction when it changes
 * it); a start or decision date is the timeline only while no go-live is known, and is kept in
 * `dates` either way.
 */
export function learnDates(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: Learned,
  read: When[],
  text: string,
) {
  if (!read.length) return;
  // A correction of the date known is read against it, by the lead's own rule ("2028, not 2027"
  // keeps October): the roadmap and the lead hold the same date.
  const whens =
    m.when && isCorrection(text) ? read.map((w) => correctedWhen(m.when!, w, text)) : read;
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
  next.when = chosen;
  if (chosen.text === m.timeline) return;
  next.timeline = chosen.text;
  learned.timeline = chosen.text;
  // A go-live in place of a start date given while none was known is news, not a correction.
  if (goLiveKnown || !m.when) replaced(next, learned, "timeline", m.timeline, chosen.text);
}

/**
 * A correction that gives only figures (docs/decisions/033): "sorry, I meant 90 not 60", "make
 * that 120", "not 250, 280". One rule for Clarity's memory and the lead's facts: the fact holding
 * the figure taken back takes the new one; with none taken back, a short correction of a plain
 * figure speaks of the last figure given. A budget keeps its scale and currency ("90" for a budget
 * of 60K is 90K).
 */
import type { Money } from "../contracts/facts";
import { CALLED_WRONG, isCorrection, retracted } from "./corrections";
import { figures, toNumber, unitValue } from "./numbers";

export type FigureField = "budget" | "companySize" | "teamSize";
export interface KnownFigures {
  budget?: Money;
  companySize?: number;
  teamSize?: number;
}
export type CorrectedFigure =
  | { field: "budget"; value: Money }
  | { field: "companySize" | "teamSize"; value: number };

const FIGURE = String.raw`(?<![A-Za-z\d])(\d+(?:[.,]\d+)*)\s*(k|m|mm|mil|million|thousand|grand)?\b`;
const takenBack = new RegExp(
  String.raw`\b(?:not|rather than|instead of|as opposed to)\s+(?:the\s+)?[^\d\s]?\s?${FIGURE}`,
  "i",
);
/**
 * A figure said in place of another: "more like 350", "closer to 90", "make it 120"; never a
 * headcount to come ("we should be 150 by 2028", "we'll be nearer 90 people by next autumn").
 */
const REVISED_FIGURE = new RegExp(
  String.raw`\b(?:more like|closer to|nearer(?: to)?|make (?:it|that)|i meant|should (?:be|have said))\s+(?:about\s+|around\s+|~\s*)?${FIGURE}(?!\s*(?:%|percent|days?|weeks?|months?|years?|hours?))(?!\s*(?:people|staff|employees|heads|of us)?\s*(?:by|next|within|once|when|after|come)\b)`,
  "i",
);
const amountOf = (m: RegExpExecArray | null) => (m ? toNumber(m[1]!) * unitValue(m[2]) : undefined);
/** The figure a correction calls wrong or old ("90 was wrong", "scratch the 90"), if any. */
function calledWrong(said: string): number | undefined {
  CALLED_WRONG.lastIndex = 0;
  const m = CALLED_WRONG.exec(said);
  return m ? amountOf(new RegExp(FIGURE, "i").exec(m[0])) : undefined;
}

/** Words that say what a bare figure counts: people, or money. */
const PEOPLE_WORDS =
  /\b(?:people|staff|employees|heads?|headcount|fte|ftes|workforce|sites?|plants?|branch(?:es)?|offices?|depots?|stores?|factor(?:y|ies))\b/i;
const MONEY_WORDS =
  /[$€£¥]|\b(?:budget|spend|cost|price|money|fund\w*|k|m|grand|dollars?|euros?|pounds?)\b/i;

/**
 * Which fact a bare correction speaks of: the one holding the old figure, else the last given.
 * When the last message gave both a size and a budget, the words of the correction say which
 * ("sold a plant, so more like 350" is people), else a plain figure near the size is the size.
 */
function fieldOf(
  k: KnownFigures,
  old: number | undefined,
  last: FigureField | FigureField[] | undefined,
  said: string,
  now: number | undefined,
) {
  if (old === undefined && Array.isArray(last)) {
    const people = PEOPLE_WORDS.test(said);
    const money = MONEY_WORDS.test(said.replace(/\bprice\b[^.?!]*\?/gi, " "));
    // "actually make that 80 people" after a question, or after the budget was given: the words
    // say which fact, whatever the last message set.
    if (people !== money) {
      if (people && last.includes("teamSize")) return "teamSize";
      // Words of money or of people say which fact even when the last message set the other:
      // "Sorry, my mistake, €250k" after a headcount is never 250,000 people.
      return people ? "companySize" : "budget";
    }
    if (last.length < 2) return last[0];
    const size = k.companySize;
    if (last.includes("companySize") && size && now && now >= size / 2 && now <= size * 2)
      return "companySize";
    return last[0];
  }
  if (old === undefined) return last as FigureField | undefined;
  if (k.companySize === old) return "companySize";
  if (k.teamSize === old) return "teamSize";
  const b = k.budget;
  if (b && [b.min, b.max].some((v) => v === old || v === old * 1000)) return "budget";
  return undefined;
}

/** The fact a figures-only correction changes and its new value, or undefined. */
export function correctedFigure(
  known: KnownFigures,
  text: string,
  last?: FigureField | FigureField[],
): CorrectedFigure | undefined {
  const said = figures(text);
  // "hang on, it's more like 52 now": a figure put in another's place corrects in a short message
  // whatever words open it.
  if (!isCorrection(text) && !(said.length <= 60 && REVISED_FIGURE.test(said))) return undefined;
  const old = amountOf(takenBack.exec(said)) ?? calledWrong(said);
  // "…, so more like 350": a figure put in another's place is the one that stands, however long
  // the message around it.
  const revised = old === undefined ? REVISED_FIGURE.exec(said) : null;
  const figure = revised ?? new RegExp(FIGURE, "i").exec(retracted(said));
  const now = amountOf(figure);
  // With no figure taken back, only a short correction of a plain figure ("sorry, I meant 90")
  // speaks of the last one given: a year, a share or a period is something else.
  if (old === undefined && !revised) {
    const after = figure ? retracted(said).slice(figure.index + figure[0].length) : "";
    if (
      said.length > 60 ||
      /^\s*(?:%|percent|per|x\b|days?|weeks?|months?|years?|hours?|q[1-4])/i.test(after) ||
      /^(?:19|20)\d\d$/.test(figure?.[1] ?? "")
    )
      return undefined;
  }
  const field = fieldOf(known, old, last, said, now);
  if (now === undefined || now <= 0 || !field || now === old) return undefined;
  if (field === "budget") {
    const b = known.budget;
    if (!b) return undefined;
    // A bare "90" for a budget of 60K keeps the budget's scale.
    const scale = old !== undefined && b.max === old * 1000 && now < 1000 ? 1000 : 1;
    const value = now < 1000 && old === undefined ? now * 1000 : now * scale;
    const budget =
      b.min === b.max || old === undefined || b.max === old || b.max === old * 1000
        ? { ...b, min: b.min === b.max ? value : Math.min(b.min, value), max: value }
        : { ...b, min: value, max: Math.max(b.max, value) };
    return { field, value: budget };
  }
  const n = Math.round(now);
  if (field === "companySize" && n >= 5) return { field, value: n };
  if (field === "teamSize" && n <= 50) return { field, value: n };
  return undefined;
}

/**
 * A correction that gives only figures (docs/decisions/033): "sorry, I meant 90 not 60", "make
 * that 120", "not 250, 280". One rule for Clarity's memory and the lead's facts: the fact holding
 * the figure taken back takes the new one; with none taken back, a short correction of a plain
 * figure speaks of the last figure given. A budget keeps its scale and currency ("90" for a budget
 * of 60K is 90K).
 */
import type { Money } from "../contracts/facts";
import { isCorrection, retracted } from "./corrections";
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

const FIGURE = String.raw`(\d+(?:[.,]\d+)*)\s*(k|m|mm|mil|million|thousand|grand)?\b`;
const takenBack = new RegExp(
  String.raw`\b(?:not|rather than|instead of|as opposed to)\s+(?:the\s+)?[^\d\s]?\s?${FIGURE}`,
  "i",
);
const amountOf = (m: RegExpExecArray | null) => (m ? toNumber(m[1]!) * unitValue(m[2]) : undefined);

/** Which fact a bare correction speaks of: the one holding the old figure, else the last given. */
function fieldOf(k: KnownFigures, old: number | undefined, last: FigureField | undefined) {
  if (old === undefined) return last;
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
  last?: FigureField,
): CorrectedFigure | undefined {
  if (!isCorrection(text)) return undefined;
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
      return undefined;
  }
  const field = fieldOf(known, old, last);
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

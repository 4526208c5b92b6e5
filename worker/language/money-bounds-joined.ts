/**
 * A budget's floor and top said in different messages (docs/decisions/033): "budget starts at
 * about £40k" … "and could go up to £55k if we really need to" is £40–55K; "no more than €80k" …
 * "but at least €60k" is €60–80K. Only a bound said against the other kind of bound joins it; a
 * figure said outright, or a correction, replaces the budget as before (money-fold.ts).
 */
import type { Money } from "../contracts/facts";
import { isCorrection } from "./corrections";

const LOWER = /\b(?:cut|trimmed|reduced|lowered|slashed|halved|down to|less)\b/i;

/** The budget `known` joined with the bound `read` gives the other end of, or undefined. */
export function boundsJoined(
  known: Money | undefined,
  read: Money | undefined,
  raw: string,
): Money | undefined {
  if (!known || !read || isCorrection(raw) || LOWER.test(raw)) return undefined;
  if (read.currency && known.currency && read.currency !== known.currency) return undefined;
  const currency = read.currency ?? known.currency;
  const floorThenTop = known.orMore && read.min === 0 && read.max > known.min;
  const topThenFloor = known.min === 0 && read.orMore && read.min < known.max;
  if (!floorThenTop && !topThenFloor) return undefined;
  const min = floorThenTop ? known.min : read.min;
  const max = floorThenTop ? read.max : known.max;
  return { min, max, ...(currency ? { currency } : {}) };
}

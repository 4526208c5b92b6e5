/**
 * A move of premises is no move of systems (docs/decisions/033): "we're leaving London for Leeds",
 * "moving from Bradford to a bigger unit", "relocating out of the old depot into new offices".
 * A side is a place when the name it opens with is one (company-place.ts: countries, regions, the
 * cities of the time zones and phone plans) or when it names premises; a move with a side of
 * either kind and no product on the other is a relocation.
 */
import { isPlaceName } from "./company-place";

/** Premises a business moves between: "a bigger unit", "new offices", "the old depot". */
const PREMISES =
  /^(?:(?:a|an|the|our|their|new|newer|old|bigger|larger|smaller|purpose-built|proper|shared|single|second|one)\s+){0,3}(?:unit|units|premises|office|offices|site|sites|warehouse|building|hq|headquarters|depot|factory|plant|facility|yard|space|shop|store|workshop|location)\b(?!\s+(?:system|software|management|app|tool|database|db|platform|solution|module|package|builder))/i;

/** The capitalised name a side opens with ("Leeds", "New York", "the Midlands"). */
const NAME_OPENING = /^(?:the\s+)?(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})/u;

/** Whether one side of a move names a place or premises, not a system. */
export function placeSide(side: string): boolean {
  const s = side.trim();
  if (!s) return false;
  if (PREMISES.test(s)) return true;
  const name = NAME_OPENING.exec(s)?.[1];
  return !!name && isPlaceName(name);
}

/** Whether a move's sides say a move of premises ("leaving London for Leeds"). */
export const relocation = (m: { today: string; target: string }): boolean =>
  placeSide(m.today) || placeSide(m.target);

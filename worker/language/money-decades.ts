/**
 * A sum said by the hundreds it falls in (docs/decisions/033): "somewhere in the 300s" is
 * 300,000 to 400,000, "the high 200s" the top third of 200,000 to 300,000, "in the 80s k" 80,000
 * to 90,000. With no unit beside it the figures are thousands: a project's budget is never a
 * few hundred.
 */
import type { Money } from "../contracts/facts";
import { unitValue } from "./numbers";
import { figureBands, figureUnits } from "./vocabulary";

const UNIT = Object.keys(figureUnits)
  .sort((a, b) => b.length - a.length)
  .join("|");
const DECADE = new RegExp(
  String.raw`\bthe\s+(?:(${Object.keys(figureBands).join("|")})[\s-]+)?[$€£]?(\d{1,3}0)(?:'?s)\b(?:\s*(${UNIT})\b|[^.;!?]{0,30}?\b(${UNIT})\b)?`,
  "i",
);

export function decadeSaid(text: string): Money | undefined {
  // Cheap first: a figure ending in "0s" ("300s", "80's") is rare.
  if (!/0'?s\b/.test(text)) return undefined;
  const m = DECADE.exec(text);
  if (!m) return undefined;
  const figure = Number(m[2]);
  // "the 300s" spans a hundred, "the 80s" ten: the place of the figure's last non-zero digit.
  const span = figure % 100 === 0 ? 100 : 10;
  const said = m[3] ?? m[4];
  // A decade ("the 80s" with no money unit) is no sum: only with a unit or as hundreds.
  if (!said && span === 10) return undefined;
  const unit = said ? unitValue(said) : 1_000;
  const band = m[1] ? figureBands[m[1].toLowerCase()] : undefined;
  // A band narrows the span to its third: low, mid or high.
  const from = band ? figure + ((band.from - 1) / 9) * span : figure;
  const to = band ? figure + (band.to / 9) * span : figure + span;
  return { min: Math.round(from * unit), max: Math.round(to * unit) };
}

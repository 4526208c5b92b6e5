import { normalise } from "../../language/normalise";
import { figures } from "../../language/numbers";
import { figureUnits } from "../../language/vocabulary";

const UNIT = Object.keys(figureUnits)
  .sort((a, b) => b.length - a.length)
  .join("|");
/** "1,2 million": a comma before one or two digits and a unit is a decimal point. */
const decimalComma = new RegExp(String.raw`\b(\d+),(\d{1,2})(?=\s?(?:${UNIT})\b)`, "gi");
/** "40 or so thousand", "50 odd k": a hedge between a figure and its unit. */
const hedgedUnit = new RegExp(
  String.raw`(?<=\d)\s+(?:or so|or thereabouts|odd)(?=\s*(?:${UNIT})\b)`,
  "gi",
);

/**
 * The message as amounts are read: typos and shorthand read back, number words as figures
 * ("forty-five thousand" → "45000"), and a hedge after a figure dropped ("80k-ish" → "80k",
 * "40 or so thousand" → "40 thousand").
 */
const last = { said: "", read: "" };
export function amountText(text: string): string {
  // One message is read by several readers in a row: the last reading is kept.
  if (text !== last.said)
    Object.assign(last, {
      said: text,
      read: figures(normalise(text).replace(decimalComma, "$1.$2"))
        .replace(/(?<=\d|\d\s?[a-z]{1,8})\s?-?ish\b/gi, "")
        .replace(hedgedUnit, ""),
    });
  return last.read;
}

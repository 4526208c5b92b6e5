import { type RoughAmount, readRoughAmount } from "../../language/money-rough";
import { parseAmount, parseAmountRange } from "./crm-words";

/**
 * An amount said roughly ("a couple hundred k", "low six figures", "around 80 to 90 grand", "just
 * under 50k"): the language module's reading with the CRM's own readers of figures, and what a
 * reply says back so the rep can correct the figure assumed.
 */
export const roughAmount = (text: string): RoughAmount | undefined =>
  readRoughAmount(text, { amount: parseAmount, range: parseAmountRange });

const dollars = (n: number) => `$${new Intl.NumberFormat("en-US").format(Math.round(n))}`;

/** " I put it at $200,000 for “low six figures” ($100,000–$399,999) — say if you meant otherwise." */
export function roughNote(slots: { rough?: RoughAmount; amount?: number }): string {
  const { rough, amount } = slots;
  if (!rough || amount === undefined) return "";
  const span = rough.min !== undefined && rough.max !== undefined;
  const why = rough.said
    ? ` for “${rough.said}”${span ? ` (${dollars(rough.min!)}–${dollars(rough.max!)})` : ""}`
    : span
      ? `, the middle of ${dollars(rough.min!)}–${dollars(rough.max!)}`
      : rough.bound
        ? ` (you said ${rough.bound})`
        : "";
  return ` I put it at **${dollars(amount)}**${why} — say if you meant otherwise.`;
}

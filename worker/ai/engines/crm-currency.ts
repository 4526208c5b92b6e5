import type { Currency } from "../../contracts/facts";
import { currencyWords } from "../../language/vocabulary";

/**
 * What a reply adds when the amount was said in another currency: the pipeline holds dollars, so
 * the figure was converted at the vocabulary's rough rate, and the rep can give the exact one.
 */
export function currencyNote(slots: {
  said?: { amount: number; currency: string };
  amount?: number;
}): string {
  if (!slots.said || slots.amount === undefined) return "";
  const sign = currencyWords.find((c) => c.code === slots.said!.currency)?.sign ?? "";
  const figure = new Intl.NumberFormat("en-US");
  const said = `${sign}${figure.format(slots.said.amount)}`;
  return ` You said ${said}; the pipeline is in US dollars, so I recorded about $${figure.format(slots.amount)} at a rough rate. Tell me the exact dollar figure if you have it.`;
}

/** Each currency but the dollar, said next to a figure: "€40k", "40k euros", "GBP 2m". */
const besideFigure = currencyWords
  .filter((c) => c.code !== "USD")
  .map((c) => ({
    code: c.code,
    said: new RegExp(
      // Bounded, so 4,000 digits read in linear time.
      String.raw`(?:${c.said.source})\s?\d|\d[\d.,]{0,15}\s?[a-z]{0,8}\s?(?:${c.said.source})`,
      "i",
    ),
  }));

/** The currency of the amount itself, not one in a name ("Sterling Cooper, 2 mil" names none). */
export const figureCurrency = (text: string): Currency | undefined =>
  besideFigure.find((c) => c.said.test(text))?.code;

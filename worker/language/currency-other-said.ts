/**
 * Whether a text names a currency the facts cannot hold (a word of `otherCurrencies`: "rand",
 * "NZD", "kiwi dollars"). Two readers of the budget ask it of the same message in one turn (is the
 * budget unheld, is a sum in another currency): read once per text (read-once.ts).
 */
import { readOnce } from "./read-once";
import { otherCurrencies } from "./vocabulary";

export const namesOtherCurrency = readOnce((raw: string) => otherCurrencies.word.test(raw));

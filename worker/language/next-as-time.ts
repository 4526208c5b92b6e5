/**
 * "Next" that dates something ("next week", "next March", "the next few months", "next fiscal
 * year"): a time, never "what happens next". "Say we start next week — when do we get the
 * verdict?" asks how long, and got the answer about what follows this chat (docs/decisions/034,
 * round 6). Months, weekdays and seasons are the language module's own words (`vocabulary.ts`).
 */
import { monthWord, seasons, weekdays } from "./vocabulary";

const PERIOD = `(?:week|weekend|month|quarter|year|time|day|days|weeks|months|years|${weekdays.join("|")}|${monthWord}|${Object.keys(seasons).join("|")})`;

/** The words of a "next" that is a time, for a lookahead after "next": " week", " few months". */
export const NEXT_TIME_AFTER = String.raw`\s+(?:(?:financial|fiscal|calendar|school|business|working|few|couple of|\d+|two|three|four|six)\s+)?${PERIOD}\b`;

const NEXT_TIME = new RegExp(String.raw`\bnext${NEXT_TIME_AFTER}`, "i");

/** Whether `text` dates something with "next" ("if we start next week"). */
export const saysNextAsTime = (text: string) => NEXT_TIME.test(text);

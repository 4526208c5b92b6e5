/**
 * A figure that is part of a system's name is no count of people: "finance is on Sage 50", "the
 * accounts team are on Sage 200", "logged in Orchard 7.2", "we run Windows 11". The text as the
 * readers of sizes read it: each version or edition after a capitalised name said where a system
 * is (after "on", "in", "into", "from", "with", "using", "via", "to"), or any dotted
 * version ("7.2"), left out. Dates and money read the text as typed.
 */
import { months, seasons, weekdays } from "./vocabulary";

const NAMED_FIGURE =
  /\b(on|in|into|from|with|using|via|to)\s+((?:\p{Lu}[\p{L}&-]*\s+){0,2}\p{Lu}[\p{L}&-]*)\s+v?(\d+(?:\.\d+)*)\b(?!\s*(?:%|[-‐]?(?:people|persons|staff|employees|heads|ftes?|users|seats|of (?:us|them))\b|k\b|m\b))/gu;
const DOTTED = /(\p{Lu}[\p{L}&-]*)\s+v?\d+\.\d+(?:\.\d+)*\b/gu;
/** Capitalised words a figure after which is a date, not a version. */
const DATE_WORDS = new Set([
  ...months,
  ...months.map((m) => m.slice(0, 3)),
  "sept",
  ...weekdays,
  ...Object.keys(seasons),
  "q",
  "fy",
  "year",
  "week",
  "phase",
  "christmas",
  "easter",
]);

/** The text with the figures of systems' names left out, for the readers of sizes. */
export function withoutVersions(text: string): string {
  if (!/\p{Lu}[\p{L}&-]*\s+v?\d/u.test(text)) return text;
  return text
    .replace(NAMED_FIGURE, (all, _pre: string, name: string) =>
      DATE_WORDS.has(name.split(/\s+/).at(-1)!.toLowerCase())
        ? all
        : all.replace(/\s+v?[\d.]+$/, ""),
    )
    .replace(DOTTED, "$1");
}

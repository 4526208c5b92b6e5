import { z } from "./zod";

/** A UTF-16 string with no lone surrogate (which cannot be stored or sent as UTF-8). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (text: string) => !loneSurrogate.test(text);

// C0 and C1 controls, and the bidirectional overrides that can disguise text in sales' tools.
// Tabs and line breaks survive where a value may span lines (the note).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlsAndBreaks = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Control characters removed; a single-line value also loses tabs and line breaks. */
export function stripControls(text: string, multiline: boolean): string {
  return multiline ? text.replace(controls, "") : text.replace(controlsAndBreaks, " ");
}

// Joiners a language needs: ZWNJ and ZWJ after a letter or virama of a script that shapes with
// them (Persian "می‌خواهم", Hindi half forms, Sinhala), before a letter or mark; Mongolian's vowel
// separator likewise. Latin, Greek and Cyrillic need none, so a joiner there only hides.
const joinerScripts = (
  "Arabic Syriac Nko Thaana Mongolian Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu " +
  "Kannada Malayalam Sinhala Myanmar Khmer"
)
  .split(" ")
  .map((s) => `\\p{sc=${s}}`)
  .join("");
const keptFormat = [
  `(?<=[${joinerScripts}])[\\u200C\\u200D\\u180E](?=[\\p{L}\\p{M}])`,
  // ZWJ inside an emoji sequence (👩‍💻, 🏳️‍🌈, 👨🏽‍💻).
  "(?<=[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\uFE0F])\\u200D(?=\\p{Extended_Pictographic})",
  // A subdivision flag (🏴 and tag letters, as England's): its tags are the flag.
  "\\u{1F3F4}[\\u{E0030}-\\u{E0039}\\u{E0061}-\\u{E007A}]{2,6}\\u{E007F}",
].join("|");
// Every other format character (Unicode Cf: zero-width space, bidi marks and isolates, BOM, soft
// hyphen, tags...) and the blank Hangul fillers: they show nothing, and serve to disguise.
const invisible = new RegExp(`(${keptFormat})|[\\p{Cf}\\u115F\\u1160\\u3164]`, "gu");

/**
 * Text as a visitor's is stored: NFKC, so fullwidth and other compatibility forms become the
 * letters and dots they look like ("ｅｖｉｌ．ｃｏｍ" is "evil.com", which the alerts can then
 * defang; "m²" becomes "m2", which we accept), without invisible characters except the joiners
 * above. Idempotent, and safe on text stored before.
 */
export const visitorText = (text: string) =>
  text
    .normalize("NFKC")
    .replace(invisible, (_, kept: string | undefined) => kept ?? "")
    // What was around a removed character may compose now ("e", ZWSP, U+0301 is "é").
    .normalize("NFC");

/**
 * A text input as the contracts take it: refused with `label`'s message if it holds a lone
 * surrogate, otherwise cleaned of control characters and normalised (`visitorText`) before the
 * field's own rules apply.
 */
export const cleanText = (label: string, multiline = false) =>
  z
    .string()
    .refine(isWellFormed, `${label} contains a character that can't be stored. Please retype it.`)
    .transform((v) => visitorText(stripControls(v, multiline)));

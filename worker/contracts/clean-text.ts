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

/**
 * A text input as the contracts take it: refused with `label`'s message if it holds a lone
 * surrogate, otherwise cleaned of control characters before the field's own rules apply.
 */
export const cleanText = (label: string, multiline = false) =>
  z
    .string()
    .refine(isWellFormed, `${label} contains a character that can't be stored. Please retype it.`)
    .transform((v) => stripControls(v, multiline));

/**
 * How a visit's touch travels (docs/decisions/026), without zod, so the browser can import it:
 * the tab keeps it in session storage under `TOUCH_STORAGE_KEY` (written by the pages' inline
 * script, client/lib/enhance.js, which repeats the key), and each call that stores something
 * sends it URI-encoded in the `TOUCH_HEADER` request header.
 */
export const TOUCH_HEADER = "x-clarity-touch";
export const TOUCH_STORAGE_KEY = "clarity.touch";
/** A header longer than this is ignored. */
export const TOUCH_MAX_CHARS = 2048;

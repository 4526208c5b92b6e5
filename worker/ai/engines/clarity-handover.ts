/**
 * The chat handed to a colleague (worker/language/handover.ts): said back in one line, so the one
 * taking over knows the roadmap so far stays and they can correct it here.
 */
import { handsOver } from "../../language/handover";

export const handoverWord = (said: string | undefined) =>
  said && handsOver(said)
    ? "Thanks for passing this on. Everything so far stays in the roadmap, and whoever picks it up can carry on right here — add to it or correct anything that's changed."
    : undefined;

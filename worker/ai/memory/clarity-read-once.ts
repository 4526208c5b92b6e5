/**
 * Readers of one message that its turn asks about the same words more than once (each clause of
 * a long message, a sentence said again), each answer kept for the message (read-once.ts). The
 * lists are handed out as copies: the callers add to what they get.
 */
import { readOnce, readOnceBy } from "../../language/read-once";
import { ifWorse } from "./clarity-if-worse";
import { measuredPains } from "./clarity-pains";
import { teamsAtWork } from "./clarity-teams-at-work";

const list = (found: string[]) => [...found];

/** `teamsAtWork`, read once per text. */
export const teamsAtWorkOnce = readOnce(teamsAtWork, list);

/** `measuredPains`, read once per sentence and drivers already noted. */
export const measuredPainsOnce = readOnceBy(
  (sentence: string, known: readonly string[] = []) => [sentence, known.join("\u0000")],
  measuredPains,
  list,
);

/** `ifWorse`, read once per sentence (its answer is never changed by the caller). */
export const ifWorseOnce = readOnce(ifWorse);

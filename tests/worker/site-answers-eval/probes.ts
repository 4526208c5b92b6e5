/**
 * SECOND PROBES for answers from the site's pages (docs/decisions/034): written after the fix,
 * new wordings of each class fixed, never tuned on; their first-time figure is the one reported.
 */
import type { AnswerCase } from "./case";

export const probes: readonly AnswerCase[] = [];

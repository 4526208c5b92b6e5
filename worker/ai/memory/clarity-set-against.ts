/**
 * Whether a sentence's risks set it against the project, so it gives no reason for it: people
 * set against the change, a past attempt, a doubt about a vendor, a weakness of today's data. A
 * finding from outside about the data ("the HSE audit found our inspection records incomplete")
 * or a sentence said as the reason ("why now: …") is why now all the same.
 */
import type { Risk } from "./clarity-memory";

/** Someone from outside who found something: an audit, an inspection, a regulator, an insurer. */
const FOUND_OUTSIDE =
  /\b(?:audit\w*|inspect\w*|regulators?|assessors?|insurers?|examiners?|reviewers?)\b[^.;!?]{0,40}?\b(?:found|flagged|raised|showed|highlighted|criticis\w*|criticiz\w*|marked|failed|picked up|came back)\b/i;

/** A sentence opened as the reason: "why now:", "the trigger:", "reason —". */
const AS_REASON =
  /^\W*(?:why now|why|the (?:trigger|reason)|trigger|reasons?|drivers?)\s*(?:[:—–]|\s-\s)/i;

const AGAINST = new Set(["adoption", "history", "vendor"]);

export const setAgainst = (said: string, risks: readonly Risk[]) =>
  risks.some(
    (r) =>
      AGAINST.has(r.id) || (r.id === "data" && !FOUND_OUTSIDE.test(said) && !AS_REASON.test(said)),
  );

/**
 * A period counted from a person's start (docs/decisions/033): "within her first 100 days", "in
 * his first 90 days", "during their first six months" — a new CEO's or CFO's — is a date: the
 * day the person started or starts ("our CEO started on 2 November", "the new MD joins in
 * January"; today when none is said) plus the period. The words are written as that date before
 * the dates are read ("… a decision by 10 February 2027"), and the person's own start, no step of
 * the project, as its verb alone.
 */
import * as chrono from "chrono-node/en";
import { monthNames } from "../contracts/months";
import { figures } from "./numbers";

const TENURE =
  /\b(?:within|in|during|inside|by the end of|before the end of|over)\s+(?:his|her|their|the new [\w-]+(?:['’]s)?)\s+first\s+(\d{1,3})\s+(days?|weeks?|months?)\b/i;

/** A person's start and the words of its date: "started on 2 November", "joins in January". */
const STARTED =
  /\b(started|joined|took over|came on board|was appointed|arrived|began|starts|joins|takes over|comes on board|is appointed|arrives|begins|will start|will join|is starting|is joining)\s+(?:with us\s+|here\s+)?((?:on|in|at the (?:start|beginning|end) of|last|this|next)\s+[^,;.!?]{1,24}?)(?=\s+(?:and|but|so|who|she|he|they)\b|[,;.!?]|$)/i;

const DAY_MS = 86_400_000;
const shown = (d: Date) => `${d.getUTCDate()} ${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** The words with a period counted from a person's start written as its date; else as they are. */
export function tenureDated(said: string, now: Date): string {
  // Most messages name no first days: one cheap look before the numbers are written as figures.
  if (!/\bfirst\b/i.test(said)) return said;
  const text = figures(said);
  const period = TENURE.exec(text);
  if (!period) return said;
  const start = STARTED.exec(text);
  const ahead = start ? !/^(?:started|joined|took|came|was|arrived|began)/i.test(start[1]!) : false;
  const from = (start && chrono.casual.parseDate(start[2]!, now, { forwardDate: ahead })) ?? now;
  const n = Number(period[1]);
  const unit = period[2]!.toLowerCase();
  const end = /^month/.test(unit)
    ? new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + n, from.getUTCDate()))
    : new Date(from.getTime() + n * (/^week/.test(unit) ? 7 : 1) * DAY_MS);
  const dated = text.replace(TENURE, `by ${shown(end)}`);
  return start ? dated.replace(start[0], start[1]!) : dated;
}

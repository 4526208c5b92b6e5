/**
 * A date said only to be turned down: "March won't work, let's say May", "Q1 is too ambitious, Q2
 * more realistic", "the spring is unrealistic". Its words are dropped before dates are read, so
 * the date put in its place stands (as "not May" is, in when.ts).
 */
import { months, seasons } from "./vocabulary";

const DATE = String.raw`(?:(?:early|mid|late)[- ])?(?:${[...months, ...Object.keys(seasons)].join("|")}|q[1-4]|h[12])(?:\s+20\d\d)?`;
const REJECTED = new RegExp(
  String.raw`\b${DATE}\s+(?:(?:won't|will not|wouldn't|would not|doesn't|does not|isn't going to|is not going to)\s+work|(?:is|seems|looks|feels|sounds)\s+(?:(?:way|far|much|a bit|a little|probably|likely|just|definitely)\s+)?(?:too\s+(?:ambitious|aggressive|tight|soon|early|optimistic|close|much)|unrealistic|not (?:realistic|doable|possible|feasible|achievable|going to happen)|out|off the table|a stretch))\b`,
  "gi",
);

const REJECTS = new RegExp(REJECTED.source, "i");

/** The words without the dates they turn down. */
export const withoutRejected = (t: string) => t.replace(REJECTED, " ");
/** Whether the words turn a date down: a correction of it (corrections.ts). */
export const rejectsDate = (t: string) => REJECTS.test(t);

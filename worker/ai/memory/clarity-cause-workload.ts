/**
 * A use case told as the work that hurts: a count of people doing the same task for a long
 * stretch ("60 agents answering where-is-my-parcel emails all day", "three planners re-keying
 * orders every day", "half the office chasing timesheets every friday"). Said in answer to "what's
 * pushing this now?" or anywhere, the load is why now; kept in their words from the count on.
 */
import { units } from "../../language/vocabulary";
import { phraseAround } from "./clarity-said";

/** Number words, from the language module's one table of them. */
const NUMBER = `(?:${Object.keys(units).join("|")})`;

/** Who: a count of people, or half a team. */
const WHO = String.raw`(?:\d[\d,]*|${NUMBER}|a (?:few|couple of|team of \d+)|several|half (?:the|our) [\p{L}-]+|most of (?:the|our) [\p{L}-]+)(?:\s+(?:[\p{L}-]+\s+){0,2}?(?:people|agents|staff|reps|clerks|admins|operators|handlers|planners|coordinators|ladies|lads|girls|guys|folks|of us|\p{L}+(?:ers|ors|ists|ants|ents)))?`;

/** What: a task of the day's work, said as an -ing verb. */
const TASK =
  "(?:answering|handling|processing|typing|keying|re-?keying|re-?typing|chasing|checking|entering|copying|matching|reading|sorting|replying to|responding to|fielding|taking|booking|logging|updating|filling in|scanning|printing|calling|phoning|ringing|reconciling|quoting|doing)";

/** How long: all day, every day, hours a week. */
const STRETCH = String.raw`(?:all day(?: long)?|all week|every (?:single )?day|each day|every (?:morning|afternoon|week|monday|tuesday|wednesday|thursday|friday)|day in,? day out|full[- ]time|most of the (?:day|week)|(?:\d+|${NUMBER}) hours? (?:a|per|each|every) (?:day|week))`;

const LOAD = new RegExp(String.raw`\b${WHO}\s+${TASK}\b[^.;!?]{0,80}?\b${STRETCH}\b`, "iu");

/** The load of work a sentence tells, as a phrase from its count; else undefined. */
export function workloadSaid(sentence: string): string | undefined {
  const m = LOAD.exec(sentence);
  if (!m) return undefined;
  return phraseAround(m[0], 0);
}

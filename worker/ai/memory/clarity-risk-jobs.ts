/**
 * A worry about jobs: people who fear the new system will replace them ("the receptionists fear
 * being replaced by it", "our agents are worried the bot takes their jobs", "I worry AI will
 * replace our claims handlers"). The label names who fears it as the prospect called them, the
 * verb agreeing with them: "Jobs: receptionists fear being replaced", "Jobs: the team fears being
 * replaced".
 */
import type { Risk } from "./clarity-memory";
import { fearedWho, subjectBefore, whoIn } from "./clarity-risk-people";

const JOBS =
  /(?:worried|afraid|fear\w*|scared|concerned|anxious|nervous)\b.{0,40}?(?:replac\w+|jobs?\b|redundan\w+|layoffs?)|(?:worried|afraid|fear\w*|scared|concerned|anxious|nervous)\b.{0,60}?\b(?:see|sees|read|reads|take|takes)\s+(?:it|this)\s+as\b.{0,40}?(?:jobs?\b|redundan\w+|layoffs?|job cuts|cuts)|job (?:losses|security)|(?:replace|eliminate) (?:them|us|people|agents|jobs)/i;

/** Whether a sentence fears for jobs: only then does its message say who is meant. */
export const jobsFeared = (sentence: string) => JOBS.test(sentence);

/** People replaced, named after the verb: "replace our claims handlers", "take the agents' jobs". */
const REPLACED =
  /\b(?:replac\w*|eliminat\w*|take|cost)\s+(?:the\s+|our\s+|their\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+s)(?:'|\b)(?:\s+jobs?)?/iu;

/** A word for people, or a plural: a subject that can fear for a job. */
const PEOPLE_LIKE = /(?:s|people|staff|crew|folk|personnel|team|workforce|department|union)$/i;
/** What is no one: the speaker, the system, a thing. */
const NO_ONE =
  /^(?:i|we|it|they|this|that|ai|the ai|the bot|bots|the system|systems|tools|jobs|some|many|most|a lot|lots)$/i;

const plural = (who: string) =>
  /(?:people|staff|crew|folk|personnel)$/i.test(who) || (/s$/i.test(who) && !/ss$/i.test(who));

/** The worry about jobs in one sentence, or undefined; `text` the message, for who is meant. */
export function jobsRiskOf(sentence: string, text: string): Risk | undefined {
  const m = JOBS.exec(sentence);
  if (!m) return undefined;
  const named = REPLACED.exec(sentence.slice(m.index))?.[1]?.toLowerCase();
  const subject = subjectBefore(sentence, m.index)?.replace(
    /\s+(?:are|is|were|was|all|really|very|quite|a bit|pretty|genuinely|openly)$/gi,
    "",
  );
  const people = (found: string[]) =>
    found.find((g) => /agents|reps|managers|staff|accountants|engineers/.test(g)) ?? found[0];
  const who =
    (named && !NO_ONE.test(named) ? named : undefined) ??
    (subject && PEOPLE_LIKE.test(subject) && !NO_ONE.test(subject) ? subject : undefined) ??
    fearedWho(sentence) ??
    people(whoIn(sentence)) ??
    people(whoIn(text)) ??
    "the team";
  const verb = plural(who) ? "fear" : "fears";
  // "see it as the first step to layoffs": job cuts feared, not being replaced by a tool.
  const cuts = !/replac/i.test(sentence) && /layoffs?|redundan|job cuts|\bcuts\b/i.test(sentence);
  return { id: "jobs", text: `Jobs: ${who} ${verb} ${cuts ? "layoffs" : "being replaced"}`, who };
}

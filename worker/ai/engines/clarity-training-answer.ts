/**
 * "Will the field techs need training?", "can the pickers cope with a new system?": a question
 * about how a team of theirs takes to the change. The pages give no training plan; what they say
 * is that the team tests a working prototype of the critical workflows hands-on, so how those
 * people cope shows up before anything is bought. Null when the question is none of these.
 */
import { more, sentenceOf } from "./clarity-situations";

/** Needing training, or coping with and learning the new way of working. */
const TRAINING =
  /\b(?:need|needs|require|requires|get|want)\s+(?:\w+\s+){0,3}training\b|\bbe (?:re-?)?trained\b|\b(?:cope|learn|pick up|get used to|adapt|struggle)\b/i;
/** Who is asked about: "will the field techs …", "would our installers …". */
const WHO =
  /\b(?:will|would|do|does|are|is|can|could|should|might)\s+(?:all\s+)?(?:the|our|my)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:need|require|have to|be able to|cope|learn|pick|get|adapt|struggle|manage|want)\b/iu;
/** Whom the question is about, when it names no team of theirs. */
const NOT_A_TEAM = /^(?:it|this|that|you|we|they|system|software|tool|app|vendor|consultants?)$/i;

/** The answer to a question whether a team of theirs will need training. */
export function trainingNeeded(question: string): string | null {
  if (!/\?/.test(question) || !TRAINING.test(question)) return null;
  const who = WHO.exec(question)?.[1];
  const team = who && !NOT_A_TEAM.test(who.split(/\s+/).at(-1)!) ? `the ${who}` : "your people";
  const tested = sentenceOf(/\byour team tests it hands-on\b/i, "/how");
  if (!tested) return null;
  const phase = tested.s.replace(/^[^:]*:\s*/, "");
  return `Our pages don't set out a training plan, but they do show how ${team} take to it before you buy: ${phase.replace(/\.$/, "")}. With one or two of ${team} on the core team, where they struggle becomes a requirement or a training need in the report, not a surprise after go-live. ${more(tested.p)}`;
}

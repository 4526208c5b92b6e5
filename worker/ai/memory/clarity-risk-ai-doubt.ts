/**
 * A doubt that the AI can do the job ("the clinical leads doubt it will read handwriting", "I
 * don't think AI can handle our exceptions", "our underwriters don't believe a model could judge
 * the odd claims", "AI can't cope with our accents"): trust in the AI, a risk of the project's to
 * test, never a doubt about us nor a reason. Who doubts is kept, the job in their words.
 */
import type { Risk } from "./clarity-memory";

/** What does the job: the AI by any of its names. */
const AGENT = String.raw`(?:(?:an?|the|any|this|our|your)\s+)?(?:AI|A\.I\.|model|LLM|bot|chatbot|machine|algorithm|automation|computer)\b`;
/** "It" or "the tool" doubted only at a mind's work: reading, judging, understanding. */
const IT = String.raw`(?:it|the (?:tool|system|software|thing))\b`;
const MINDS_WORK = String.raw`(?:read|understand|recogni[sz]e|judge|interpret|classify|triage|make sense of|tell (?:apart|the difference))`;
/** The AI's work: a mind's, or coping with what comes. */
const AI_WORK = String.raw`(?:${MINDS_WORK}|spot|learn|answer|decide|cope|handle|deal|get)`;
const CAN = String.raw`(?:can(?:'?t|not)?|could(?:n'?t)?|will|won'?t|would(?:n'?t)?|'ll|is (?:able|clever|smart) enough to|is able to|will ever|will never|can ever|can never)`;
const ADVERB = String.raw`(?:(?:really|actually|ever|properly|reliably|accurately|consistently)\s+)?`;
/** A doubt said: doubting, disbelieving, not convinced, sceptical. */
const DOUBT = String.raw`(?:doubts?|doubted|doubtful|don'?t (?:think|believe|trust|see how)|doesn'?t (?:think|believe|trust)|do not (?:think|believe)|not (?:convinced|sure|confident)|unconvinced|sceptical|skeptical|can'?t see how|no way|question whether|wonder if)`;

/**
 * "X doubt(s) [that] the AI can JOB", "doubt it will read JOB", "AI can't JOB", "don't trust a
 * machine to JOB" or "… with WORK".
 */
const DOUBTED = new RegExp(
  String.raw`\b${DOUBT}\b[^.!?]{0,30}?\b(?:that\s+)?(?:${AGENT}\s+${CAN}\s+${ADVERB}(${AI_WORK}\w*[^.!?,;]{0,50})|${IT}\s+${CAN}\s+${ADVERB}(${MINDS_WORK}\w*[^.!?,;]{0,50}))|\b${AGENT}\s+(?:can'?t|cannot|won'?t|will never|couldn'?t|could never)\s+${ADVERB}(${AI_WORK}\w*[^.!?,;]{0,50})|\b(?:don'?t|doesn'?t|do not|does not|wouldn'?t|won'?t|never|can'?t) trust\s+${AGENT}\s+(?:to\s+${ADVERB}(${AI_WORK}\w*[^.!?,;]{0,50})|with\s+([^.!?,;]{1,50}))`,
  "iu",
);

/** Who doubts, just before the doubt: "our underwriters" is "the underwriters"; "I" is nobody. */
const WHO_BEFORE =
  /\b((?:the|our|my|some of (?:the|our)|most of (?:the|our)|half (?:of )?(?:the|our))\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:are\s+|is\s+|still\s+|really\s+|all\s+)?$/iu;
function whoDoubts(before: string): string | undefined {
  const m = WHO_BEFORE.exec(before);
  return m ? m[1]!.replace(/^(?:our|my)\s+/i, "the ") : undefined;
}

/** The doubt of one sentence that the AI can do the job, as a risk. */
export function aiDoubt(sentence: string): Risk | undefined {
  const m = DOUBTED.exec(sentence);
  if (!m) return undefined;
  const job = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? `be trusted with ${m[5]}`)
    .trim()
    .replace(/\s+(?:because|since|as|so)\b.*$/i, "");
  const who = m[3] ? undefined : whoDoubts(sentence.slice(0, m.index));
  const verb = who && !/s$/i.test(who) ? "doubts" : "doubt";
  const text = `${who ? `${who} ${verb}` : "doubt"} that the AI can ${job}`;
  return { id: "adoption", text: `Trust in the AI: ${text}`, ...(who ? { who } : {}) };
}

/**
 * Words one of which every doubt of the AI holds (its doubt, its "can't", its "trust"): one cheap
 * look before the pattern that tries the AI's names at every place. Read without Unicode case
 * folding, so a text with the two letters that fold to "s" and "k" ("ſ", the Kelvin sign) is
 * read by the pattern whatever the look finds.
 */
const DOUBT_WORD =
  /doubt|don'?t|doesn'?t|do not|not (?:convinced|sure|confident)|unconvinced|sceptical|skeptical|can'?t|cannot|won'?t|will never|couldn'?t|could never|no way|question whether|wonder if|trust|[\u017f\u212a]/i;

/** Whether a message doubts that the AI can do the job (a risk, no doubt about us). */
export const aiDoubted = (text: string) => DOUBT_WORD.test(text) && DOUBTED.test(text);

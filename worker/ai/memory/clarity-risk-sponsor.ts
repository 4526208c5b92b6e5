/**
 * A leader not yet behind the project: "the MD isn't convinced", "our CFO is sceptical it's worth
 * the money", "half the board thinks we should just patch the old system", "the owner doesn't
 * really see the point". To a consultant that is the sponsorship risk — the one that stalls a
 * project before any user does — not a reason for the project nor a user's reluctance to adopt.
 * Doubts about us ("the MD isn't convinced by a simulation") are read before this, as ours.
 */
import type { Risk } from "./clarity-memory";

const LEADER = String.raw`(?:(?:half|some|most|part|two|three|a few|one|several|many)\s+(?:of\s+)?)?(?:the\s+|our\s+|my\s+)?(?:md|managing director|ceo|cfo|coo|cio|cto|fd|finance director|ops director|owners?|founders?|chair(?:man|woman)?|president|gm|general manager|board|directors?|partners|leadership(?: team)?|management(?: team)?|exec(?:utive)?s?(?: team)?|senior team|boss|family|shareholders|investors|trustees|principal|head ?teacher|dean)`;

const NOT_YET = String.raw`(?:(?:is|are|'s|'re)\s*(?:n'?t|not)|not)\s+(?:yet\s+|fully\s+|really\s+|entirely\s+|totally\s+|quite\s+|100%\s+)?(?:convinced|sold|on board|bought in|keen|behind it|behind this)`;
const WARY = String.raw`(?:is|are|'s|'re|seems?|sounds?)\s+(?:\w+\s+)?(?:sceptic\w*|skeptic\w*|unconvinced|lukewarm|on the fence|hesitant|reluctant|resistant|against (?:it|this|the idea)|dubious|doubtful|not a fan)`;
const DOUBTS = String.raw`(?:doesn'?t|don'?t|does not|do not)\s+(?:really\s+|quite\s+|fully\s+)?(?:see the (?:point|need|value|case)|buy (?:it|into it|the case)|think we need (?:it|one|this|a new)|want (?:to spend|it|this))`;
const ELSE = String.raw`(?:thinks?|reckons?|says?|feels?|believes?)\s+(?:that\s+)?we\s+(?:should|could|can|ought to)\s+(?:just\s+)?(?:patch|stay|keep|stick|make do|wait|fix|live with)`;
/** Interest that will fade: "the MD will lose interest after the first month", "get bored". */
const FADES = String.raw`(?:will|'ll|might|may|could|would|tends? to|always)\s+(?:\w+\s+)?(?:lose interest|get bored|lose focus|go cold|move on to (?:the next|something else)|drift off|switch off|check out)`;
const NEEDS = String.raw`(?:needs?|will need|still needs?)\s+(?:some\s+|a lot of\s+)?(?:convincing|persuading|persuasion|to be (?:convinced|persuaded|won over)|winning over)|(?:has|have|got|getting)\s+cold feet`;

const SPONSOR = new RegExp(
  String.raw`\b(${LEADER})\s+(?:(?:still|also|really|frankly|honestly|himself|herself|themselves)\s+)*(?:${NOT_YET}|${WARY}|${DOUBTS}|${ELSE}|${NEEDS}|${FADES})\b`,
  "i",
);

/** The sponsorship risk a sentence voices, naming the leader as said ("the MD", "half the board"). */
export function sponsorDoubt(sentence: string): Risk | undefined {
  const m = SPONSOR.exec(sentence);
  if (!m) return undefined;
  const who = m[1]!
    .replace(/^(?:the|our|my)\s+/i, "")
    .replace(/^(md|ceo|cfo|coo|cio|cto|fd|gm)$/i, (s) => s.toUpperCase());
  const named =
    /^[A-Z]{2,3}$/.test(who) ||
    /^(?:half|some|most|part|two|three|a few|one|several|many)\b/i.test(who)
      ? who
      : who.toLowerCase();
  const state = /lose|bored|cold|move on|drift|switch off|check out/i.test(m[0])
    ? "may lose interest"
    : "not yet convinced";
  return { id: "sponsorship", text: `Sponsorship: ${named} ${state}`, who: named };
}

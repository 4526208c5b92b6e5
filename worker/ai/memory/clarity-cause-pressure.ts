/**
 * Why now, told as pressure rather than as a reason: an ultimatum from outside ("give them online
 * tracking by March or they'll walk", "every inspection must have a photo, or they will not cover
 * us", "if we don't have it we lose 60% of turnover") and a number going the wrong way ("lost
 * linen is up 18% on last year", "margins are down 4 points"). The driver is the demand or the
 * number, in the prospect's words, shortened. Linear: two patterns per sentence.
 */
import { readOnce } from "../../language/read-once";
import { lowerOpening } from "./clarity-opening";

/** The threat that closes an ultimatum: "or they'll walk", "or we lose the contract". */
const THREAT =
  /,?\s+(?:or(?: else)?|otherwise)\s+(?:they|he|she|we|the \w+)(?:'ll|'d| will| would| are going to)?\s+(?:(?:not|never|no longer)\s+)?(?:walk|leave|go elsewhere|take (?:their|the) \w+ elsewhere|cover|insure|renew|pay|drop|pull|cancel|stop|lose|fine|switch|move|terminate|end)\w*\b|,?\s+or\s+(?:they|we)\s+(?:won'?t|can'?t|cannot|will not)\s+\w+/i;
/** "if we don't have it, we lose 60% of turnover": a loss said as the price of doing nothing. */
const LOSS_IF_NOT =
  /\bif (?:we|they) (?:don'?t|do not|dont|can'?t|cannot|fail to)\b[^,.;]{0,40}?,?\s+(?:we|they)(?:'ll| will| would)?\s+(lose|lost|miss)\s+([^,.;]{3,40})/i;

/**
 * A tender, contract or framework closing or ending on a date: "council tender for the school
 * routes closes 30 june". The date is the tender's; the tender is why now.
 */
const CLOSING =
  /\b((?:(?:the|our|a|an)\s+)?(?:[\p{L}-]+\s+)?(?:tender|framework|bid|re-?tender|contract renewal)(?:\s+(?:for|with|from)\s+(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,2})?\s+(?:closes|ends|expires|is due|goes out|opens))\b/iu;

/** Things that are bad when they rise; and good things, bad when they fall. */
const BAD = String.raw`(?:lost|missing|missed|late|failed|wrong|damaged)\s+[\p{L}-]+|(?:complaints?|errors?|mistakes?|returns?|waste|scrap|overtime|costs?|churn|arrears|debt|write-?offs?|no-?shows?|breakages?|claims?|delays?|backlogs?|defects?|rework|credit notes?|refunds?|cancellations?|absence|sickness|turnover of staff|staff turnover)`;
const GOOD = String.raw`(?:sales|revenue|margins?|profits?|orders|bookings|conversions?|satisfaction|nps|retention|occupancy|utili[sz]ation|renewals?|on-time (?:delivery|rate)|productivity|cash)`;
/** "lost linen is up 18% on last year", "margins are down 4 points": the subject, the move, the size. */
const WRONG_WAY = new RegExp(
  String.raw`(?:^|\b(?:our|the|and|but|as well,?)\s+)((?:[\p{L}-]+\s+){0,2}?(?:${BAD}))\s+(?:is|are|has|have|'s|'re)?\s*(?:gone\s+|going\s+|been\s+)?(up|rising|risen|climbing|doubled|tripled)\s+(?:by\s+)?(\d+(?:\.\d+)?\s*(?:%|percent|per cent|points?)(?:\s+(?:on|since|from|in|over)\s+(?:last|the last|this)\s+\w+)?)|(?:^|\b(?:our|the|and|but)\s+)((?:[\p{L}-]+\s+){0,2}?${GOOD})\s+(?:is|are|has|have|'s|'re)?\s*(?:gone\s+|been\s+)?(down|falling|fallen|dropping|dropped|slipping|halved)\s+(?:by\s+)?(\d+(?:\.\d+)?\s*(?:%|percent|per cent|points?)(?:\s+(?:on|since|from|in|over)\s+(?:last|the last|this)\s+\w+)?)`,
  "iu",
);

/** The demand before the threat, shortened to its first clause of at most 48 characters. */
function demandBefore(sentence: string, at: number): string | undefined {
  const before = sentence.slice(0, at).replace(/^.*(?::|;|\s[—–]\s)\s*/, "");
  const words = before.replace(/[,.\s]+$/, "").trim();
  if (words.split(/\s+/).length < 3) return undefined;
  const cut = words.length <= 48 ? words : words.slice(0, words.lastIndexOf(" ", 48));
  return lowerOpening(cut.replace(/\s+(?:and|or|the|a|an|of|to|for|by|in|on)$/i, ""), sentence);
}

/** The one pressure a sentence tells, as a driver, or undefined. */
function pressureOf(sentence: string): string | undefined {
  const threat = THREAT.exec(sentence);
  if (threat) return demandBefore(sentence, threat.index);
  const loss = LOSS_IF_NOT.exec(sentence);
  if (loss) return `${loss[2]!.trim()} at stake`;
  const closing = CLOSING.exec(sentence);
  if (closing) return closing[1]!.replace(/\s+(?:on|by|at|in)$/i, "").toLowerCase();
  const m = WRONG_WAY.exec(sentence);
  if (!m) return undefined;
  const [subject, move, size] = m[1] ? [m[1], m[2], m[3]] : [m[4]!, m[5], m[6]];
  return `${subject!.toLowerCase().replace(/^(?:our|the)\s+/, "")} ${/^(?:up|down)$/i.test(move!) ? move!.toLowerCase() : move} ${size}`;
}

/** The one pressure a sentence tells, kept by its words (a sentence said again is read once). */
export const pressureSaid = readOnce(pressureOf);

/** Whether a sentence is an ultimatum: its "or they will not …" is the demand's, no worry. */
export const ultimatum = readOnce(
  (sentence: string) => THREAT.test(sentence) || LOSS_IF_NOT.test(sentence),
);

/** Whether a sentence's date is a tender's or a contract's closing, not the project's. */
export const closingDate = readOnce((sentence: string) => CLOSING.test(sentence));

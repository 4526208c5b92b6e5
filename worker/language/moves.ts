/**
 * Today's system and the target in one sentence: "moving from Sage to NetSuite", "replace QuickBooks
 * with Xero", "migrating off SAP B1 onto Dynamics", "Excel → HubSpot", "leaving Pipedrive for
 * Salesforce". The reader that knows product names (Clarity's memory) names each side; the words
 * here only say which side of the move a name is on.
 */
import { tame } from "./normalise";

export interface Move {
  /** The words naming what runs today. */
  today: string;
  /** The words naming the target. */
  target: string;
  /**
   * The move is over ("we swapped Sage for Xero in 2023"): the target runs today and what it
   * replaced runs nowhere. Absent while it is still to come.
   */
  done?: true;
}

/**
 * A move told in the past: a verb's past form right after who did it, with no modal or "if"
 * before ("we swapped…", "finance moved…", "we've already migrated…"); "we want X replaced" has
 * the name first and never matches.
 */
const DONE =
  /(?<!\b(?:if|unless|whether|would|should|could|will|to|be|been|being|get|got)\s+(?:\w+\s+)?)\b(?:we|they|i|finance|it|\p{Ll}+)\s+(?:(?:'ve|have|had|already|recently|just|finally|eventually)\s+){0,2}(?:swapped|moved|switched|migrated|replaced|went|changed|upgraded|transitioned|ditched|dropped|left)\s/iu;
/** A past move that is a plan's past ("we moved the go-live"): only with a time gone by, or "'ve". */
const PAST_TIME =
  /\b(?:last|ago|back in|in (?:19|20)\d\d|years? back|a while back|already|previously|recently|before|'ve|have|had|since)\b/i;
/** Whether the move in `sentence`, whose verb starts at `at`, has already happened. */
const doneAt = (sentence: string, at: number) => {
  const m = DONE.exec(sentence.slice(Math.max(0, at - 40), at + 16));
  return m !== null && PAST_TIME.test(sentence);
};

const END = String.raw`(?=[,.;!?)]|$|\s+(?:because|since|as|and we|but|by|before|in\s+(?:q[1-4]|20\d\d|the)|next|this|within|for (?:our|the)|so that))`;
const patterns: { re: RegExp; today: number; target: number; needs?: RegExp }[] = [
  {
    re: new RegExp(
      String.raw`\b(?:mov\w*|migrat\w*|switch\w*|transition\w*|go(?:ing)?|upgrad\w*|port\w*|chang\w*|shift\w*)\s+(?:away\s+)?(?:from|off(?: of)?)\s+(.{2,60}?)\s+(?:to|onto|into|over to|for|in favou?r of)\s+(.{2,60}?)${END}`,
      "i",
    ),
    today: 1,
    target: 2,
  },
  {
    re: new RegExp(
      String.raw`\b(?:replac\w*|swap\w*|switch\w*\s+out)\s+(.{2,60}?)\s+(?:with|by|for)\s+(.{2,60}?)${END}`,
      "i",
    ),
    today: 1,
    target: 2,
  },
  // The target first, then what it replaces: "looking at HubSpot to replace Pipedrive".
  {
    re: new RegExp(
      String.raw`(?:^|[,;:]\s*)([^,;:]{2,60}?)\s+(?:to replace|to take over from|to retire|to phase out|as (?:a|the|our) replacement for)\s+(.{2,60}?)${END}`,
      "i",
    ),
    today: 2,
    target: 1,
  },
  {
    re: new RegExp(
      String.raw`\b(?:leav\w*|ditch\w*|drop\w*|dump\w*|retir\w*|sunset\w*|decommission\w*|phas\w* out)\s+(.{2,60}?)\s+(?:for|in favou?r of|with)\s+(.{2,60}?)${END}`,
      "i",
    ),
    today: 1,
    target: 2,
  },
  // Said of the system: "Sage is being replaced by Xero", "VetPro will be swapped out for ezyVet".
  {
    re: new RegExp(
      String.raw`(?:^|[,;:]\s*|\b(?:our|the)\s+)([^,;:]{2,60}?)\s+(?:is|are|will be|'s|gets?|is getting)\s+(?:being\s+|to be\s+|going to be\s+|finally\s+)?(?:replaced|swapped(?: out)?|superseded|retired)\s+(?:by|with|for)\s+(.{2,60}?)${END}`,
      "i",
    ),
    today: 1,
    target: 2,
  },
  // "switched to Xero from QuickBooks": before the verbless reading takes "we switched" for a side.
  {
    re: new RegExp(
      String.raw`\b(?:mov\w*|migrat\w*|switch\w*|go(?:ing)?)\s+(?:to|onto)\s+(.{2,60}?)\s+from\s+(.{2,60}?)${END}`,
      "i",
    ),
    today: 2,
    target: 1,
  },
  // No verb: "from Sage to NetSuite", and a terse opener "Sage to NetSuite, 150 staff".
  {
    re: new RegExp(
      String.raw`(?:\bfrom|^\W*)\s*([\w .'-]{2,40}?)\s+(?:to|onto)\s+([\w .'-]{2,40}?)${END}`,
      "i",
    ),
    today: 1,
    target: 2,
  },
  {
    re: new RegExp(String.raw`([\w .'-]{2,40}?)\s*(?:->|→|=>)\s*([\w .'-]{2,40}?)${END}`, "i"),
    today: 1,
    target: 2,
    // Tried at every letter, each try up to 40 long: only where an arrow is.
    needs: /->|→|=>/,
  },
];

/** A word every pattern above needs: most sentences have none, and then none runs. */
const MOVE_WORD =
  /\b(?:supersed|mov|migrat|switch|transition|go|upgrad|port|chang|shift|replac|swap|leav|ditch|drop|dump|retir|sunset|decommission|phas|get|off|away|onto|from)|->|→|=>|^\W*[\w .'-]{2,40}?\s+to\s/i;

/** A system said to be going, with nothing named in its place. */
const REPLACED_ALONE =
  /(?:^|[,;:]\s*|\b(?:our|the)\s+)([^,;:]{2,40}?),?\s+(?:is|are|will be)\s+(?:being\s+|to be\s+|going to be\s+)(?:replaced|retired|decommissioned|phased out)(?=[,.;!?]|$)/i;

/** The move a sentence describes, or undefined. */
export function readMove(said: string): Move | undefined {
  if (!MOVE_WORD.test(said)) return undefined;
  const sentence = tame(said).slice(0, 300);
  for (const p of patterns) {
    if (p.needs && !p.needs.test(sentence)) continue;
    const m = p.re.exec(sentence);
    if (!m) continue;
    const move: Move = { today: m[p.today]!.trim(), target: m[p.target]!.trim() };
    return doneAt(sentence, m.index) ? { ...move, done: true } : move;
  }
  // "off X" / "away from X" / "replace X" alone: today's system, no target named.
  const off =
    /\b(?:mov\w*|migrat\w*|get(?:ting)?|switch\w*)\s+(?:away from|off(?: of)?)\s+(.{2,60}?)(?=[,.;!?]|$|\s+(?:because|and|but|by|before))/i.exec(
      sentence,
    );
  if (off) return { today: off[1]!.trim(), target: "" };
  // "Proclaim is being replaced", "our PMS is being retired": today's system, no target named.
  const replaced = REPLACED_ALONE.exec(sentence);
  return replaced ? { today: replaced[1]!.trim(), target: "" } : undefined;
}

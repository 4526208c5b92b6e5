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
}

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
  {
    re: new RegExp(
      String.raw`\b(?:mov\w*|migrat\w*|switch\w*|go(?:ing)?)\s+(?:to|onto)\s+(.{2,60}?)\s+from\s+(.{2,60}?)${END}`,
      "i",
    ),
    today: 2,
    target: 1,
  },
];

/** A word every pattern above needs: most sentences have none, and then none runs. */
const MOVE_WORD =
  /\b(?:mov|migrat|switch|transition|go|upgrad|port|chang|shift|replac|swap|leav|ditch|drop|dump|retir|sunset|decommission|phas|get|off|away|onto|from)|->|→|=>|^\W*[\w .'-]{2,40}?\s+to\s/i;

/** The move a sentence describes, or undefined. */
export function readMove(said: string): Move | undefined {
  if (!MOVE_WORD.test(said)) return undefined;
  const sentence = tame(said).slice(0, 300);
  for (const p of patterns) {
    if (p.needs && !p.needs.test(sentence)) continue;
    const m = p.re.exec(sentence);
    if (m) return { today: m[p.today]!.trim(), target: m[p.target]!.trim() };
  }
  // "off X" / "away from X" / "replace X" alone: today's system, no target named.
  const off =
    /\b(?:mov\w*|migrat\w*|get(?:ting)?|switch\w*)\s+(?:away from|off(?: of)?)\s+(.{2,60}?)(?=[,.;!?]|$|\s+(?:because|and|but|by|before))/i.exec(
      sentence,
    );
  return off ? { today: off[1]!.trim(), target: "" } : undefined;
}

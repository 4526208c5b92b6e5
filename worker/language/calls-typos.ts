/**
 * A call's verb typed in a hurry, before "me" or "us": "cal me", "pls rign me", "phnoe us" is
 * "call", "ring", "phone" (docs/decisions/033). Only the slips that make no other word: a letter
 * dropped, doubled or two swapped — not one changed, which makes real words ("tell", "bring" is
 * an added letter and stays "bring"). The few such slips that are words ("all", "rig", "hone")
 * are left alone.
 */
import { wordTable } from "./word-table";

const VERBS = ["call", "ring", "phone"];

function slips(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    out.push(word.slice(0, i) + word.slice(i + 1)); // dropped
    out.push(word.slice(0, i + 1) + word[i] + word.slice(i + 1)); // doubled
    if (i < word.length - 1) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)); // swapped
  }
  return out;
}

const WORDS = new Set(["all", "rig", "hone", "pone", "ring", "call", "phone"]);
const SLIPS: Record<string, string> = wordTable({});
for (const verb of VERBS)
  for (const slip of slips(verb)) if (!WORDS.has(slip) && !(slip in SLIPS)) SLIPS[slip] = verb;

const SLOT = new RegExp(`\\b(${Object.keys(SLIPS).join("|")})(?=\\s+(?:me|us)\\b)`, "gi");

/** The text with a call's verb mended where it was slipped before "me" or "us". */
export function mendedCallVerbs(text: string): string {
  return text.replace(SLOT, (slip) => SLIPS[slip.toLowerCase()] ?? slip);
}

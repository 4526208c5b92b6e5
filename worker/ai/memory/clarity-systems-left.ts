/**
 * Systems a message names as the ones being left: "we're moving off Sage 200 onto NetSuite", "we
 * outgrew quickbooks", "swap QuickBooks for Business Central", "Sage 200 → NetSuite", "GP is end of
 * life", "Sage is too old". They run today (the roadmap keeps them under systems), but the new platform replaces
 * them: the reply says so, never that the new one has to live with them.
 */
import { productTypes } from "./clarity-platform-names";

/** A word of leaving right before a system's name ("off", "outgrew", "replace our old"). */
const BEFORE = String.raw`(?:off(?:\s+of)?|(?:end(?:s|ing)?|stop(?:s|ping)?|drop(?:s|ping)?|pull(?:s|ing)?)\s+(?:\w+\s+)?(?:support|patch\w*|updates|maintenance)\s+(?:for|of|on)|outgr[eo]w\w*|leav(?:e|es|ing)|replac(?:e|es|ing)|swap(?:s|ping)?(?:\s+out)?|ditch(?:es|ing)?|dump(?:s|ing)?|retir(?:e|es|ing)|sunset(?:s|ting)?|decommission(?:s|ing)?|phas(?:e|es|ing)\s+out|get(?:ting)?\s+rid\s+of|(?:mov|migrat|switch|transition)(?:e|es|ed|ing)?\s+(?:away\s+)?from|go(?:ing)?\s+from|away\s+from)\s+(?:(?:our|the|their|old|current|legacy|ageing|aging|existing)\s+)*`;

/** A system's end said after it: "is end of life", "'s going out of support", "are being replaced". */
const ENDS = String.raw`(?:\s+(?:system|software|install|set-?up|version|server|package|instance))?(?:,?\s+which|\s+(?:that\s+|which\s+)?we\s+(?:use|run|have))?(?:\s+is|'s|\s+are|\s+goes|\s+will|\s+will be|\s+is being)\s+(?:end[- ]of[- ]life|(?:going|go|goes)\s+out of support|out of support|no longer (?:be\s+)?supported|(?:lose|losing)\s+(?:\w+\s+)?support|discontinued|being (?:replaced|retired|sunset|switched off|discontinued)|going away|(?:(?:so|too|very|really|pretty|far too|way too|getting|now|totally|completely)\s+)*(?:old|ancient|outdated|out of date|obsolete|antiquated|archaic|dying|creak(?:ing|y)|on its last legs|falling apart|unsupported|not fit for purpose))`;

/** What follows a system said as left ("Sage 200 → NetSuite", "Sage is end of life"). */
const AFTER = String.raw`(?:\s*(?:→|->|=>)|${ENDS})`;

/** "it's end of life", "it is going out of support": the system just named ends. */
const IT_ENDS = new RegExp(String.raw`\bit${ENDS}`, "i");

/** A word of change anywhere: a message without one leaves nothing. */
const CHANGE =
  /\b(?:off|outgr|leav|replac|swap|ditch|dump|retir|sunset|decommission|phas|rid|from|end[- ]of[- ]life|support|patch|discontinu|creak|being|old|ancient|outdated|out of date|obsolete|antiquated|archaic|dying|last legs|falling apart|fit for purpose)|→|->|=>/i;

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The words `text` names `system` by when the tables know it by another label ("Navision" for
 * Dynamics NAV, "Exact Globe" for Exact): the prospect's words are where the ending is said.
 */
function saidAs(text: string, system: string): string[] {
  const words: string[] = [];
  for (const [re, label] of productTypes) {
    if (label !== system) continue;
    const m = new RegExp(re.source, re.flags.replace("g", "")).exec(text);
    if (m && m[0] !== system) words.push(escaped(m[0].trim()));
  }
  return words;
}

/**
 * Of `systems` (names this message added), those it says are being left. A move said "to" them
 * ("moving from Excel to HubSpot" where HubSpot is a system) never is: the word before decides.
 */
export function systemsLeft(text: string, systems: readonly string[]): string[] {
  if (!systems.length || !CHANGE.test(text)) return [];
  // "We're on Dynamics GP 2016 and it's going out of support": the one system named is "it".
  if (systems.length === 1 && IT_ENDS.test(text)) return [...systems];
  return systems.filter((s) => {
    // "Sage 50 … Sage is end of life": the family's name is the edition's.
    const family = /^\p{Lu}[\p{L}]{2,}\s/u.test(s) ? `|${escaped(s.split(" ")[0]!)}` : "";
    const aliases = saidAs(text, s)
      .map((a) => `|${a}`)
      .join("");
    // "Navision 2009", "AX 2012": the version said after the name is the same system.
    const name = `(?:${escaped(s)}${family}${aliases})(?:\\s+\\d[\\d.]*)?`;
    return new RegExp(String.raw`\b${BEFORE}${name}\b|\b${name}${AFTER}`, "i").test(text);
  });
}

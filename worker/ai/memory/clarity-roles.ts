/**
 * The part a platform plays where a message names it, read from the words around it: a system
 * the project must connect to ("sync with NetSuite"), one the company runs today ("we run
 * Salesforce", "HubSpot, and that's staying"), one it is leaving ("move off SAP"), or the target
 * ("move to NetSuite", the default), one turned down or someone else's. The table of the words
 * that say so: clarity-role-words.ts.
 */
import { type Role, roles } from "./clarity-role-words";

export type { Role } from "./clarity-role-words";

/** A name that is neither the project nor a system of theirs: turned down, or someone else's. */
export const isOut = (role: Role) => role === "rejected" || role === "others";

/** Words that tie a name to the one before it ("we run Salesforce for sales and HubSpot…"). */
const joined = /^[^.;!?]{0,40}$/;
// "sage+excel", "excel/sage": a list typed tight is a list.
const joiner = /,|\band\b|\bplus\b|\bas well as\b|&|\+|\s\/\s|^\/$|\s\|\s/i;
// "the planners", "the two buyers", "the pickers": people by their work, no choice made.
// "we outgrew pipedrive, signed with HubSpot": a contract signed is a choice made, no list.
const newVerb =
  /\b(?:(?:want|need|move|moving|switch|migrat|implement|roll|adopt|buy|look|evaluat|consider|weigh|shortlist|plan|deploy|pick|chose|choos|select|settl|opt|prefer|favou?r|go(?:ing)? with|target|eye|explor|assess|trial|demo|lean|think|candidate|option|contender)(?!n?ers?\b)\w*|sign(?:ed|ing)?\s+(?:up\s+)?with)/i;

/** Whether the words between two names make them items of one list ("X, Y in the stores and Z"). */
export const listJoins = (between: string) =>
  joined.test(between) && joiner.test(between) && !newVerb.test(between);

/** Words after a name that make it where they are going: "is where we want to end up". */
const TARGET_AFTER =
  /^\s*(?:is|are|'s)\s+(?:where|what|the one|the (?:platform|system|tool|crm|erp) (?:that\s+)?)\s*(?:we|i)(?:'d|'re|'ve|\s+(?:would|want|need|are|have|plan|hope|aim))?\s+(?:\w+\s+){0,2}?(?:end up|go(?:ing)?|head(?:ed|ing)?|land(?:ed)?(?: on)?|settled on|chose|chosen|picked|moving to|want|need|like)\b/i;

/** The words before a name back to the last comma or semicolon: the part that says its role. */
const lastPart = (before: string) =>
  before.slice(Math.max(before.lastIndexOf(","), before.lastIndexOf(";")) + 1);

/** The words before a name, back to its clause's start (at most 80 characters). */
const clauseBefore = (text: string, start: number) =>
  text.slice(Math.max(0, text.lastIndexOf(".", start - 1) + 1, start - 80), start);

/**
 * The role of a name found at [start, end) of `text`, given the role of the name before it; with
 * no word around it that says, `fallback` (what the conversation says: `defaultRole`).
 */
export function roleAt(
  text: string,
  start: number,
  end: number,
  previous?: { end: number; role: Role },
  fallback: Role = "target",
): Role {
  const before = clauseBefore(text, start);
  const after = text.slice(end, end + 60);
  for (const { role, before: b, after: a, unless, unlessBefore, notIf, andAfter } of roles)
    if (
      (b?.test(before) &&
        !unless?.test(after) &&
        !notIf?.test(lastPart(before)) &&
        (!andAfter || andAfter.test(after))) ||
      (a?.test(after) && !unlessBefore?.test(before))
    )
      return role;
  // "SAP out, Business Central in": the one coming in is the target, whatever went before.
  if (/^\s+in\b\s*(?:[,.;!?—–-]|$)/i.test(after)) return "target";
  // "hubspot today, salesforce is where we want to end up": its own words make it the target,
  // however it follows a name run today.
  if (TARGET_AFTER.test(after)) return "target";
  if (previous && previous.role !== "target" && previous.role !== "linked") {
    if (listJoins(text.slice(previous.end, start))) return previous.role;
  }
  return fallback;
}

/** What the conversation so far says about a name said with no word of its role. */
export interface RoleContext {
  /** The question Clarity asked last (an id of `questions` in clarity-interview.ts). */
  lastAsked?: string;
  /**
   * Kinds of system said as being left whose platform is not named yet ("replace our ERP"), "any"
   * when no kind was said ("replace our accounting software").
   */
  leaving?: readonly string[];
  /** The project's platform is chosen ("moving to NetSuite"): other names live beside it. */
  chosen?: boolean;
}

/** Words of a choice being made, before a name ("we'd like", "probably") or after it. */
const CHOOSING_BEFORE = new RegExp(
  String.raw`(?:${newVerb.source}|\b(?:probably|maybe|perhaps|ideally|likely|hopefully|preferably|new|next|future|likes?|liked|loves?|keen on|pushing for|buy|or|vs|versus|actually|instead|rather|decided|changed)\b)[^,.;!?]*$`,
  "i",
);
/** Whether the words before a name say a choice is being made ("we'd like", "probably"). */
export const choosingBefore = (text: string, start: number) =>
  CHOOSING_BEFORE.test(clauseBefore(text, start));
// "X is still in the running", "Y is also on the shortlist": a candidate said as one.
const CHOOSING_AFTER =
  /^\W{0,3}(?:probably|maybe|perhaps|ideally|most likely|likely|hopefully|instead|i think|i guess|i'd say|we think|(?:is|are|'s)\s+(?:still\s+|also\s+)?(?:in the (?:running|mix|frame)|on (?:the|our) (?:list|shortlist|radar)|(?:an|another) option|a contender|a candidate))\b/i;

/**
 * The part a platform plays when no word around it says: the conversation decides. A name given
 * in answer to "which systems…?", or of the kind the prospect said they are replacing before
 * naming it ("replace our ERP", then "Mostly Sage 50 and Excel"), or said once the project's
 * platform is chosen, is what runs today; a name with words of a choice around it, or said in any
 * other context, is the target.
 */
export function defaultRole(
  context: RoleContext | undefined,
  type: string | undefined,
  text: string,
  start: number,
  end: number,
): Role {
  if (!context) return "target";
  const replacing = context.leaving?.some((t) => t === "any" || type === undefined || t === type);
  if (context.lastAsked !== "systems" && !replacing && !context.chosen) return "target";
  if (CHOOSING_BEFORE.test(clauseBefore(text, start))) return "target";
  if (CHOOSING_AFTER.test(text.slice(end, end + 40))) return "target";
  // A name in a question is asked about ("Is CPQ right or DealHub?"), not said to be in use.
  if (/^[^.!?]*\?/.test(text.slice(end, end + 200))) return "target";
  return "current";
}

/**
 * Words that say the platforms named are options being compared, not one chosen; weighed already
 * too ("we looked at hubspot and zoho crm", "considered X and Y", "had demos from X and Y", "we
 * demoed X and Y"); one favoured over another ("probably X, though Y is in the running", "the
 * board likes X, finance prefers Y").
 */
export const comparing =
  /\b(?:or|vs\.?|versus|between|shortlist\w*|compar\w*|decid\w*|choos\w*|weigh\w*|evaluat\w*|torn|candidates?|options|contenders|finalists|eyeing|consider(?:ing|ed)|look(?:ing|ed) at|had a look at|demo(?:s|ed|'d)?|trial(?:l?ed|l?ing)|piloted|prefer\w*|favou?r\w*|front-?runner|lean\w*|probably|likes?|keen on|in the (?:running|mix|frame))\b/i;

import { choosingBefore } from "./clarity-roles";

/**
 * A kind of system said with the product that is it: "a WMS called Mantis", "our CRM is basically
 * Outlook", "the ERP, which is Odoo", "Mantis (our WMS)", "Capsule is our CRM". The product stands
 * for the kind: the kind is theirs today, no project and no second system beside its product.
 */

/** A name: a capital, or a short lower-case start before one ("iManage"). */
const NAME = String.raw`(?:\p{Lu}|\p{Ll}{1,4}\p{Lu})`;
/** Words that hedge what the kind is without changing it: "basically", "pretty much just". */
const HEDGE = String.raw`(?:(?:basically|essentially|effectively|really|actually|literally|mostly|largely|just|only|still|currently|pretty much|more or less|in effect|nothing more than)\s+)`;
/** "a tool called", "some old package named", "an app by the name of". */
const CALLED_THING = String.raw`(?:(?:an?|the|this|some|one)\s+(?:[\w-]+\s+){0,2}?(?:tool|system|thing|product|package|app|application|platform|program|programme|software|solution)\s+)?(?:called|named|by the name of)\s+`;

/** After the kind: the product that is it. */
const NAMED_AFTER = new RegExp(
  String.raw`^\s*(?:,\s*)?(?:(?:(?:which|that)\s+)?(?:is|are|was|=|:)\s+${HEDGE}*(?:${CALLED_THING})?|${CALLED_THING}|\(\s*)${NAME}`,
  "u",
);

/** Before the kind: "Mantis (our ", "Capsule is our ", "Opera as our " ("Honestly, our" is none). */
const NAMED_BEFORE = new RegExp(
  String.raw`${NAME}[\p{L}\d.+&-]*(?:\s*\(\s*|\s+(?:is|as|=)\s+)(?:our|the|their|my)\s+(?:main\s+|current\s+|existing\s+|old\s+)?$`,
  "u",
);

/** A change said before the kind ("switching ERP: SAP out"): the kind is being chosen, not held. */
const CHANGE_BEFORE =
  /\b(?:switch\w*|replac\w*|mov\w*|migrat\w*|new|next|choos\w*|pick\w*|want\w*|need\w*|looking for|buy\w*)\s+(?:(?:an?|the|our|a new)\s+)?$/i;

/**
 * Where the product that is the kind said at `start`–`end` of `text` starts, if the kind is said
 * with one; undefined when it is not.
 */
export function kindNamedAt(text: string, start: number, end: number): number | undefined {
  if (CHANGE_BEFORE.test(text.slice(Math.max(0, start - 30), start))) return undefined;
  const after = NAMED_AFTER.exec(text.slice(end, end + 60));
  if (after) return end + after.index + after[0].length - 1;
  const from = Math.max(0, start - 40);
  const before = NAMED_BEFORE.exec(text.slice(from, start));
  if (!before) return undefined;
  const at = from + before.index;
  // "move to Salesforce as our CRM": the product taken on as the kind, a target, not theirs today.
  if (/\sas\s/i.test(before[0]) && TAKEN_ON.test(text.slice(Math.max(0, at - 30), at)))
    return undefined;
  return at;
}

/** Taking a product on, said before it: "move to", "go with", "bring in", "adopt". */
const TAKEN_ON =
  /\b(?:to|onto|adopt\w*|(?:bring|brought|bringing) in|implement\w*|roll\w* out|introduc\w*|choos\w*|chose|pick\w*|buy\w*|select\w*|go(?:ing)? with|went with|settled? on|deploy\w*)\s+$/i;

/** Whether the kind said at `start`–`end` of `text` is said with the product that is it. */
export const kindNamed = (text: string, start: number, end: number) =>
  kindNamedAt(text, start, end) !== undefined;

/** What a company makes do with: never a kind a product stands for. */
const MAKESHIFT = new Set(["spreadsheets", "paper", "shared drive"]);

/** A tables' label that names a kind of system, not a product ("warehouse management", "EDI"). */
export const isKindLabel = (label: string) =>
  !MAKESHIFT.has(label) && (/^\p{Ll}/u.test(label) || label === "EDI");

/** A kind of system, by its noun or its letters: "system", "WMS", "case management software". */
const KIND = String.raw`(?:system|software|tool|platform|app|application|package|database|program|programme|point of sale|till|payroll|help ?desk|ticketing|accounting|bookkeeping|inventory|e-?commerce|web ?shop|online store|\p{Lu}{2,5})`;

/**
 * Before a name: the kind it is said to be ("our WMS is ", "the ERP, which is ", "a tool called "),
 * any work of theirs said, hedged, to be it ("our project management is pretty much just "), or
 * their kind with the name set beside it ("our case management system, Proclaim, is …").
 */
const KIND_BEFORE_NAME = new RegExp(
  String.raw`\b${KIND}\s*(?:,\s*)?(?:(?:(?:which|that)\s+)?(?:is|are|was|=|:)\s+${HEDGE}*(?:${CALLED_THING})?|${CALLED_THING}|\(\s*)$|\b(?:[Oo]ur|[Tt]he|[Tt]heir)\s+(?:[\w-]+\s+){1,3}?(?:is|are)\s+${HEDGE}+(?:(?:an?|the)\s+)?(?:[\p{Ll}-]+\s+)?$|\b(?:[Oo]ur|[Tt]heir)\s+(?:[\w-]+\s+){0,3}?${KIND}\s*,\s*$`,
  "u",
);
/** After a name: the kind it is ("Mantis (our WMS)", "Capsule is our CRM"). */
const KIND_AFTER_NAME = new RegExp(
  String.raw`^(?:\s*\(\s*|\s+(?:is|as)\s+)(?:our|the|their|my)\s+(?:main\s+|current\s+|existing\s+|old\s+)?(?:[\w-]+\s+){0,2}?${KIND}\b`,
  "u",
);

/** Whether a name at `start`–`end` of `text` is said as what a kind of system of theirs is. */
export const namedAsKind = (text: string, start: number, end: number) =>
  KIND_BEFORE_NAME.test(text.slice(Math.max(0, start - 60), start)) ||
  KIND_AFTER_NAME.test(text.slice(end, end + 50));

/** The target side of a change before a name: "replacing Oracle EBS with ", "move from X to ". */
const TARGET_SIDE =
  /\b(?:replac\w*|swap\w*|switch\w*|mov(?:e|es|ed|ing)|migrat\w*|upgrad\w*|transition\w*)\b[^.;!?]{0,60}?\s(?:with|to|for|by|onto)\s+(?:(?:either|maybe|probably|possibly|perhaps|likely)\s+)?(?:[\w-]+\s+){0,3}?$/i;

/**
 * Whether a name at `start` of `text` is weighed as a candidate: on the target side of a change,
 * or after words of a choice ("or", "versus", "weighing", "maybe"), within its sentence.
 */
export function candidateAt(text: string, start: number): boolean {
  const before = text
    .slice(Math.max(0, start - 90), start)
    .split(/[.;!?]\s/)
    .at(-1)!;
  return TARGET_SIDE.test(before) || choosingBefore(text, start);
}

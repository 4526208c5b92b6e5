/**
 * A project of a kind the house offers no name for, read as the prospect named it: "a new WMS",
 * "our practice management system is end of life", "HR and payroll software … a replacement", "a
 * proper e-commerce platform", "the lab's LIMS is no longer supported". The kind is kept in their
 * words ("WMS", "practice management system") beside the four offered kinds, never in place of
 * one a message names.
 */

import { readOnce } from "../../language/read-once";

/** A kind's letters no offered kind spells (ERP, CRM, CPQ and FSM are read elsewhere). */
const LETTERS = String.raw`(?:WMS|TMS|LIMS|HRIS|HCM|MES|EHR|EPR|EMR|PLM|PIM|DMS|LMS|QMS|CAFM|CMMS|EAM|PSA|ATS|PMS|EPOS)`;
/** The work a system of a named kind does, said before its noun. */
const WORK = String.raw`(?:(?:[\p{Ll}-]+\s+){0,2}management|HR(?:\s+(?:and|&)\s+payroll)?|payroll(?:\s+(?:and|&)\s+HR)?|e-?commerce|online (?:shop|store|ordering)|booking|reservations?|ticketing|help ?desk|rostering|learning|point of sale)`;
const NOUN = String.raw`(?:system|software|platform|solution|package|tool|suite)`;

/**
 * A system's letters after "a", "our", "the school's", "a new": most end in S, for system ("the
 * school's MIS", "a new CAFMS"); a product the tables know is read before this reader is asked.
 */
const SYSTEM_LETTERS = String.raw`(?<=\b(?:an?|our|the|their|new|replace|[\p{L}]+['’]s)\s+(?:(?:new|old|current|existing|legacy)\s+)?)\p{Lu}{1,4}S`;

/** The kind, as named: letters, or its work before a system's noun. */
const KIND = new RegExp(
  String.raw`\b(${LETTERS}|${SYSTEM_LETTERS})\b|\b(${WORK})\s+${NOUN}\b`,
  "u",
);

/**
 * A change wished for or forced, or a choice being weighed ("evaluating a WMS", "shortlisting
 * LMS vendors", "in the market for a TMS"), or a message or sentence that opens on the kind's
 * rollout or project, its support ending or its vendor gone bust, or on the kind heading a terse list of figures ("WMS rollout, 1.2k staff, …",
 * "PLM for 400 engineers, € 500.000"): the kind is the project, not only a system of today.
 */
const CHANGE =
  /\b(?:new|need\w*|want\w*|looking (?:for|at|into)|evaluat\w*|consider\w*|shortlist\w*|scoping|explor\w*|research\w*|thinking (?:about|of)|in the market for|shopping (?:for|around)|roll\w* out|introduc\w*|after|replac\w*|replacement|swap\w*|switch\w*|mov\w* (?:to|onto)|migrat\w*|implement\w*|choos\w*|select\w*|pick\w*|buy\w*|end of life|no longer supported|out of support|on its last legs|being retired|retir\w*|sunset\w*|falling apart|not fit for purpose|proper|upgrad\w*|end(?:s|ing)?\s+(?:\w+\s+)?support|support (?:ends?|ending)|went bust|gone bust|went under)\b/i;
const OPENS_ON_KIND =
  /^\W*(?:(?:[Tt]he|[Aa]|[Oo]ur)\s+)?\p{Lu}{2,5}(?:\s+(?:roll-?outs?|projects?|programmes?|deployments?)\b|(?:\s*,|\s+for\b)(?=[^.!?]*\d))/u;
const changed = (text: string) => CHANGE.test(text) || OPENS_ON_KIND.test(text);
/** Whether a sentence of the message opens on the kind's rollout: the kind is to come, not run today. */
export const kindRolledOut = (text: string) =>
  text.split(/(?<=[.!?])\s+|\n+/).some((s) => OPENS_ON_KIND.test(s));

/**
 * The kind of project a message names that the offered kinds do not hold, in its words, and the
 * words that said it (a reader of the work around it reads the text without them).
 */
export function kindOther(text: string): { kind: string; said: string } | undefined {
  if (!changed(text)) return undefined;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const found = kindOf(sentence);
    if (found) return { ...found };
  }
  return undefined;
}

/** The kind one sentence names with a change, kept by its words (a sentence said again is read once). */
const kindOf = readOnce((sentence: string): { kind: string; said: string } | undefined =>
  changed(sentence) ? kindSaid(sentence) : undefined,
);

/** The kind one sentence names, changed or not ("WMS is a homegrown thing"), in its words. */
export function kindSaid(sentence: string): { kind: string; said: string } | undefined {
  const kind = KIND.exec(sentence);
  if (!kind) return undefined;
  if (kind[1]) return { kind: kind[1], said: kind[0] };
  const work = kind[2]!.replace(/^(?:(?:a|an|the|our|their|new|proper)\s+)+/i, "");
  return { kind: `${/^HR/.test(work) ? work : work.toLowerCase()} system`, said: kind[0] };
}

/**
 * Teams a prospect puts outside the project: "procurement and HR are out of scope for this
 * phase", "finance stays out of it", "everyone except HR", "ops and sales, not HR though",
 * "all branches apart from the warehouse", "just sales and service. not finance, not the warehouse"
 * (a sentence that opens with "not"). Whatever they name there is no department in scope:
 * the clause that rules them out (`outOfScope`), or the words after the cue that excludes them
 * (`withoutExcluded`), are left out before departments are read.
 */

/** A clause that says what it names is outside the project. */
export const outOfScope =
  /\b(?:out(?:side)? (?:of )?(?:the )?scope|not (?:in|within) (?:the )?scope|(?:stays?|staying|remains?|kept|keep|keeping|left|leave|leaving)\s+(?:\w+\s+)?out\b(?! of (?:date|stock|hours|pocket|sync|touch|the loop|control|hand|business|support|order|action|time|office))|(?:is|are|'s|'re)\s+out of (?:it|this|scope|the project)\b|(?:is|are|will be|would be|be)\s+(?:\w+\s+)?(?:excluded|not included|not covered)\b|off the table|not part of (?:it|this|the project|this phase|phase one)\b)/i;

/** Words after "not" that exclude no team ("not just sales", "not sure", "not a fit"). */
const NOT_A_TEAM = String.raw`(?!(?:just|only|merely|simply|even|yet|sure|really|too|so|very|much|many|all|every|always|least|that|a|an|one|to|the case|yet|now|quite|enough|bad|good|great|ideal|ideally|necessarily|exactly|everyone|everybody|every)\b)`;

/** "except HR", "apart from legal", "but not marketing", "…, not HR though": the cue and what it excludes. */
const EXCLUDED = new RegExp(
  String.raw`(?:\b(?:except(?:\s+for)?|apart from|aside from|other than|excluding|exclusive of|but not|and not|not including|minus)|(?:^|[,;(—–]\s*|(?<=[.!?])\s+|\n\s*|\s[-–]\s+)not)\s+${NOT_A_TEAM}[^.,;!?()\n]{1,60}?(?=\s+(?:though|tho|for now|this (?:time|phase|round|year)|yet|at (?:this|the) stage|at first|initially)\b|\s*[.,;!?()\n]|$)`,
  "gi",
);
/** A word `EXCLUDED` cannot match without. */
const EXCLUDED_WORD =
  /\b(?:except|apart|aside|other than|excluding|exclusive|not|minus|scope|excluded)\b/i;
/** "Out of scope: HR, legal": a heading, then the teams it rules out, to the line's end. */
const HEADED = /\b(?:out of scope|not in scope|excluded|not included)\s*[:—–]\s*[^.\n]*/gi;

/** The text with the teams a cue excludes left out (most messages hold no such cue). */
export const withoutExcluded = (text: string) =>
  EXCLUDED_WORD.test(text) ? text.replace(HEADED, " ").replace(EXCLUDED, " ") : text;

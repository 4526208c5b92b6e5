/**
 * Teams kept in the prospect's words where the house's label would change what they said: a
 * sub-function named as a side ("the billing side" is not all of finance), support for whom it
 * serves ("franchise support", "the student helpdesk" are not customer service), customer
 * success (not customer service); a place of work where the change lands ("it touches the print
 * room and the studio"). Each found with the label the house would give it; the caller
 * shows the prospect's words in its place unless other words name that label too.
 */
import { departmentPatterns } from "./clarity-situation";
import type { NamedTeam } from "./clarity-teams-named";

/** Words before "support", "helpdesk" or "side" that say how, not whose: no team of their own. */
const NOT_WHOSE =
  /^(?:customer|customers|client|clients|technical|tech|product|user|users|vendor|vendor's|software|system|systems|better|more|less|good|great|ongoing|proper|decent|extra|basic|premium|remote|local|phone|email|chat|live|some|much|little|full|partial|internal|external|expert|specialist|dedicated|direct|first-line|second-line|other|business|commercial|financial|operational|people|human|data|their|your|this|that|same|wrong|right|supply|demand|sales|marketing|it|IT|24\/7|front|back|office|home|admin|emotional|moral|management|leadership|executive|board)$/i;

const SUPPORT =
  /(?:^|\b(?:the|our|and|plus|with)\s+|,\s*)([\p{L}'-]{4,20})\s+(support(?:\s+(?:team|desk|staff|people|workers|officers|agents|crew))?|help ?desk|service desk)\b/giu;
/** A word `SUPPORT` cannot match without (its flags: the same letters match). */
const SUPPORT_WORD = /support|help ?desk|service desk/iu;
/** A word `SIDE` cannot match without. */
const SIDE_WORD = /\sside\b/iu;
const SIDE = /\b(?:the|our)\s+([\p{L}-]{4,20}(?:\s+[\p{L}-]{3,20})?)\s+side\b/giu;
const SUCCESS = /\bcustomer success\b/i;
const FRONT_DESK = /\bfront[- ]desk\b/i;
/**
 * A place of work named for who works there: "the print room", "the grain store", "the studio";
 * not one that only says which team ("the studio admin team", "the kitchen staff" are a team).
 */
const WORKPLACE =
  /\b(?:the|our)\s+((?:(?!the\b|our\b|server\b|meeting\b|board\b|living\b|waiting\b|break\b|staff\b|head\b|app\b|online\b|web\b)[a-z-]{3,}\s+)?(?:room|store|studio|workshop|yard|kitchen|mill|bakery|dairy|packhouse|pack house|print shop|body shop|paint shop|tool room|stores))\b(?!\s+(?:[a-z-]+\s+)?(?:team|teams|staff|people|crew|department|dept|managers?|leads?|admin)\b)/gi;
/**
 * A place of work as the subject of its work, then what it works on: "the studio shoots every new
 * product", "the kitchen preps all the food", "the yard loads the lorries".
 */
const PLACE_AT_WORK = new RegExp(
  String.raw`${WORKPLACE.source}\s+(?:(?:still|also|just|now|then|currently)\s+)?(?!(?:is|was|has|needs|gets|looks|seems|feels)\b)[a-z]{3,}s\s+(?=(?:every|all|each|the|our|any|most|new|our)\b)`,
  "gi",
);
/** Words that make a sentence say where the change lands or who uses it. */
const LANDS =
  /\b(?:touch\w*|affect\w*|hits?|lands?|mainly|mostly|use|using|users?|live in|be in|be on|be involved|work in|crying out|feel)\b/i;

/** Each team said in the prospect's own words, with the words that say it. */
export function ownTeamWords(text: string): [own: string, phrase: string][] {
  const found: [string, string][] = [];
  const success = SUCCESS.exec(text);
  if (success) found.push(["customer success", success[0]]);
  // "the front desk", "front desk staff": a team named by its place, not all of customer service.
  const desk = FRONT_DESK.exec(text);
  if (desk) found.push(["front desk", desk[0]]);
  // Each shape below is looked for only where the word it cannot match without is in the text.
  for (const m of SUPPORT_WORD.test(text) ? text.matchAll(SUPPORT) : []) {
    if (NOT_WHOSE.test(m[1]!)) continue;
    const phrase = `${m[1]} ${m[2]}`;
    found.push([phrase.toLowerCase().replace(/\s+(?:team|desk)$/, ""), phrase]);
  }
  for (const m of SIDE_WORD.test(text) ? text.matchAll(SIDE) : []) {
    const word = m[1]!;
    // "the ops side", "the warehouse side": a department the house names by that word.
    const first = word.split(/\s+/)[0]!;
    if (NOT_WHOSE.test(first) || departmentPatterns.some(([re]) => re.test(word))) continue;
    found.push([word.toLowerCase(), m[0]]);
  }
  for (const m of text.matchAll(PLACE_AT_WORK))
    if (!found.some(([own]) => own === m[1]!.toLowerCase()))
      found.push([m[1]!.toLowerCase(), m[0].trim()]);
  // A sentence with none of the words of work landing somewhere: none in the whole text.
  if (LANDS.test(text))
    for (const sentence of text.split(/(?<=[.!?])\s+/))
      if (LANDS.test(sentence))
        for (const m of sentence.matchAll(WORKPLACE)) found.push([m[1]!.toLowerCase(), m[0]]);
  return found;
}

/**
 * The departments read, with each team said in the prospect's words in place of the labels the
 * house reads those words as, unless other words name that label too (`labelsOf` reads a text's
 * labels as the caller does); and which label each took the place of, for the sizes said.
 */
export function inOwnWords(
  text: string,
  departments: string[],
  labelsOf: (words: string) => string[],
  named: readonly NamedTeam[] = [],
): { departments: string[]; renamed: Map<string, string> } {
  const renamed = new Map<string, string>();
  const own = [...ownTeamWords(text), ...named.map((t): [string, string] => [t.own, t.phrase])];
  if (!own.length) return { departments, renamed };
  let rest = text;
  for (const [, phrase] of own) rest = rest.split(phrase).join(" ");
  const still = new Set(labelsOf(rest));
  const out = [...departments];
  for (const [word, phrase] of own) {
    for (const label of labelsOf(phrase)) {
      if (still.has(label) || !out.includes(label)) continue;
      out.splice(out.indexOf(label), 1, word);
      renamed.set(label, word);
    }
    if (!out.includes(word)) out.push(word);
  }
  return { departments: out, renamed };
}

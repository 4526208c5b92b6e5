/**
 * Candidates no table knows: two names in capitals put up as the choice ("looking at Coupa or
 * Basware", "it's between Kantata and Deltek"). Places weighed for a site, months and words that
 * open a sentence are none.
 */
import { placesIn } from "../../language/places";
import { months } from "../../language/vocabulary";
import { typeWords } from "./clarity-platform-names";
import { projectDescribed } from "./clarity-project-described";
import { plainWord } from "./clarity-systems-listed";

/** Words that put two names up as the choice: "looking at X or Y", "it's between X and Y". */
const CHOOSING =
  /\b(?:looking at|considering|evaluating|comparing|choosing between|deciding between|torn between|between|shortlist(?:ed)?(?:\s+(?:is|are))?:?)\s+$/i;
const SITE_AFTER =
  /^\s*(?:for|as)\s+(?:the\s+|our\s+|a\s+)?(?:new\s+|next\s+|second\s+)?(?:office|site|plant|warehouse|location|hq|head ?quarters|depot|store|branch|factory|hub)\b/i;
// A dot only inside a name ("Monday.com"): "Deltek. Budget is…" is a name, then a new sentence.
// A name may open in lower case before its capital, as brands write them ("ezyVet", "iManage").
const WORD = String.raw`(?:\p{Lu}|\p{Ll}{1,4}\p{Lu})[\p{L}\d&-]*(?:\.[\p{L}\d&-]+)*`;
const NAME = String.raw`${WORD}(?:\s${WORD})?`;
const PAIR = new RegExp(String.raw`(?<=\s|^)(${NAME})\s+(or|vs\.?|versus|and)\s+(${NAME})\b`, "gu");

/**
 * Two names in capitals put up as the choice, though no table knows them: the candidates.
 * Places, months and words that open a sentence are no product. `asked`: Clarity just asked
 * which platform they have in mind, so "X or Y" needs no word of choosing.
 */
export function candidatesNamed(text: string, asked = false): string[] {
  for (const m of text.matchAll(PAIR)) {
    const either = asked && m[2] !== "and";
    if (!either && !CHOOSING.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    // "Leeds or Manchester for the new office": places weighed, not products.
    if (SITE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
    // "Probably Coupa or Basware": a word that opens the sentence is no part of the name.
    const names = [m[1]!.replace(/^(?:\p{L}+ly|Maybe|Perhaps|Either|Both)\s+/u, ""), m[3]!];
    const plain = names.some(
      (n) =>
        placesIn(n).length > 0 ||
        months.includes(n.toLowerCase()) ||
        /^(?:I|We|The|Our|It|This|That|And|Or|But)$/.test(n.split(" ")[0]!),
    );
    if (!plain) return names;
  }
  return [];
}

/**
 * One name in capitals said as where the company is going, though no table knows it: "want to
 * move to Clio", "replace our PMS with Mews", "we're going with Intapp", "leaving VetPro for
 * ezyVet". The verb of a move or a
 * choice says a product is meant; a place, a month, a kind of system or an opener is none.
 */
const GOING = new RegExp(
  String.raw`\b(?:(?:mov\w*|switch\w*|migrat\w*|transition\w*|go(?:ing)?)\s+(?:over\s+)?(?:to|onto)|go(?:ing)? with|replac\w*\s+(?:our|the|their)\s+(?:[\w-]+\s+){0,2}?with|(?:leav(?:e|es|ing)|ditch(?:es|ed|ing)?|dump(?:s|ed|ing)?)\s+(?:[\p{L}\d&-]+\s+){1,2}?for|leaning towards?|implement(?:ing)?|roll(?:ing)? out|sign(?:ing|ed)? (?:up )?with|buy(?:ing)?)\s+(${NAME})(?=\s*(?:[,.;:!?)—–]|$|\s(?:and|but|because|since|as|for|next|this|in|by|before|soon|eventually|instead)\b))`,
  "u",
);

/** Words that say the message is about software at all: "move to Manchester" moves offices. */
const SOFTWARE =
  /\b(?:system|software|servers?|platform|tool|app|crm|erp|cpq|pms|tms|wms|psa|mgmt|management|package|suite|solution|database|saas|cloud|product|licen[cs]es?|implementation|migrat\w*|go-?live|demos?|trials?)\b/i;

/**
 * A name put up with a hedge at the end of what they want: "something that does wholesale
 * ordering and inventory properly, maybe Katana", "a new CRM — probably Capsule".
 */
const HEDGED = new RegExp(
  String.raw`(?:[,—–(]\s*|\s-\s|\s)(?:maybe|probably|perhaps|possibly|ideally|most likely|likely)\s+(${NAME})(?=\s*(?:[,.;:!?)]|$))`,
  "u",
);

/** The one name no table knows that a message says it is moving to, if any. */
export function targetNamed(text: string): string | undefined {
  const hedged = HEDGED.exec(text)?.[1];
  const going = SOFTWARE.test(text) ? GOING.exec(text)?.[1] : undefined;
  // A hedged name is a product when the message is about software or the work one does.
  const name =
    going ?? (hedged && (SOFTWARE.test(text) || projectDescribed(text)) ? hedged : undefined);
  if (!name || plainWord(name) || typeWords.some(([re]) => re.test(name))) return undefined;
  return placesIn(name).length || months.includes(name.toLowerCase()) ? undefined : name;
}

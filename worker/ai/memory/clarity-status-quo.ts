/**
 * One option weighed against the status quo: "looking at Workday or staying with Deltek",
 * "it's Mews, or we stick with Opera", "either Acumatica or we keep Sage and add a stock app".
 * The other side of the "or" keeps what runs today (clarity-role-words.ts reads it as theirs);
 * the one name weighed against it is the candidate, though no table knows it as a project's kind.
 */
import { months } from "../../language/vocabulary";

const WORD = String.raw`\p{Lu}[\p{L}\d&-]*(?:\.[\p{L}\d&-]+)*`;
/** Words that put the name up as an option: "looking at", "either", "thinking of moving to". */
const WEIGHED = String.raw`(?:looking at|considering|evaluating|weighing(?: up)?|thinking (?:about|of)(?: (?:moving|switching|going) to)?|(?:moving|switching|going|migrating) to|trialling|either|maybe|whether (?:to (?:go with|move to|buy) )?|it'?s)`;
/** The status quo on the other side: "or staying with", "or we just keep", "or stick with". */
const KEPT = String.raw`or\s+(?:(?:we|to)\s+)?(?:just\s+|simply\s+|maybe\s+)?(?:stay(?:ing)?|stick(?:ing)?|keep(?:ing)?|remain(?:ing)?|carry(?:ing)? on|live with|put up with|patch(?:ing)? up|do(?:ing)? nothing)\b`;
const OPTION = new RegExp(
  String.raw`\b${WEIGHED}\s+(${WORD}(?:\s${WORD}){0,2})\s*,?\s+${KEPT}`,
  "iu",
);

/** The name weighed against keeping what they have, if a message says so. */
export function optionBesideStatusQuo(text: string): string | undefined {
  if (!/\bor\b/i.test(text)) return undefined;
  const words = OPTION.exec(text)?.[1]?.split(/\s+/) ?? [];
  // Case is ignored for the verbs, not for the name: it is the words in capitals it opens with.
  const name = words.slice(0, (words.findIndex((w) => !/^\p{Lu}/u.test(w)) + 1 || 4) - 1);
  const said = name.join(" ");
  return said && !months.includes(said.toLowerCase()) ? said : undefined;
}

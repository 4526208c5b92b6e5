/**
 * A team said with the part of the new system it will use: "Facilities needs the rota part as
 * well", "Sales will want the quoting module", "the warehouse would use the scanning bit". Who
 * uses which part, no reason for the project.
 */
import { departmentPatterns } from "./clarity-department-table";

const PART_WANTED =
  /^\W*(?:and\s+|also\s+|plus\s+)?(?:the\s+|our\s+)?([\p{L}&/ -]{2,30}?)\s+(?:(?:will|would|'ll|might|may)\s+)?(?:also\s+)?(?:needs?|wants?|uses?|use|need|want)\s+(?:the|a|an|its|their)\s+(?:[\p{L}-]+\s+){0,3}(?:part|module|bit|side|piece|feature|app|screen|element|function)s?\b(?:\s+(?:too|as well|also))?\W*$/iu;

/** Whether a sentence says only which part of the system a team will use. */
export function partWanted(sentence: string): boolean {
  const m = PART_WANTED.exec(sentence);
  return !!m && departmentPatterns.some(([re]) => re.test(m[1]!));
}

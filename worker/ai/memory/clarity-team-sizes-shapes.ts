/**
 * Teams written in shapes the size reader (clarity-team-sizes.ts) would not see as one team:
 * two names joined by a slash ("HR/payroll (3)", "ops/warehouse ~25") are one team, counted under
 * the first; a team named in brackets after "my department" ("my department (HR) is three
 * people") is that team; the writer's own team, then "we are only two" ("I work in purchasing, we
 * are only two"), is that team's size.
 */
import { departmentPatterns } from "./clarity-department-table";

const isTeam = (word: string) => departmentPatterns.some(([re]) => re.test(word));

/** "ops/warehouse" → "ops", "HR/payroll" → "HR": the pair as one team, by its first name. */
const SLASHED = /\b([A-Za-z][A-Za-z&]{1,20})\/[A-Za-z][A-Za-z&]{1,20}\b/g;
/** "my department (HR)", "our team (finance)": the team by its name. */
const BRACKETED =
  /\b(?:my|our)\s+(?:team|department|dept|function|section)\s*\(\s*([^()]{2,30}?)\s*\)/gi;

/** The text with slash pairs and bracketed team names written as the team's one name. */
export function teamShapes(text: string): string {
  if (!text.includes("/") && !text.includes("(")) return text;
  return text
    .replace(SLASHED, (pair, first: string) => (isTeam(first) ? first : pair))
    .replace(BRACKETED, (said, name: string) => (isTeam(name) ? name : said));
}

/**
 * "I work in purchasing, we are only 2", "I'm in accounts - there are 4 of us": the writer's own
 * team, then a count of "us" in the next clause. Figures only (words are figures by then).
 */
const OWN_THEN_US =
  /\bI(?:'m| am| work| sit)\s+(?:\w+\s+)?(?:in|on|within)\s+(?:the\s+)?([a-z][\w& ]{1,25}?)\s*(?:team|department|dept)?\s*[,;–—-]\s*(?:and\s+)?(?:we(?:'re| are)|there(?:'re| are))\s+(?:only\s+|just\s+|about\s+|around\s+)?(\d{1,3})\b(?:\s+of us)?(?!\s*(?:people\s+|staff\s+)?(?:in total|overall|company|across|worldwide))/i;

/** The writer's own team and its count, as [department, people], or undefined. */
export function ownTeamCounted(text: string): [string, number] | undefined {
  const m = OWN_THEN_US.exec(text);
  if (!m) return undefined;
  // "in accounts": the department as said after "in".
  const team = departmentPatterns.find(([re]) => re.test(`in ${m[1]!}`));
  return team ? [team[1], Number(m[2])] : undefined;
}

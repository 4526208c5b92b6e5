/**
 * Planners named beside the production they plan for: "production is the biggest chunk … then
 * there's the planners (3 of them) who do the production plan". The house places planners under
 * manufacturing; said beside the production floor they are a team of their own (production
 * planning), and a count said of them is theirs, not all of manufacturing's.
 */
import { figures } from "../../language/numbers";
import type { Heard } from "./clarity-sentences-heard";
import { teamSizesOf } from "./clarity-team-sizes";

const PLANNERS = /\bplanners\b/i;
/** "3 planners", "the planners (3 of them)", "planners - 3 of them". */
const COUNTED =
  /\b(\d{1,3})\s+(?:production\s+)?planners\b|\bplanners\s*(?:\(\s*(?:about\s+|around\s+|~)?(\d{1,3})(?:\s+of them|\s+people)?\s*\)|[-–—,]\s*(\d{1,3})\s+of them\b)/i;
const TEAM = "production planning";

/**
 * Moves planners said beside production (`made` reads manufacturing) to a team of their own; a
 * count said of production beside theirs ("3 planners and 40 people in production") is then
 * manufacturing's.
 */
export function plannersOwnTeam(heard: Heard, text: string, made: RegExp): void {
  const { departments } = heard;
  if (!departments.includes("manufacturing") || !PLANNERS.test(text)) return;
  // Planners alone are the house's manufacturing; named in their own words, a team already.
  if (departments.some((d) => /\bplann(?:ers|ing)\b/.test(d))) return;
  if (!made.test(text.replace(/\bplanners\b/gi, ""))) return;
  departments.splice(departments.indexOf("manufacturing") + 1, 0, TEAM);
  const m = COUNTED.exec(/\bof them\b/i.test(text) ? figures(text) : text);
  const n = m ? Number(m[1] ?? m[2] ?? m[3]) : undefined;
  if (!n) return;
  heard.sizes = [...heard.sizes.filter(([d, x]) => !(d === "manufacturing" && x === n)), [TEAM, n]];
  if (heard.sizes.some(([d]) => d === "manufacturing")) return;
  const production = teamSizesOf(text.replace(COUNTED, " ")).find(
    ([d, x]) => d === "manufacturing" && x !== n,
  );
  if (production) heard.sizes = [...heard.sizes, production];
}

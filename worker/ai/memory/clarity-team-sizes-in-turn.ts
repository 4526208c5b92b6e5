/**
 * Counts given in turn for two teams given in turn: "Payroll & HR admin are 2 and 5 people",
 * "sales and support have 12 and 8 respectively". Each count is its team's size, in the house's
 * label where it has one; neither is the company's headcount nor the core team.
 */
import { figures } from "../../language/numbers";
import type { Heard } from "./clarity-sentences-heard";

/** Two teams, then two counts joined the same way. */
const IN_TURN =
  /\b([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)?)\s*(?:&|\/|\band\b)\s*(?:the\s+|our\s+)?([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)?)\s+(?:are|have|has|number|employ)\s+(?:about\s+|around\s+|roughly\s+|~)?(\d{1,4})\s*(?:&|\/|\band\b)\s*(\d{1,4})\b(?!\s*(?:%|k\b|days?|weeks?|months?|years?|hours?))/giu;

/** A word `IN_TURN` cannot match without: most messages give no two counts so. */
const TWO_COUNTS = /\d\s*(?:&|\/|\band\b)\s*\d/i;

/**
 * Each team and count said in turn, the team in the house's label (`labelsOf`) where it has one:
 * its size kept in place of one read otherwise ("support have 12" read alone), two of one label
 * added up (payroll and HR admin are both HR), and the counts taken from the company's headcount
 * and the core team.
 */
export function sizesInTurn(
  heard: Heard,
  counts: string,
  labelsOf: (words: string) => string[],
  lastAsked?: string,
) {
  const text = figures(counts);
  if (!TWO_COUNTS.test(text)) return;
  for (const m of text.matchAll(IN_TURN)) {
    const teams = [labelsOf(m[1]!)[0], labelsOf(m[2]!)[0]];
    if (!teams[0] || !teams[1]) continue;
    const said = new Map<string, number>();
    teams.forEach((team, i) => {
      const n = Number(m[3 + i]);
      said.set(team!, (said.get(team!) ?? 0) + n);
      if (heard.companySize === n) heard.companySize = undefined;
      if (heard.coreTeam === n && lastAsked !== "coreTeam") heard.coreTeam = undefined;
    });
    for (const [team, n] of said) {
      if (!heard.departments.includes(team)) heard.departments.push(team);
      heard.sizes = [...heard.sizes.filter(([d]) => d !== team), [team, n]];
    }
  }
}

/**
 * A terse answer to "which teams?" read in the light of the question: every item it lists is a
 * team (an open class, not a table), those the house's labels place by their label and the rest
 * in the prospect's words — "finance, bottling and the shop" is finance, bottling and shop, not
 * finance alone. A list that answers the question gives no reason for the project: a piece of it
 * a reader kept as why now ("cust service") goes. An answer that speaks of something else (a
 * reason a table names: "growth mostly") adds no team in its words.
 */
import { teamsAnswered } from "./clarity-answered";
import { driverPatterns } from "./clarity-driver-table";
import type { Heard } from "./clarity-sentences-heard";

/** The words of a phrase, lower case. */
const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}&]+/gu) ?? [];

/** Adds to `heard` the teams a terse answer lists that no reader placed; drops its pieces as reasons. */
export function teamsListedAnswer(
  text: string,
  lastAsked: string | undefined,
  heard: Heard,
  labelsOf: (words: string) => string[],
) {
  const items = teamsAnswered(text, lastAsked);
  if (!items.length) return;
  // "estimating" as a team's name is the estimating team: the house places it by its work (a
  // label other than the item's own words).
  const placed = (item: string) => [
    ...labelsOf(item),
    ...labelsOf(`the ${item} team`).filter((l) => !l.includes(item) && !item.includes(l)),
  ];
  const labels = new Map(items.map((i) => [i, placed(i)]));
  const teams = items.filter((i) => labels.get(i)!.length);
  // "cust service", "sales ops and the two accounts girls": a piece of the answer holding a team.
  const said = text.toLowerCase();
  const pieces = heard.drivers.filter(
    (d) => said.includes(d.toLowerCase()) && teams.some((t) => wordsOf(d).join(" ").includes(t)),
  );
  // A reason read whole from the answer, or an item a table of reasons names ("growth mostly"):
  // it answers why, not who.
  if (heard.drivers.length > pieces.length) return;
  if (items.some((i) => !teams.includes(i) && driverPatterns.some(([re]) => re.test(i)))) return;
  heard.drivers = heard.drivers.filter((d) => !pieces.includes(d));
  for (const item of items) {
    const its = labels.get(item)!;
    const named = heard.departments.some(
      (d) => its.includes(d) || d === item || d.includes(item) || item.includes(d),
    );
    if (!named) heard.departments.push(its[0] ?? item);
  }
}

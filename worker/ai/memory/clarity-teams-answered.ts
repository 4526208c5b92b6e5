/**
 * A terse answer to "which teams?" read in the light of the question: every item it lists is a
 * team (an open class, not a table), those the house's labels place by their label and the rest
 * in the prospect's words — "finance, bottling and the shop" is finance, bottling and shop, not
 * finance alone. A list that answers the question gives no reason for the project: a piece of it
 * a reader kept as why now ("cust service") goes. An answer that speaks of something else (a
 * reason a table names: "growth mostly") adds no team in its words.
 */
import { teamsAnswered } from "./clarity-answered";
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
  const listed = new Set(items.flatMap(wordsOf));
  const pieces = heard.drivers.filter((d) => wordsOf(d).every((w) => listed.has(w)));
  // A reason read whole from the answer ("growth"), not a piece of the list: it answers why.
  if (heard.drivers.length > pieces.length) return;
  heard.drivers = heard.drivers.filter((d) => !pieces.includes(d));
  for (const item of items) {
    // "estimating" as a team's name is the estimating team: the house places it by its work.
    const labels = [...labelsOf(item), ...labelsOf(`the ${item} team`)];
    const said = heard.departments.some(
      (d) => labels.includes(d) || d === item || d.includes(item) || item.includes(d),
    );
    if (!said) heard.departments.push(labels[0] ?? item);
  }
}

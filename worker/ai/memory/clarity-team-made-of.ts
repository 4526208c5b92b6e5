/**
 * A team said as the people in it: "finance is me, our controller and two bookkeepers" is a
 * finance of 4, not of the two bookkeepers; "sales is me and two account managers plus a key
 * account lead" a sales of 4; "claims is two people" a claims team of 2. The team is the house's
 * label, or the prospect's word where the house has none; the people are added up by
 * `peopleCounted` (worker/language/people-counted.ts).
 */
import { peopleCounted } from "../../language/people-counted";
import { units } from "../../language/vocabulary";

/** "<team> is ": each team said as what it is; its list runs to the next such or the sentence's end. */
const HEAD =
  /(?:^|[.;:!?]\s+|,\s*|\b(?:and|then|so)\s+)(?:the\s+|our\s+)?([\p{L}&]+(?:\s+[\p{L}&]+)?)\s+(?:is|are|=|consists of|is made up of)\s+(?:just\s+|basically\s+|only\s+)?/giu;
/** A list of people opens with a person or a count of them. */
const PEOPLE_FIRST =
  /^(?:me|myself|an?|one|our|the|my|\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\b/i;

/** "two people", "4 staff", "three of us": the team's headcount, said outright. */
const HEADCOUNT = /^(\d{1,3}|[a-z]+)\s+(?:people|staff|persons|of us|ftes?)\b/i;
const countOf = (n: string) => (/^\d/.test(n) ? Number(n) : units[n.toLowerCase()]);

/** Each team a text says as its people, by the house's label, with how many they are. */
export function teamsMadeOf(
  text: string,
  labelsOf: (words: string) => string[],
): [label: string, people: number][] {
  if (!/\b(?:is|are|consists|made up)\b|=/i.test(text)) return [];
  const heads = [...text.matchAll(HEAD)];
  const found: [string, number][] = [];
  heads.forEach((m, i) => {
    const from = m.index + m[0].length;
    const next = heads[i + 1]?.index ?? text.length;
    const list = /^[^.;!?]*/.exec(text.slice(from, next))![0];
    if (!PEOPLE_FIRST.test(list)) return;
    // A team the house has no label for ("claims") is kept in the prospect's word.
    // "Accounts is our FC plus …": said as a team, as "the accounts team" is.
    const said = labelsOf(m[1]!);
    const labels = [...new Set(said.length ? said : labelsOf(`${m[1]} team`))];
    const team = labels.length === 0 ? m[1]!.toLowerCase() : labels.length === 1 ? labels[0]! : "";
    if (!team) return;
    // "claims is two people - me and a junior": the count said first is the team's.
    const head = HEADCOUNT.exec(list);
    const n = head ? countOf(head[1]!) : peopleCounted(list);
    if (n !== undefined && n > 0) found.push([team, n]);
  });
  return found;
}

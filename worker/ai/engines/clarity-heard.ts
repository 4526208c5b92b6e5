/**
 * Every figure, sum and date a message gave is shown back in the reply, even one the memory did
 * not keep because it came inside a question ("would 12 warehouse people be too many?", "could we
 * be done before February?"): read by the language module, compared with what the reply already
 * says, and the missing ones said in a sentence each. A prospect sees that what they wrote was
 * read (docs/decisions/033).
 */
import { offer } from "../../../content/offer-facts";
import type { Money } from "../../contracts/facts";
import { inTheirWords } from "../../language/in-their-words";
import { budgetText, readMoney } from "../../language/money";
import { normalise } from "../../language/normalise";
import { figures } from "../../language/numbers";
import { PER_PLACE_BEFORE, PER_PLACE_NEXT } from "../../language/size-places-apart";
import { countSaidAgain } from "../../language/size-said-again";
import { readWhens } from "../../language/when";
import { dateSigned } from "../../language/when-signed";
import { peopleIn } from "../memory/clarity-people-in";

const WHO =
  "people|persons|staff|employees|users|reps|folks|heads|colleagues|agents|workers|members|ftes?";
/** A head count as written: "12 warehouse people", "3 finance folks", "85 staff". */
// Whole figures only: "~1,400 employees" is 1,400, never the "400" after its comma.
const COUNT = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{1,6})\s+((?:[a-z]+[\s-]){0,2}?)(${WHO})\b`,
  "gi",
);
/** The reply shows head count `n` when it says it of people ("At 85 people", "12 in sales"). */
const countShown = (n: number, shown: string) =>
  new RegExp(String.raw`(?<![\d.,–-])${n}\s+(?:(?:[a-z]+\s+){0,2}?(?:${WHO})|in\b)`, "i").test(
    shown,
  );

const kindWords = { "go-live": "Go-live", start: "Start", decision: "Decision" } as const;

/** The reply's words for comparing: no emphasis, lower case. */
const plain = (text: string) => text.replace(/\*\*/g, "").toLowerCase();

/** The head counts a message gives ("12 warehouse people"): each figure and its words. */
export const headCounts = (text: string) =>
  // A count said again closer ("70 people, well, 85 now") is the later one only.
  [...countSaidAgain(figures(normalise(text))).matchAll(COUNT)]
    // "12 staff per shop": a count per place is shown by the company's size it makes.
    .filter(
      (m) =>
        !PER_PLACE_NEXT.test(m.input.slice(m.index + m[0].length)) &&
        !PER_PLACE_BEFORE.test(m.input.slice(0, m.index)),
    )
    .map((m) => ({
      n: Number(m[1]!.replaceAll(",", "")),
      words: `${m[1]} ${m[2]}${m[3]}`,
    }));

/** A team's size this message gave: its department and the head count. */
export interface TeamSize {
  department: string;
  size: number;
}

/** "4 persons" said of a team the memory placed ("the customer service of 4 persons"). */
const PLAIN_COUNT = new RegExp(String.raw`^\d[\d,]*\s+(?:${WHO})$`, "i");

/**
 * Head counts of `text` that `shown` lacks, each said with what it means for the core team; a
 * bare count of a team the memory placed is said with the team ("4 people in customer service").
 */
function counts(text: string, shown: string, sizes: readonly TeamSize[]): string[] {
  const out: string[] = [];
  for (const { n, words } of headCounts(text)) {
    if (countShown(n, shown)) continue;
    const team = PLAIN_COUNT.test(words) ? sizes.find((s) => s.size === n) : undefined;
    const who = team ? peopleIn(n, team.department) : inTheirWords(words, text);
    if (shown.includes(who.toLowerCase())) continue;
    out.push(
      n >= offer.companySize.min
        ? `I've noted **${who}**.`
        : n > offer.coreTeam.max
          ? `With **${who}**, we'd interview them in parallel and pick ${offer.coreTeam.min}–${offer.coreTeam.max} of them for the core team.`
          : `**${who[0]!.toUpperCase()}${who.slice(1)}** — few enough to involve them all directly.`,
    );
    shown += ` ${who.toLowerCase()}`;
  }
  return out;
}

/**
 * Sentences for what `text` gave that `reply` (the reply written so far) does not show: the sum the
 * memory holds as the budget, in its currency, a date with what it is the date of, a head count.
 * [] when it shows them all. A sum the memory did not take as the budget ("the two bids are 300k
 * apart", a loss, a price) is not said to be noted.
 */
export function heardBack(
  text: string,
  reply: string,
  memory: { budget?: Money; sizes?: readonly TeamSize[] },
  now = new Date(),
): string[] {
  const { budget, sizes = [] } = memory;
  let shown = plain(reply);
  const out: string[] = [];
  const money = readMoney(text);
  // The memory's reading of the sum, in the conversation's currency ("about 300k, is that
  // enough?" after pounds is £300K); shown once, in whichever currency the reply already wrote it.
  if (money && budget && money.min === budget.min && money.max === budget.max) {
    const said = budgetText(budget);
    const figure = said.replace(/^\D+/, "").toLowerCase();
    if (!shown.includes(figure)) out.push(`I've noted **${said}**.`);
    shown += ` ${said.toLowerCase()}`;
  }
  // A date in a statement is the memory's (acknowledged with its kind, or not a target at all);
  // one in a question may not be kept, and is read here — the questions alone, as reading dates
  // is most of this function's cost.
  const asked = text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => s.includes("?"))
    .join(" ");
  for (const w of asked ? readWhens(asked, now) : []) {
    // A busy season asked around is no date of the project's (worker/language/when-signed.ts).
    if (!dateSigned(asked, w.text)) continue;
    if (shown.includes(w.text.toLowerCase())) continue;
    out.push(`${kindWords[w.kind]} date noted: **${w.text}**.`);
    shown += ` ${w.text.toLowerCase()}`;
  }
  return [...out, ...counts(text, shown, sizes)];
}

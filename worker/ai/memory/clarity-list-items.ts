/**
 * Which names no table knows are systems, once their parts are read (clarity-systems-listed.ts):
 * an item of a list run today, left or connected to — a name with at most a short phrase of where
 * or what for — a name said as what a system is called, or in brackets beside its kind. A person
 * ("Priya in finance glues it together"), a place ("MYOB over in Brisbane") or a word that opens
 * a sentence is none.
 */
import { isPlaceName } from "../../language/company-place";
import { namedAsKind } from "./clarity-kind-named";
import { choosingBefore, isOut, listJoins, type Role } from "./clarity-roles";
import { jobAfter } from "./clarity-system-role-said";
import { KIND_AFTER, type Spot } from "./clarity-systems-listed";
import { subjectOfRunning } from "./clarity-systems-subject";

/** What may follow a list item's name before the next item: where or what it is for, briefly. */
const ITEM_REST =
  /^(?:\s*(?:\(|—|–|-\s|:)[^,;]*|\s+(?:\d+|version \d+|in|for|at|on|by|over(?: in| at)?|across|from|with|as|since|after|via|through|which|that|to (?:run|do|handle|track|manage)|every|each|daily|weekly|monthly|nightly|twice|once|by hand|manually|today|now|right now|currently|still|at the moment|at present|these days|for now)\b[^,;]*)?$/i;

/** A list item's words after its name: a short phrase, none of them a pronoun ("owns it"). */
// "Epos Now at the tills (the cheap version)": a remark in brackets makes the phrase no longer.
const itemRest = (rest: string) =>
  ITEM_REST.test(rest) &&
  rest
    .replace(/\s*\([^)]*\)/g, "")
    .trim()
    .split(/\s+/).length <= 5 &&
  !/\b(?:it|them|him|her|us|everyone)\b/i.test(rest);

/** The words between a piece of the work and the system it is done on. */
const AREA_OF_NEXT =
  /^\s+(?:is|are|=|on|in|via|through|runs? on|lives? in)\s+(?:(?:the|our|an?)\s+)?$/i;

/** A name, then a loose word for the system it is: "a FileMaker thing Bec built", "the Access setup". */
const THING_AFTER = /^\s+(?:thing|setup|set-up|contraption|monster|beast)\b/i;

/** A name given as what a system is called. */
const CALLED = /\b(?:called|named)\s+$/i;

/** A person by the shape of what follows their name: "Jo, who…", "Tom, our controller". */
// "Kerridge, the rest of the dealership is …" goes on to the rest: no person.
const PERSON_AFTER =
  /^,?\s+who\b|^,\s+(?:our|my|the|his|her|their)\s+(?!(?:rest|remainder|others?|other)\b)\w+/i;

/** The words between an item and a name that say where the item is used: the name is a place. */
const WHERE_OF_ITEM =
  /^\s*(?:\d+\s+)?(?:(?:over|out|up|down|based|used|run|live)\s+)?(?:in|at|across|near)\s+(?:the\s+|our\s+)?$/i;
/** Words that put a place next: "based in", "over in", "our office in", "a DC in", "the team is in". */
const PLACE_BEFORE =
  /\b(?:(?:over|out|up|down|based|located|headquartered|offices?|plants?|sites?|warehouses?|stores?|shops?|branch(?:es)?|team|teams|staff|people|folks|we|they|hq|headquarters|company|business|firm|dcs?|rdcs?|depots?|factor(?:y|ies)|yards?|studios?|showrooms?|(?:distribution|fulfil?ment|service|call|contact|data) cent(?:re|er)s?)\s+(?:(?:is|are|'s|'re|sits?)\s+)?(?:(?:all\s+)?(?:based|located)\s+)?(?:in|at|near)|near|outside|across)\s+(?:the\s+)?$/i;

/** The words before a sentence's first word. */
// Not a colon: "Software: Dentrix", "Stack - Xero" open a list, not a sentence.
const SENTENCE_START = /(?:^|[.!?;]\s+|\n\s*)\W?$/;
/** What marks a word as a name besides its capital: capitals inside, a digit, a dot, a slash. */
const NAME_MARK = /^\S*(?:\p{Ll}\p{Lu}|\d|\p{Lu}{2}|[./])/u;

/** Where the next list item starts, or the sentence ends. */
const ITEM_END =
  /,|;|\.(?=\s|$)|[!?]|\s(?:and|plus|&|as well as|\/|\||but|whereas|while|although|though)\s/i;

/**
 * The names no table knows that `spots` (with their parts) hold as systems: run today, left or
 * connected to, each a list's item — a name with at most a short phrase of where or what for.
 */
export function listedNames(
  text: string,
  spots: readonly (Spot & { known?: unknown })[],
): string[] {
  const found: string[] = [];
  let previous: { end: number } | undefined;
  let previousPlace = false;
  for (const [i, spot] of spots.entries()) {
    // "MYOB over in Brisbane", "Lightspeed in the stores": where the item before is used.
    const where = previous && WHERE_OF_ITEM.test(text.slice(previous.end, spot.start));
    // "offices in Bristol and Cardiff": a name listed after a place is a place too.
    const place: boolean =
      PLACE_BEFORE.test(text.slice(Math.max(0, spot.start - 40), spot.start)) ||
      (previousPlace && previous !== undefined && listJoins(text.slice(previous.end, spot.start)));
    previousPlace = place;
    previous = spot;
    // "leaving London for Leeds": a name no table knows that is a place is no system.
    const name = spot.known || (spot.name && isPlaceName(spot.name)) ? undefined : spot.name;
    const described = name !== undefined && /^[\p{Ll}\d]/u.test(name);
    if (!name || spot.role === "target" || isOut(spot.role) || where || place) continue;
    // "our WMS is Snapfulfil", "Mantis (our WMS)": named as what a kind of theirs is.
    if (!described && namedAsKind(text, spot.start, spot.end)) {
      found.push(name);
      continue;
    }
    // "Kerridge is creaking": said as worn, it may be read as being left.
    const theirs = spot.role === "current" || spot.role === "replaced";
    if (!described && theirs && subjectAt(text, spot, name)) {
      found.push(name);
      continue;
    }
    if (!described && SENTENCE_START.test(text.slice(Math.max(0, spot.start - 4), spot.start))) {
      // A sentence's first word has its capital from its place: a name only with a mark of one
      // ("TempWorks", "AS/400", "MYOB") or as the first item of a list of names.
      const next = spots[i + 1];
      const listed = next && listJoins(text.slice(spot.end, next.start));
      // "Pegasus Opera for the books.": the job said after it makes it a system.
      const job = jobAfter(text.slice(spot.end, spot.end + 40));
      if (!NAME_MARK.test(name) && !listed && !job) continue;
    }
    const after = text.slice(spot.end, spot.end + 80);
    // "F&B on Micros", "Brewing on Ekos": the piece of work the next name is used for.
    const next = spots[i + 1];
    if (next && AREA_OF_NEXT.test(text.slice(spot.end, next.start))) continue;
    // "an app called StockPilot", "our CRM (Capsule)": named as a system, whatever follows.
    const bracketed = text[spot.start - 1] === "(" && /^\s*\)/.test(after);
    if (bracketed || CALLED.test(text.slice(Math.max(0, spot.start - 10), spot.start))) {
      found.push(name);
      continue;
    }
    // "runs on an AS400 nobody understands", "off the AS/400 finally": a name by its marks, said
    // as run today or left.
    if (theirs && NAME_MARK.test(name) && !PERSON_AFTER.test(after)) {
      found.push(name);
      continue;
    }
    const cut = after.search(ITEM_END);
    const rest = cut < 0 ? after : after.slice(0, cut);
    if (
      PERSON_AFTER.test(after) ||
      !(described || KIND_AFTER.test(after) || THING_AFTER.test(after) || itemRest(rest))
    )
      continue;
    found.push(name);
  }
  return [...new Set(found)];
}

/** "Comarch is too old", "Kerridge K8 runs the branches": the subject of what a system does. */
const subjectAt = (text: string, spot: Spot, name: string) =>
  subjectOfRunning(
    name,
    text.slice(Math.max(0, spot.start - 30), spot.start),
    text.slice(spot.end, spot.end + 80),
  );

/** What a company makes do with, never a product being chosen: a list holding one is today's. */
const MAKESHIFT = new Set(["spreadsheets", "paper", "shared drive"]);

/**
 * A list of names with no word of its part that holds spreadsheets, paper or a shared drive
 * ("Mostly Sage 50 and Excel, plus Dext for receipts") is what runs today: nobody shortlists
 * Excel. Sets the part of every item of such a list (and of the platform it names) to current.
 */
export function makeshiftLists(
  text: string,
  spots: (Spot & { known?: { role: Role; name?: string } })[],
): void {
  if (!spots.some((s) => s.label && MAKESHIFT.has(s.label))) return;
  let run: typeof spots = [];
  const close = () => {
    // Items with no word of their part, or already today's ("sage and excel mostly").
    const open = run.every((s) => ["target", "current"].includes(s.known?.role ?? s.role));
    if (run.length > 1 && open && run.some((s) => s.label && MAKESHIFT.has(s.label)))
      if (!choosingBefore(text, run[0]!.start))
        for (const s of run) {
          s.role = "current";
          if (s.known?.name) s.known.role = "current";
        }
    run = [];
  };
  for (const spot of spots) {
    const last = run.at(-1);
    if (last && !listJoins(text.slice(last.end, spot.start))) close();
    if (spot.known && !spot.known.name) {
      close();
      continue;
    }
    run.push(spot);
  }
  close();
}

/**
 * Systems by names no table knows, read by the part they play as the tables' names are
 * (`roleAt`): an item of a list that runs today ("the stack is Shopify, Lightspeed in the stores
 * and Xero"), joined to a system to connect to ("push orders into Acumatica and Avalara"), a name
 * given in answer to "which systems…?" (`defaultRole`), a name said with the kind of thing it is
 * ("a FoxPro program"). A list item is a name with at most a short phrase of where or what for;
 * a person ("Priya in finance glues it together"), a place, a month, a team or a word that opens
 * a sentence is none.
 */
import { isRole } from "../../language/company-words";
import { placesIn } from "../../language/places";
import { months, seasons, weekdays } from "../../language/vocabulary";
import { labelOf, moreSystems, systems, tableSystemsIn, typeWords } from "./clarity-platform-names";
import { defaultRole, listJoins, type Role, type RoleContext, roleAt } from "./clarity-roles";
import { departmentPatterns } from "./clarity-situation";

/** A system of the tables (no `name`) or a name no table knows, where the message says it. */
export interface Spot {
  start: number;
  end: number;
  /** A name no table knows, or a system said by what it does ("time-tracking app"). */
  name?: string;
  /** A tables' system: its label. */
  label?: string;
  role: Role;
}

// A dot only inside a name ("Monday.com"); a slash or digits in one ("AS/400", "Cin7").
const WORD = String.raw`(?:\p{Lu}[\p{L}\d&/+-]*|\p{Ll}{1,2}\p{Lu}[\p{L}\d]*)(?:\.[\p{L}\d-]+)*`;
const NAME = new RegExp(String.raw`(?<![\p{L}\d'’-])${WORD}(?:\s(?:${WORD}|\d+))?`, "gu");

/** Words that open a sentence or stand in capitals without naming a product. */
const NOT_NAMES = new Set(
  `i we the our it its this that these those and or but if so then also plus just only mostly
  mainly largely today right now currently everything nothing yes no not well oh ok okay sure
  thanks hi hello my your they he she you most all some both a an in on at for with from to by as
  of there here what which who when where why how vat gst hst api sku kpi roi fte po pos gl
  ap ar eu uk us usa uae qa qc b2b b2c saas fy q1 q2 q3 q4 pdf csv sorry actually anyway
  btw fyi ps hmm great perfect cool nice absolutely exactly correct agreed true please cheers
  apologies look listen again otherwise besides however meanwhile budget timeline`.split(/\s+/),
);

/** Unknown names read per message: a message names a few dozen systems at most. */
const MAX_NAMES = 40;

/** The kind of thing a system is, said after its name: "a FoxPro program", "the Progress database". */
const KIND_AFTER =
  /^\s+(?:programs?|programmes?|databases?|db|systems?|apps?|applications?|software|servers?|packages?|platforms?|portals?|boxe?s?|install(?:ation)?|wms|crm|erp|mrp|mes|pos|psa|hris|tms|lms|cms)\b/i;

/** What may follow a list item's name before the next item: where or what it is for, briefly. */
const ITEM_REST =
  /^(?:\s*(?:\(|—|–|-\s|:)[^,;]*|\s+(?:\d+|version \d+|in|for|at|on|over(?: in| at)?|across|from|with|as|since|via|through|which|that|to (?:run|do|handle|track|manage))\b[^,;]*)?$/i;

/** A list item's words after its name: a short phrase, none of them a pronoun ("owns it"). */
const itemRest = (rest: string) =>
  ITEM_REST.test(rest) &&
  rest.trim().split(/\s+/).length <= 5 &&
  !/\b(?:it|them|him|her|us|everyone)\b/i.test(rest);

/** A person by the shape of what follows their name: "Jo, who…", "Tom, our controller". */
const PERSON_AFTER = /^,?\s+who\b|^,\s+(?:our|my|the|his|her|their)\s+\w+/i;

/**
 * Words that say a system is run today: "we're on X", "everything lives in X", "stuck with X",
 * "service calls are in X" (what is in it, never who: "we are in Ohio").
 */
const RUN_TODAY =
  /\b(?:(?:we|i|they)(?:'re|\s+are|\s+am)?\s+(?:still\s+|currently\s+|mostly\s+|all\s+)?(?:on|using|use|run(?:ning)?)|(?:currently|still|today)\s+on|(?<!\b(?:we|i|they|you|he|she|it|who|team|teams|staff|people|folks|guys|office|offices|hq|headquarters|warehouses?|plants?|sites?|branch|branches|stores?|depots?|company|business|firm|family|owner|owners|boss|founder)\s+)(?:is|are)\s+(?:all\s+|still\s+|mostly\s+|kept\s+)?in|stuck\s+(?:on|with)|(?:lives?|living|kept|tracked|managed|handled|runs?|done)\s+(?:in|on|through|out of)|run\w*\s+(?:everything|it all|the (?:whole )?(?:business|company|firm|place|shop))\s+(?:on|in|off|through)|built\s+on|our\s+(?:current|old|existing|legacy)\s+(?:system|tool|software|platform|erp|crm)\s+is)\s+(?:an?\s+|the\s+|our\s+)?(?:old\s+|ancient\s+|legacy\s+|creaky\s+)?$/i;

/** The words between an item and a name that say where the item is used: the name is a place. */
const WHERE_OF_ITEM =
  /^\s*(?:\d+\s+)?(?:(?:over|out|up|down|based|used|run|live)\s+)?(?:in|at|across|near)\s+(?:the\s+|our\s+)?$/i;
/** Words that put a place next: "based in", "over in", "our office in", "the team is in". */
const PLACE_BEFORE =
  /\b(?:(?:over|out|up|down|based|located|headquartered|offices?|plants?|sites?|warehouses?|stores?|shops?|branch(?:es)?|team|teams|staff|people|folks|we|they|hq|headquarters|company|business|firm)\s+(?:(?:is|are|'s|'re|sits?)\s+)?(?:(?:all\s+)?(?:based|located)\s+)?(?:in|at|near)|near|outside|across)\s+(?:the\s+)?$/i;

/** The words before a sentence's first word. */
const SENTENCE_START = /(?:^|[.!?;:]\s+|\n\s*)\W?$/;
/** What marks a word as a name besides its capital: capitals inside, a digit, a dot, a slash. */
const NAME_MARK = /^\S*(?:\p{Ll}\p{Lu}|\d|\p{Lu}{2}|[./])/u;

/** Where the next list item starts, or the sentence ends. */
const ITEM_END = /,|;|\.(?=\s|$)|[!?]|\s(?:and|plus|&|as well as)\s/i;

/** A capitalised word that names no product: a place, a date word, a team, a role, an opener. */
function plainWord(name: string): boolean {
  const first = name.split(" ")[0]!;
  const lower = first.toLowerCase();
  return (
    NOT_NAMES.has(lower) ||
    /^\p{L}+ly$/u.test(first) ||
    months.includes(lower) ||
    weekdays.includes(lower) ||
    lower in seasons ||
    placesIn(name).length > 0 ||
    departmentPatterns.some(([re]) => re.test(first)) ||
    isRole(first)
  );
}

/** A tables' system where `text` names it; `generic` when named by a kind ("homegrown MRP"). */
export interface TableSpan {
  start: number;
  end: number;
  label: string;
  generic?: boolean;
}

/** Where the tables' systems stand in `text`, with their labels, in the tables' order. */
export function tableSpans(text: string): TableSpan[] {
  const spans: TableSpan[] = [];
  for (const [re, label] of systems) {
    const m = re.exec(text);
    if (m) spans.push({ start: m.index, end: m.index + m[0].length, label });
  }
  for (const [re, label] of moreSystems) {
    const m = re.exec(text);
    if (m)
      spans.push({
        start: m.index,
        end: m.index + m[0].length,
        label: labelOf(label, m),
        generic: true,
      });
  }
  return spans;
}

/** A system said by what it does: "our time-tracking app", "the booking system". */
const DESCRIBED =
  /\b(?:[Oo]ur|[Tt]he|[Aa]n?|[Tt]heir)\s+([\p{Ll}\d][\p{L}\d-]{2,}?)(?:['’]s)?\s+(apps?|tools?|system|software|portal|platform|package|provider|database)\b/dgu;
/** Words before a system's noun that say what it is like, not what it does. */
const NOT_WHAT_IT_DOES = new Set(
  `new old current existing legacy right best whole same other next one main core single proper
  modern cloud good bad better big small simple separate different own internal external custom
  bespoke homegrown home-grown in-house entire complete full real actual specific particular
  dedicated standalone online web mobile free cheap expensive clunky ancient outdated creaky
  terrible awful horrible slow first second third last previous ideal perfect whole kind sort type
  same-old replacement chosen preferred target wrong shiny fancy`.split(/\s+/),
);

/**
 * The tables' systems and the names no table knows, where `text` says them and the platforms the
 * tables know (`known`) are not; their parts are read in order with those (`roleOfSpot`).
 */
export function otherSpots(
  text: string,
  known: readonly { start: number; end: number }[],
  table: readonly TableSpan[],
): Spot[] {
  const taken = [...known];
  const spots: Spot[] = [];
  for (const s of table) {
    if (taken.some((k) => s.start < k.end && k.start < s.end)) continue;
    spots.push({ ...s, role: "target" });
    taken.push(s);
  }
  const free = (start: number, end: number) => !taken.some((k) => start < k.end && k.start < end);
  for (const m of text.matchAll(DESCRIBED)) {
    if (spots.length >= MAX_NAMES) break;
    // "the courier's portal": the courier portal.
    const [what, noun] = [m[1]!, m[2]!.toLowerCase()];
    const start = m.indices![1]![0];
    const end = m.index + m[0].length;
    // "our payroll provider" is the tables' payroll; "our new system" says nothing of what it does.
    if (
      NOT_WHAT_IT_DOES.has(what.toLowerCase()) ||
      tableSystemsIn(what).length ||
      !free(start, end)
    )
      continue;
    if (typeWords.some(([re]) => re.test(what))) continue;
    // "Our scheduling tool is Deputy": the name says it.
    if (/^\s*(?:is|are|was|=|:|\(|,? which is)/i.test(text.slice(end, end + 20))) continue;
    spots.push({ start, end, name: `${what} ${noun.replace(/s$/, "")}`, role: "target" });
    taken.push({ start, end });
  }
  let names = 0;
  for (const m of text.matchAll(NAME)) {
    // A message names a few dozen systems at most: the rest of a wall of capitals is not read.
    if (names >= MAX_NAMES) break;
    // "Mintsoft WMS": a name, then a word the tables know.
    const said = free(m.index, m.index + m[0].length) ? m[0] : m[0].split(" ")[0]!;
    const end = m.index + said.length;
    if (!free(m.index, end) || plainWord(said)) continue;
    // "HubSpot Starter", "QuickBooks Online": an edition of the name before, not a second system.
    if (taken.some((k) => text.slice(k.end, m.index) === " ")) continue;
    spots.push({ start: m.index, end, name: said, role: "target" });
    names++;
  }
  return spots;
}

/** The part of a spot, given the name said before it and what the conversation says. */
export function roleOfSpot(
  text: string,
  spot: Spot,
  previous: { end: number; role: Role } | undefined,
  context?: RoleContext,
): Role {
  // A list goes on from a system to connect to as from one run today.
  if (previous?.role === "linked" && listJoins(text.slice(previous.end, spot.start)))
    return "linked";
  const fallback = defaultRole(context, undefined, text, spot.start, spot.end);
  const role = roleAt(text, spot.start, spot.end, previous, fallback);
  if (role !== "target") return role;
  if (RUN_TODAY.test(text.slice(Math.max(0, spot.start - 50), spot.start))) return "current";
  // "a FoxPro program": a system that exists, unless it is the one being chosen.
  if (spot.name && KIND_AFTER.test(text.slice(spot.end, spot.end + 30)))
    return defaultRole({ lastAsked: "systems" }, undefined, text, spot.start, spot.end);
  return "target";
}

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
  for (const [i, spot] of spots.entries()) {
    // "MYOB over in Brisbane", "Lightspeed in the stores": where the item before is used.
    const where = previous && WHERE_OF_ITEM.test(text.slice(previous.end, spot.start));
    previous = spot;
    const name = spot.known ? undefined : spot.name;
    const described = name !== undefined && /^[\p{Ll}\d]/u.test(name);
    if (
      !name ||
      spot.role === "target" ||
      where ||
      PLACE_BEFORE.test(text.slice(Math.max(0, spot.start - 40), spot.start))
    )
      continue;
    if (!described && SENTENCE_START.test(text.slice(Math.max(0, spot.start - 4), spot.start))) {
      // A sentence's first word has its capital from its place: a name only with a mark of one
      // ("TempWorks", "AS/400", "MYOB") or as the first item of a list of names.
      const next = spots[i + 1];
      const listed = next && listJoins(text.slice(spot.end, next.start));
      if (!NAME_MARK.test(name) && !listed) continue;
    }
    const after = text.slice(spot.end, spot.end + 80);
    const cut = after.search(ITEM_END);
    const rest = cut < 0 ? after : after.slice(0, cut);
    if (PERSON_AFTER.test(after) || !(described || KIND_AFTER.test(after) || itemRest(rest)))
      continue;
    found.push(name);
  }
  return [...new Set(found)];
}

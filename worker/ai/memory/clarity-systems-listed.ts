/**
 * Systems by names no table knows, read by the part they play as the tables' names are
 * (`roleAt`): an item of a list that runs today ("the stack is Shopify, Lightspeed in the stores
 * and Xero"), joined to a system to connect to ("push orders into Acumatica and Avalara"), a name
 * given in answer to "which systems…?" (`defaultRole`), a name said with the kind of thing it is
 * ("a FoxPro program"), a tool in use by whoever uses it ("booked through VetHub"). A place, a
 * month, a team, a currency or a word that opens a sentence is no name; which names are systems
 * once their parts are read: clarity-list-items.ts.
 */
import { countryCodesIn } from "../../language/country-codes";
import { kindsFromVendors } from "./clarity-kind-from-vendor";
import { namedAsKind } from "./clarity-kind-named";
import { NOT_NAMES, plainWord } from "./clarity-plain-words";
import { tableSystemsIn, typeWords } from "./clarity-platform-names";
import {
  choosingBefore,
  defaultRole,
  listJoins,
  type Role,
  type RoleContext,
  roleAt,
} from "./clarity-roles";
import { shouted } from "./clarity-shouted";
import { jobAfter } from "./clarity-system-role-said";
import type { TableSpan } from "./clarity-table-spans";

/** Which capitalised words name no product: clarity-plain-words.ts. */
export { plainWord } from "./clarity-plain-words";
export { type TableSpan, tableSpans } from "./clarity-table-spans";

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
const WORD = String.raw`(?:\p{Lu}[\p{L}\d&/+-]*|\p{Ll}{1,4}\p{Lu}[\p{L}\d]*)(?:\.[\p{L}\d-]+)*`;
// A product named by its web address, in any case: "monday.com", "wrike.com".
const DOMAIN = String.raw`\p{Ll}[\p{L}\d-]+\.(?:com|io|ai|app|co)(?![\p{L}\d]|\.[\p{L}\d])`;
const NAME = new RegExp(
  // "Raiser's Edge", "Sage 200": a name's second word after a possessive or a version.
  String.raw`(?<![\p{L}\d'’@.-])(?:${DOMAIN}|${WORD}(?:['’]s(?=\s\p{Lu}))?(?:\s(?:${WORD}|\d[\p{L}\d]*))?)`,
  "gu",
);

/** After a name, what a person has: "Priya's head", "Dave's own spreadsheet". */
const PERSONS =
  /^['’]s\s+(?:own\s+|old\s+)?(?:head|brain|memory|notebook|notes|desk|laptop|inbox|spreadsheets?|sheets?|knowledge|job|team|word)\b/i;

/** Between a name and its edition: a space, or a version ("Sage 100 Contractor", "v9 Pro"). */
const EDITION_GAP = /^ (?:v?\d+(?:\.\d+)* )?$/i;

/** Unknown names read per message: a message names a few dozen systems at most. */
const MAX_NAMES = 40;

/** The kind of thing a system is, said after its name: "a FoxPro program", "the Progress database". */
export const KIND_AFTER =
  /^\s+(?:programs?|programmes?|databases?|db|systems?|apps?|applications?|software|servers?|packages?|platforms?|portals?|boxe?s?|install(?:ation)?|wms|crm|erp|mrp|mes|pos|psa|hris|tms|lms|cms|connectors?|integrations?|plugins?|plug-ins?|add-?ons?|scripts?|zaps?|workflows?|automations?|mess|setup|instance|licen[cs]es?|subscriptions?|middleware|sync)\b/i;

/**
 * Words that say a system is run today: "we're on X", "everything lives in X", "stuck with X",
 * "service calls are in X" (what is in it, never who: "we are in Ohio").
 */
const RUN_TODAY =
  /\b(?:(?:we|i|they)(?:'re|\s+are|\s+am)?\s+(?:still\s+|currently\s+|mostly\s+|all\s+)?(?:on|using|use|run(?:ning)?)|(?:currently|still|today)\s+on|(?<!\b(?:we|i|they|you|he|she|it|who|team|teams|staff|people|folks|guys|office|offices|hq|headquarters|warehouses?|plants?|sites?|branch|branches|stores?|depots?|company|business|firm|family|owner|owners|boss|founder)\s+)(?:is|are)\s+(?:all\s+|still\s+|mostly\s+|kept\s+)?in|stuck\s+(?:on|with)|(?:lives?|living|kept|tracked|managed|handled|runs?|done)\s+(?:in|on|through|out of|with)|(?:works?|working|operates?|operating)\s+(?:out of|in|on|off|from)|outsourced\s+to|(?:run|do|track|keep|manage|log|hold|store|plan|book)\w*\s+(?:everything|it all|all of it|the lot|the (?:whole )?(?:business|company|firm|place|shop))\s+(?:on|in|off|through|with)|\b(?:we|i|they)\s+(?:ship|invoice|bill|pay|book|schedule|quote|label|dispatch|pick|email|sign)\w*(?:\s+\w+){0,2}?\s+(?:with|using|via|through)|built\s+on|our\s+(?:current|old|existing|legacy)\s+(?:system|tool|software|platform|erp|crm)\s+is|\b(?:we|i|they)\s+(?:manage|track|log|book|schedule|record|handle|process|hold|store|raise)\w*\s+(?:[\w-]+\s+){1,4}?(?:on|in|through|using|via))\s+(?:an?\s+|the\s+|our\s+)?(?:old\s+|ancient\s+|legacy\s+|creaky\s+)?$/i;

/** The trade before a name: "we sell configurable ", "they install ", "a firm that makes ". */
const TRADE_BEFORE =
  /\b(?:sell|sells|selling|make|makes|making|manufactur\w*|install|installs|installing|supply|supplies|supplying|distribut\w*|design|designs|designing|fit|fits|fitting|repair|repairs|repairing|servic(?:e|es|ing))\s+(?:(?:and|&)\s+\w+\s+)?(?:[\p{Ll}-]+\s+){0,2}$/u;

/** A system said by what it does: "our time-tracking app", "the booking system". */
const DESCRIBED =
  /\b(?:[Oo]ur|[Tt]he|[Aa]n?|[Tt]heir)\s+([\p{Ll}\d][\p{L}\d-]{2,}?)(?:['’]s)?\s+(apps?|tools?|system|software|portal|platform|package|provider|database)\b/dgu;
/** A system by what it does, then its name: "Our scheduling tool is Deputy", "(Deputy)". */
const NAMED_AFTER =
  /^\s*(?:(?:is|are|was|=|:)\s+(?:called\s+)?(?:\p{Lu}|\p{Ll}{1,4}\p{Lu}|[\p{Ll}\d]+(?:\.com)?\s*(?:[,.;!?]|$))|\(|,? which is|called|named)/u;
/** Words before a system's noun that say what it is like, not what it does. */
const NOT_WHAT_IT_DOES = new Set(
  `new old current existing legacy right best whole same other next one main core single proper
  modern cloud good bad better big small simple separate different own internal external custom
  bespoke homegrown home-grown in-house entire complete full real actual specific particular
  dedicated standalone online web mobile free cheap expensive clunky ancient outdated creaky
  terrible awful horrible slow first second third last previous ideal perfect whole kind sort type
  same-old replacement chosen preferred target wrong shiny fancy`.split(/\s+/),
);

/** A tool of some kind refused or doubted, before "a"/"an": "won't use a", "never touch an". */
const REFUSED_KIND =
  /\b(?:won'?t|wont|will not|would(?:n'?t| not)|never|refuse to|don'?t want to|can'?t|cannot)\s+(?:\w+\s+)?(?:use|touch|open|learn|download|install|bother with)\s+an?\s+$/i;

/**
 * The tables' systems and the names no table knows, where `text` says them and the platforms the
 * tables know (`known`) are not; their parts are read in order with those (`roleOfSpot`).
 */
export function otherSpots(
  text: string,
  known: readonly { start: number; end: number }[],
  table: readonly TableSpan[],
): Spot[] {
  // "across the EU (DE, NL, PL)": countries by their codes, no systems.
  const taken = [...known, ...countryCodesIn(text)];
  const spots: Spot[] = [];
  for (const s of table) {
    if (taken.some((k) => s.start < k.end && k.start < s.end)) continue;
    spots.push({ ...s, role: "target" });
    taken.push(s);
  }
  const free = (start: number, end: number) => !taken.some((k) => start < k.end && k.start < end);
  // "we have a TMS from descartes and salesforce": one system by its vendor, an item of the list.
  for (const v of kindsFromVendors(text)) {
    if (!free(v.start, v.end)) continue;
    spots.push({ start: v.start, end: v.end, name: v.name, role: "target" });
    taken.push(v);
  }
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
    // "Our scheduling tool is Deputy": the name says it; "our donor database is falling apart" is
    // the system, said as it is.
    if (NAMED_AFTER.test(text.slice(end, end + 24))) continue;
    // "the lads won't use a phone app": a kind of tool someone refuses, no system of theirs.
    if (REFUSED_KIND.test(text.slice(Math.max(0, m.index - 30), start))) continue;
    spots.push({ start, end, name: `${what} ${noun.replace(/s$/, "")}`, role: "target" });
    taken.push({ start, end });
  }
  // "Navision is ancient … everything sits in Navision": a known name said again is no other one.
  const knownSaid = new Set(known.map((k) => text.slice(k.start, k.end).toLowerCase()));
  let names = 0;
  for (const m of text.matchAll(NAME)) {
    // A message names a few dozen systems at most: the rest of a wall of capitals is not read.
    if (names >= MAX_NAMES) break;
    // "Mintsoft WMS": a name, then a word the tables know.
    let said = free(m.index, m.index + m[0].length) ? m[0] : m[0].split(" ")[0]!;
    let start = m.index;
    // "A Celigo connector", "Our Fishbowl": a sentence's opener, then the name.
    const space = said.indexOf(" ");
    // "PS Financials" is a product; "PS" alone (or "PS:") opens a postscript.
    const initials = /^PS /.test(said) && !plainWord(said.slice(space + 1));
    if (space > 0 && NOT_NAMES.has(said.slice(0, space).toLowerCase()) && !initials) {
      start += space + 1;
      said = said.slice(space + 1);
    }
    const end = start + said.length;
    if (!free(start, end) || plainWord(said) || shouted(text, start, end)) continue;
    if (knownSaid.has(said.toLowerCase())) continue;
    // "only in Priya's head", "Dave's spreadsheet": a person's, no system.
    if (PERSONS.test(text.slice(end, end + 24))) continue;
    // "HubSpot Starter", "QuickBooks Online", "Sage 100 Contractor": an edition of the name
    // before (with its version between), not a second system.
    if (taken.some((k) => EDITION_GAP.test(text.slice(k.end, start)))) continue;
    spots.push({ start, end, name: said, role: "target" });
    names++;
  }
  // Names typed in lower case ("we use quickbooks, fishbowl and shopify"): only a list's item
  // beside a system already known, one word, and no common word.
  if (taken.length)
    for (const m of text.matchAll(LOWER_ITEM)) {
      const [start, end] = [m.index, m.index + m[0].length];
      if (spots.length >= MAX_NAMES) break;
      if (!free(start, end) || COMMON.has(m[0]) || plainWord(m[0])) continue;
      // "hubspot free + zendesk", "xero premium / dext": a word right after a name is its edition.
      if (taken.some((k) => EDITION_GAP.test(text.slice(k.end, start)))) continue;
      // Typed tight beside a known system ("xero + unleashed"), or a middle item of a list
      // beside one, a comma on one side ("quickbooks, fishbowl and shopify"): "we're on xero
      // and happy" names no system.
      const [prev, next] = [text.slice(Math.max(0, start - 8), start), text.slice(end, end + 8)];
      const beside = (join: RegExp) =>
        taken.some(
          (k) =>
            (k.end <= start && join.test(text.slice(k.end, start))) ||
            (k.start >= end && join.test(text.slice(end, k.start))),
        );
      const middle =
        /(?:,|\band|\+|&|\/|\bplus)\s*$/i.test(prev) &&
        /^\s*(?:,|and\b|\+|&|\/|plus\b)/i.test(next) &&
        (/,\s*$/.test(prev) || /^\s*,/.test(next));
      if (beside(TIGHT) || (middle && beside(JOIN)))
        spots.push({ start, end, name: m[0], role: "target" });
    }
  return spots;
}

/** A lower-case word between a list's joiners (or its end): "…, fishbowl and …", "xero + unleashed". */
const LOWER_ITEM =
  /(?<=(?:,|\band|\+|&|\/|\bplus)\s*)\b[a-z][a-z0-9]{2,14}\b(?=\s*(?:,|\band\b|\+|&|\/|\bplus\b|[.;!?]|$))|\b[a-z][a-z0-9]{2,14}\b(?=\s*(?:,|\band\b|\+|&|\/|\bplus\b)\s*\S)/g;
/** Nothing but a joiner between two items. */
const JOIN = /^\s*(?:,\s*(?:and\s+|plus\s+)?|and|plus|\+|&|\/)\s*$/i;
/** A list typed tight: "xero + unleashed", "sage/excel". */
const TIGHT = /^\s*[+&/]\s*$/;
/** Lower-case words a list of systems holds that name none. */
const COMMON = new Set(
  `more others other stuff things etc everything nothing lots loads some few that this them too
  also email emails phone phones calls paper excel sheets spreadsheets more besides whatever
  similar such various stuff misc miscellaneous manual hand`.split(/\s+/),
);

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
  // "Pegasus Opera for the books": a name said with the job it does runs it, unless chosen.
  if (
    spot.name &&
    jobAfter(text.slice(spot.end, spot.end + 40)) &&
    !choosingBefore(text, spot.start)
  )
    return "current";
  // "our WMS is Snapfulfil", "Mantis (our WMS)": a kind of theirs, by the name that is it.
  if (spot.name && namedAsKind(text, spot.start, spot.end) && !choosingBefore(text, spot.start))
    return "current";
  // "we sell configurable HVAC systems": what the business sells or makes, no system of theirs.
  if (spot.name && TRADE_BEFORE.test(text.slice(Math.max(0, spot.start - 40), spot.start)))
    return "others";
  // "a FoxPro program": a system that exists, unless it is the one being chosen.
  if (spot.name && KIND_AFTER.test(text.slice(spot.end, spot.end + 30)))
    return defaultRole({ lastAsked: "systems" }, undefined, text, spot.start, spot.end);
  return "target";
}

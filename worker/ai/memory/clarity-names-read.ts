/**
 * Every type and platform one message names, with the part each plays there, and the names no
 * table knows read as systems (docs/decisions/033): the reading `platformsIn` builds on.
 */
import { candidateAt, isKindLabel, kindNamed, kindNamedAt } from "./clarity-kind-named";
import { listedNames, makeshiftLists } from "./clarity-list-items";
import { lowerNamesInUse } from "./clarity-lower-names";
import {
  kindOfProduct,
  kindWhenLeft,
  type ProjectType,
  productTypes,
  typeWords,
} from "./clarity-platform-names";
import {
  choosingBefore,
  defaultRole,
  isOut,
  type Role,
  type RoleContext,
  roleAt,
} from "./clarity-roles";
import {
  otherSpots,
  roleOfSpot,
  type Spot,
  type TableSpan,
  tableSpans,
} from "./clarity-systems-listed";

/** A type or a platform where the message names it, and the part it plays there. */
export interface Named {
  name?: string;
  type: ProjectType;
  start: number;
  end: number;
  role: Role;
  /** A kind said with the product that is it ("our CRM is basically Outlook"): theirs, no project. */
  named?: boolean;
}

/**
 * Every type and platform the message names, in the order it names them, each with its role, and
 * the names no table knows said as systems. The tables' systems and the unknown names are read in
 * the same order, so a list's part passes from item to item whatever each item is ("the stack is
 * Shopify, Lightspeed and Xero"); a platform's with no word around it that says is what the
 * conversation says (`context`).
 */
export function readNamed(
  text: string,
  context?: RoleContext,
): {
  found: Named[];
  listed: string[];
  tables: string[];
  named: string[];
  described: string[];
  /** The kind of project a tables' system being left calls for ("replace QuickBooks": ERP). */
  left?: ProjectType;
} {
  const found: Named[] = [];
  for (const [re, type] of typeWords) {
    const m = re.exec(text);
    if (m) found.push({ type, start: m.index, end: m.index + m[0].length, role: "target" });
  }
  // Most specific names first; a matched name is blanked out (same length, so positions hold)
  // so "Dynamics 365 Sales" is not also read as "Microsoft Dynamics".
  let rest = text;
  for (const [re, name, type] of productTypes) {
    const m = re.exec(rest);
    if (!m) continue;
    rest = rest.replace(re, " ".repeat(m[0].length));
    found.push({ name, type, start: m.index, end: m.index + m[0].length, role: "target" });
  }
  // Dynamics alone beside a CRM ("Salesforce or Dynamics", "a CRM — maybe Dynamics") is its CRM.
  const dynamics = found.find((f) => f.name === "Microsoft Dynamics");
  if (dynamics && found.some((f) => f !== dynamics && f.type === "CRM")) dynamics.type = "CRM";
  // A kind's word inside a product's own name ("Zoho CRM", "Salesforce CPQ") is that name's part.
  const inName = (k: Named) =>
    !k.name && found.some((f) => f.name && f.start <= k.start && k.end <= f.end);
  found.splice(0, found.length, ...found.filter((k) => !inName(k)));
  found.sort((a, b) => a.start - b.start);
  const table = tableSpans(text);
  const spots: (Spot & { known?: Named })[] = [
    ...found.map((f) => ({ start: f.start, end: f.end, role: f.role, known: f })),
    ...otherSpots(text, found, table),
  ].sort((a, b) => a.start - b.start);
  let previous: { end: number; role: Role } | undefined;
  const editions: Named[] = [];
  for (const spot of spots) {
    const f = spot.known;
    if (!f) {
      spot.role = roleOfSpot(text, spot, previous, context);
      previous = spot;
      continue;
    }
    const fallback = f.name ? defaultRole(context, f.type, text, f.start, f.end) : "target";
    f.role = roleAt(text, f.start, f.end, previous, fallback);
    // "Our CRM is Salesforce": the type of a system in use, not a project.
    const next = found[found.indexOf(f) + 1];
    const is = /^\s*(?:is|are|=|runs on)\s+(?:\w+\s+)?$/i;
    if (!f.name && next?.name && is.test(text.slice(f.end, next.start))) f.role = "current";
    // "CRM is Capsule": the kind they have, named by a name no table knows.
    if (!f.name && f.role === "target" && KIND_IS_NAMED.test(text.slice(f.end, f.end + 30)))
      f.role = "current";
    // "a CRM called Capsule", "the ERP, which is Odoo", "Capsule (our CRM)": the product is it.
    if (!f.name && !isOut(f.role) && kindNamed(text, f.start, f.end)) {
      f.role = "current";
      f.named = true;
    }
    // "CRM is a mess of spreadsheets": the kind they have, said as how it is, not a project.
    if (!f.name && f.role === "target" && KIND_AS_IT_IS.test(text.slice(f.end, f.end + 40)))
      f.role = "current";
    // "HubSpot free CRM", "Zoho CRM": the edition of the name just before, in its part.
    const named = found[found.indexOf(f) - 1];
    if (!f.name && named?.name && EDITION.test(text.slice(named.end, f.start))) {
      editions.push(f);
      continue;
    }
    // "a CRM nobody uses", "the ERP we have": the kind they hold, said by who uses it.
    if (!f.name && f.role === "target" && KIND_IN_USE.test(text.slice(f.end, f.end + 40)))
      f.role = "current";
    if (f.name) previous = f;
  }
  // A platform the tables know said as what a kind is ("the ERP, which is Odoo"): run today.
  for (const f of found.filter((k) => k.named)) {
    const at = kindNamedAt(text, f.start, f.end);
    const it = found.find((p) => p.name && at !== undefined && p.start <= at && at < p.end);
    if (it && !isOut(it.role)) it.role = "current";
  }
  makeshiftLists(text, spots);
  // A candidate turned down ("we ruled out SAP") is neither the project nor a system.
  const rejected = spots.filter((s) => isOut(s.role));
  const out = (s: { start: number }) => rejected.some((r) => r.start === s.start);
  const kept = found.filter((f) => !isOut(f.role) && !editions.includes(f));
  found.splice(0, found.length, ...kept);
  // "a WMS called Mantis": Mantis, not warehouse management beside it.
  // "payroll through ADP": the product of the kind stands for it.
  const products = new Set(table.map((s) => kindOfProduct[s.label]));
  const kindOnly = (s: TableSpan) =>
    isKindLabel(s.label) && (products.has(s.label) || kindNamed(text, s.start, s.end));
  // The tables' systems said as run today, left or connected to: today's, even in a question.
  const tables = spots
    .filter((s) => s.label && s.role !== "target" && !isOut(s.role) && !kindOnly(s as TableSpan))
    .map((s) => s.label!);
  // A system weighed or moved to ("replacing Oracle EBS with Workday or Oracle Fusion") is a
  // candidate, not one in use.
  const weighed = (s: TableSpan) =>
    spots.some((p) => p.start === s.start && p.role === "target") && candidateAt(text, s.start);
  const named = table
    .filter((s) => !s.generic && !out(s) && !kindOnly(s) && !weighed(s))
    .map((s) => s.label);
  const generic = table.filter((s) => s.generic).map((s) => s.label);
  const listed = listedNames(text, spots);
  // Systems named by their kind or by what they do ("our booking app"): a sentence naming one
  // still says why or what worries them, so only the message's reading keeps them.
  // Names typed in lower case where a piece of work is said to run on them ("docs sit in imanage").
  const lower = lowerNamesInUse(text)
    // "servicem8": a table's word found inside a name is no spot of it ("service").
    .filter(
      (l) =>
        !spots.some((s) => l.start < s.end && s.start < l.end && !insideWord(text, s.end, l.end)),
    )
    .filter((l) => !choosingBefore(text, l.start))
    // "Navision is ancient … it all sits in Navision": a known name said again is that one.
    .filter(
      (l) => !found.some((f) => text.slice(f.start, f.end).toLowerCase() === l.name.toLowerCase()),
    )
    .map((l) => l.name);
  const described = [
    ...generic,
    ...listed.filter((n) => /^[\p{Ll}\d]/u.test(n)),
    ...lower.filter((n) => !listed.includes(n)),
  ];
  const left = spots
    .filter((s) => s.label && s.role === "replaced")
    .map((s) => kindWhenLeft[s.label!])
    .find((k) => k !== undefined);
  return {
    found,
    listed: listed.filter((n) => !described.includes(n)),
    tables,
    named,
    described,
    ...(left ? { left } : {}),
  };
}

/** Whether a spot ending at `end` stops inside a word that runs on to `until`. */
const insideWord = (text: string, end: number, until: number) =>
  end < until && /[\p{L}\d]/u.test(text[end] ?? "");

/** A kind of system said to be a name: "CRM is Capsule", "PMS: Opera". */
const KIND_IS_NAMED = /^\s*(?:is|are|=|:)\s+(?:\p{Lu}|\p{Ll}{1,4}\p{Lu})/u;

/** A kind of system said as how it is today: "CRM is a mess", "our ERP is ancient". */
const KIND_AS_IT_IS =
  /^\s+(?:is|are)\s+(?:(?:a|an|just|basically|still|all|mostly|currently)\s+)*(?:mess|nightmare|disaster|broken|non-?existent|spreadsheets?|excel|paper|outdated|old|ancient|clunky|creaking|terrible|awful|basic|manual|shared|done|run|kept|held|patchwork|joke)\b/i;

/** A kind of system said by who uses it now: "a CRM nobody uses", "the ERP we have". */
const KIND_IN_USE =
  /^\s+(?:(?:that|which)\s+)?(?:nobody|no one|hardly anyone|everyone|we|they|the team|people)\s+(?:barely\s+|really\s+|actually\s+|hardly\s+|never\s+|still\s+|currently\s+)?(?:uses?|have|has|hates?|ignores?|pays? for|half-use)\b(?!\s+to\b)/i;

/** Between a product's name and its kind said as its edition: "HubSpot free CRM", "Zoho CRM". */
const EDITION = /^\s+(?:free\s+|starter\s+|pro\s+|professional\s+|enterprise\s+|basic\s+)?$/i;
